import { pageModules } from '../pageModules.js';
import type { PageModule } from '../routes.js';
import type { Lang } from './locales.js';

/**
 * The source paths of a page's compiled messages in a language (its `namespaces`), as the build
 * manifest names their chunks (e.g. "shared/content/generated/messages/en/common.js"), for the
 * server's modulepreloads.
 */
export function messageSources(module: PageModule, lang: Lang): string[] {
  const folder = lang === 'zh-Hans' ? 'zh-hans' : lang;
  return pageModules[module].namespaces.map((ns) => `shared/content/generated/messages/${folder}/${ns}.js`);
}
