/**
 * The build's artefact cache: what a build step makes from its inputs (a compiled body, an Open
 * Graph image, a compressed copy), kept under .cache/build/ (git ignores it) by the SHA-256 of
 * those inputs, so that a rebuild redoes only the work whose inputs changed. Entries no build
 * has used for a week are deleted at the end of a build, so the folder does not grow forever.
 */
import { createHash, randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { mkdir, readFile, readdir, rename, rm, stat, utimes, writeFile } from 'node:fs/promises';
import { join } from 'node:path';

/** Entries unused for this long are pruned. */
const MAX_AGE_MS = 7 * 24 * 3600 * 1000;

/** SHA-256 (hex) of the given inputs, each length-prefixed so that no two lists collide. */
export function keyOf(...inputs: (string | Buffer)[]): string {
  const hash = createHash('sha256');
  for (const input of inputs) hash.update(`${Buffer.byteLength(input)}:`).update(input);
  return hash.digest('hex');
}

/**
 * The inputs of a build step besides its own arguments, as one string for keyOf: the source of
 * the given project files (paths relative to the project root) and the installed version of the
 * given npm packages (read from node_modules/<name>/package.json, which no `exports` map hides).
 * @throws Error when a file or package is missing
 */
export function stepInputs(files: readonly string[], packages: readonly string[]): string {
  const root = new URL('../', import.meta.url);
  return [
    ...files.map((file) => readFileSync(new URL(file, root), 'utf8')),
    ...packages.map(
      (name) =>
        `${name}@${(JSON.parse(readFileSync(new URL(`node_modules/${name}/package.json`, root), 'utf8')) as { version: string }).version}`,
    ),
  ].join('\n');
}

export interface ArtefactCache {
  /**
   * The artefact stored under `key` in `kind`, or the one `make` returns, stored atomically
   * (a temporary file renamed into place) for the next build.
   */
  get(kind: string, key: string, make: () => Promise<Buffer>): Promise<Buffer>;
  /** Hits and misses so far, for the build's report. */
  stats(): { hits: number; misses: number };
  /** Deletes entries not used for a week. */
  prune(): Promise<void>;
}

/** Opens the cache under `<root>/.cache/build`. */
export function artefactCache(root: string): ArtefactCache {
  const folder = join(root, '.cache', 'build');
  let hits = 0;
  let misses = 0;
  return {
    async get(kind, key, make) {
      const file = join(folder, kind, `${key}.bin`);
      try {
        const bytes = await readFile(file);
        hits += 1;
        const now = new Date();
        await utimes(file, now, now); // marks it used, for prune
        return bytes;
      } catch {
        misses += 1;
      }
      const bytes = await make();
      await mkdir(join(folder, kind), { recursive: true });
      // A name of its own per write: two steps making the same artefact at once never share one.
      const temporary = `${file}.${randomUUID()}.tmp`;
      await writeFile(temporary, bytes);
      await rename(temporary, file);
      return bytes;
    },
    stats: () => ({ hits, misses }),
    async prune() {
      const cutoff = Date.now() - MAX_AGE_MS;
      const kinds = await readdir(folder).catch(() => [] as string[]);
      for (const kind of kinds) {
        for (const name of await readdir(join(folder, kind))) {
          const file = join(folder, kind, name);
          if ((await stat(file)).mtimeMs < cutoff) await rm(file, { force: true });
        }
      }
    },
  };
}
