import { afterAll, describe, expect, it } from 'vitest';
import { mkdtempSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { DatabaseSync } from 'node:sqlite';
import { artefactCache } from '../../builder/artefactCache.js';
import { compileContent } from '../../builder/content.js';
import { buildSearchIndex } from '../../builder/searchIndex.js';
import { extractText } from '../../builder/searchExtract.js';
import { serviceSlugs } from '../../shared/content/services/index.js';
import { languageIndexFile } from '../../searchIndex/schema.js';
import { translationLangs } from '../../shared/i18n/locales.js';
import { article } from './fixture.js';

/*
 * The index build: which pages it holds and under which URLs, the text it stores, its use of
 * the artefact cache (a rebuild extracts nothing again; bodies with the same HTML, as synthetic
 * articles have, are extracted once even when extracted at the same time), the same databases
 * written on a worker thread as on this one, a worker's failure reported, and the index format
 * staying out of the browser's bundles.
 */
const roots: string[] = [];
afterAll(() => {
  for (const root of roots) rmSync(root, { recursive: true, force: true });
});
function tempRoot(): string {
  const root = mkdtempSync(join(tmpdir(), 'search-build-'));
  roots.push(root);
  return root;
}

describe('the search index build', () => {
  it('holds every article, legal page, service page and content page under its canonical URL, and nothing else', async () => {
    const content = await compileContent(process.cwd());
    const file = join(tempRoot(), 'index.sqlite');
    const stats = await buildSearchIndex(content, file);
    const db = new DatabaseSync(file, { readOnly: true });
    const urls = (db.prepare('SELECT url FROM docs').all() as { url: string }[]).map((r) => r.url).sort();
    db.close();
    expect(urls).toEqual(
      [
        ...content.articles.map((a) => `/${a.route}/${a.id}`),
        ...content.legal.map((l) => `/legal/${l.id}`),
        ...serviceSlugs.map((slug) => `/services/${slug}`),
        '/about',
        '/careers',
        '/knowledge-center',
        '/advisory-services',
      ].sort(),
    );
    expect(stats.documents).toBe(urls.length);
    expect(stats.words).toBeGreaterThan(1000);
  });

  it('extracts each distinct body once, even at the same time, and nothing again on a rebuild', async () => {
    const root = tempRoot();
    const html = '<h2 id="one">Section one</h2><p>The same body in every article, with <em>emphasis</em>.</p>';
    const articles = Array.from({ length: 80 }, (_, i) => article(`same-body-${i}`, `Same body ${i}`, html));
    const content = { articles, legal: [], translations: { articles: [], legal: [], status: [] } };
    const cold = artefactCache(root);
    await buildSearchIndex(content, join(root, 'a.sqlite'), { cache: cold });
    expect(cold.stats().misses).toBe(1);
    const warm = artefactCache(root);
    await buildSearchIndex(content, join(root, 'b.sqlite'), { cache: warm });
    expect(warm.stats().misses).toBe(0);
  });

  it('keeps blocks apart in the text it stores: list items and cells by " · ", sentences by a space', () => {
    const html =
      '<h2 id="a">Routes</h2><p>Options <em>we</em> advise on:</p><ul><li>UK Global Talent visa</li>' +
      '<li>Singapore <strong>EntrePass</strong></li></ul><p>Each is “reviewed.”</p><table><tr><td>Malta</td>' +
      '<td>Residence &amp; citizenship</td></tr></table>';
    expect(extractText(html)).toEqual({
      headings: ['Routes'],
      body: 'Options we advise on: UK Global Talent visa · Singapore EntrePass · Each is “reviewed.” Malta · Residence & citizenship',
    });
  });

  it('the index format, which the build and the server share, reaches no client file', () => {
    const metafile = JSON.parse(readFileSync('dist/metafile.json', 'utf8')) as { inputs: Record<string, unknown> };
    expect(Object.keys(metafile.inputs).length).toBeGreaterThan(0);
    expect(Object.keys(metafile.inputs).filter((i) => i.startsWith('searchIndex/'))).toEqual([]);
  });

  it('writes the same databases, byte for byte, on a worker thread as on this thread', async () => {
    const content = await compileContent(process.cwd());
    const root = tempRoot();
    const here = await buildSearchIndex(content, join(root, 'here', 'index.sqlite'));
    const there = await buildSearchIndex(content, join(root, 'there', 'index.sqlite'), { thread: true });
    expect({ ...there, languages: {} }).toEqual({ ...here, languages: {} });
    for (const lang of ['en', ...translationLangs] as const) {
      const file = (folder: string) => languageIndexFile(join(root, folder, 'index.sqlite'), lang);
      expect(readFileSync(file('there')).equals(readFileSync(file('here'))), lang).toBe(true);
      expect(there.languages[lang].documents).toBe(here.languages[lang].documents);
    }
  });

  it("rejects with the worker's error when the index cannot be written, and leaves no file behind", async () => {
    const root = tempRoot();
    // A file where the index's folder should be: SQLite's folder cannot be made.
    writeFileSync(join(root, 'blocked'), '');
    const content = await compileContent(process.cwd());
    await expect(buildSearchIndex(content, join(root, 'blocked', 'index.sqlite'), { thread: true })).rejects.toThrow(
      /(EEXIST|ENOTDIR).*blocked/,
    );
    expect(readdirSync(root)).toEqual(['blocked']);
  });
});
