import { afterAll, describe, expect, it } from 'vitest';
import { cpSync, mkdtempSync, readFileSync, readdirSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { artefactCache, keyOf } from '../../builder/artefactCache.js';
import { compileContent } from '../../builder/content.js';
import { legalSlugs } from '../../shared/routes.js';

/*
 * The build's artefact cache: a rebuild reuses what an earlier build made from the same inputs,
 * gives exactly what a build without it gives, and never serves an article's old version.
 */
const roots: string[] = [];
afterAll(() => {
  for (const root of roots) rmSync(root, { recursive: true, force: true });
});

function contentCopy(): string {
  const root = mkdtempSync(join(tmpdir(), 'artefacts-'));
  roots.push(root);
  cpSync('shared/content/articles', join(root, 'shared/content/articles'), { recursive: true });
  cpSync('shared/content/legal', join(root, 'shared/content/legal'), { recursive: true });
  return root;
}

/** The Markdown files compiled: the twelve articles, every legal document and every translation of either. */
const FILES =
  12 +
  legalSlugs.length +
  ['articles/ar', 'articles/zh-hans', 'legal/ar', 'legal/zh-hans'].reduce(
    (n, dir) => n + readdirSync(join('shared/content', dir)).filter((f) => f.endsWith('.md')).length,
    0,
  );

describe('the artefact cache', () => {
  it('a second build reuses every compiled file and gives the same content as no cache', async () => {
    const root = contentCopy();
    const first = artefactCache(root);
    const cold = await compileContent(root, { cache: first });
    expect(first.stats()).toEqual({ hits: 0, misses: FILES });
    const second = artefactCache(root);
    const warm = await compileContent(root, { cache: second });
    expect(second.stats()).toEqual({ hits: FILES, misses: 0 });
    expect(warm).toEqual(cold);
    expect(warm).toEqual(await compileContent(root));
  });

  it('an edited article is compiled again, and only that one', async () => {
    const root = contentCopy();
    await compileContent(root, { cache: artefactCache(root) });
    const file = join(root, 'shared/content/articles/aml-kyc-2025.md');
    writeFileSync(file, readFileSync(file, 'utf8').replace('\n## ', '\nA sentence added by an editor.\n\n## '));
    const cache = artefactCache(root);
    const content = await compileContent(root, { cache });
    expect(cache.stats()).toEqual({ hits: FILES - 1, misses: 1 });
    expect(content.articles.find((a) => a.id === 'aml-kyc-2025')?.body.html).toContain(
      'A sentence added by an editor.',
    );
  });

  it('keys never collide by moving a boundary between inputs', () => {
    expect(keyOf('ab', 'c')).not.toBe(keyOf('a', 'bc'));
    expect(keyOf('a', 'b')).toBe(keyOf('a', Buffer.from('b')));
    expect(keyOf('a')).toMatch(/^[0-9a-f]{64}$/u);
  });

  it('eight steps making the same artefact at once all get it, and one entry is left', async () => {
    const root = mkdtempSync(join(tmpdir(), 'artefacts-'));
    roots.push(root);
    const cache = artefactCache(root);
    const key = keyOf('same');
    // Every get misses before any has written: each writes its own temporary file, then renames it.
    const made = await Promise.all(
      Array.from({ length: 8 }, () =>
        cache.get('kind', key, () => new Promise((r) => setTimeout(() => r(Buffer.from('same')), 20))),
      ),
    );
    expect(made.map(String)).toEqual(Array(8).fill('same'));
    expect(cache.stats()).toEqual({ hits: 0, misses: 8 });
    expect(readdirSync(join(root, '.cache/build/kind'))).toEqual([`${key}.bin`]);
  });

  it('prune deletes entries no build used for a week and keeps the rest', async () => {
    const root = mkdtempSync(join(tmpdir(), 'artefacts-'));
    roots.push(root);
    const cache = artefactCache(root);
    await cache.get('kind', keyOf('old'), () => Promise.resolve(Buffer.from('old')));
    await cache.get('kind', keyOf('new'), () => Promise.resolve(Buffer.from('new')));
    const eightDaysAgo = new Date(Date.now() - 8 * 24 * 3600 * 1000);
    utimesSync(join(root, '.cache/build/kind', `${keyOf('old')}.bin`), eightDaysAgo, eightDaysAgo);
    await cache.prune();
    expect(readdirSync(join(root, '.cache/build/kind'))).toEqual([`${keyOf('new')}.bin`]);
    expect((await cache.get('kind', keyOf('new'), () => Promise.resolve(Buffer.from('made again')))).toString()).toBe(
      'new',
    );
  });
});
