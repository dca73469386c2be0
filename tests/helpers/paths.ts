import { routes } from '../../shared/routes.js';
import { articles } from '../../shared/content/articles/catalogue.js';

/** Every static 200 path of the route table (no patterns). */
export const staticPaths: string[] = routes.filter((r) => r.kind === 'page').map((r) => r.path);

/** Every article under both prefixes. */
export const articlePaths: string[] = articles.flatMap((a) => [`/insights/${a.id}`, `/knowledge/${a.id}`]);

/** Every path that answers 200. */
export const allPaths: string[] = [...staticPaths, ...articlePaths];
