import { readdirSync } from 'node:fs';
import { join } from 'node:path';

/**
 * The URL of the Open Graph card a build wrote for an article, found on disk rather than taken
 * from what the server names: /assets/og/<folder>/<slug>-<hash>.png.
 * @param folder a language's folder ("ar", "zh-hans"), '' for English
 * @param dist the build output folder
 * @returns the site-relative URL, or undefined when the build wrote no card for it
 */
export function cardUrl(folder: string, slug: string, dist = 'dist'): string | undefined {
  const dir = join('assets', 'og', folder);
  const name = readdirSync(join(dist, 'public', dir)).find((n) =>
    new RegExp(`^${slug}-[0-9A-F]{10}\\.png$`, 'u').test(n),
  );
  return name === undefined ? undefined : `/${join(dir, name)}`;
}
