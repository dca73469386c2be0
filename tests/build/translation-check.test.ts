import { afterAll, describe, expect, it } from 'vitest';
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { execFileSync } from 'node:child_process';
import { compileContent, ContentError } from '../../builder/content.js';
import { normaliseDigits, versionOf } from '../../builder/translations.js';

/*
 * What an editor sees when a translation breaks a rule: the build stops, naming the file, the
 * field or line and the problem. Each case edits one copy of a real translation.
 */
const roots: string[] = [];
afterAll(() => {
  for (const root of roots) rmSync(root, { recursive: true, force: true });
});

const AR = 'shared/content/articles/ar/future-of-crypto-licensing.md';
const ZH = 'shared/content/articles/zh-hans/residency-by-investment.md';
const LEGAL = 'shared/content/legal/ar/disclaimer.md';

/** A copy of the content folders with `file` rewritten by `edit`. */
function contentWith(file: string, edit: (source: string) => string): string {
  const root = mkdtempSync(join(tmpdir(), 'translations-'));
  roots.push(root);
  cpSync('shared/content/articles', join(root, 'shared/content/articles'), { recursive: true });
  cpSync('shared/content/legal', join(root, 'shared/content/legal'), { recursive: true });
  const path = join(root, file);
  writeFileSync(path, edit(readFileSync(path, 'utf8')));
  return root;
}

async function problemsOf(root: string): Promise<string[]> {
  try {
    await compileContent(root);
  } catch (error) {
    expect(error).toBeInstanceOf(ContentError);
    return (error as ContentError).message.split('\n');
  }
  return [];
}

/** The body's paragraphs, from the first line after the frontmatter. */
const bodyStart = (s: string) => s.indexOf('\n', s.indexOf('\n---', 4) + 1) + 1;

const cases: [string, string, (s: string) => string, RegExp][] = [
  [
    'a translation with no English original',
    'shared/content/articles/ar/future-of-crypto-licensing.md',
    (s) => s,
    /articles\/ar\/no-such-article\.md: file name: has no English original/u,
  ],
  [
    'a Chinese metaDescription over 80 characters',
    ZH,
    (s) => s.replace(/^metaDescription: .*$/mu, `metaDescription: "${'签'.repeat(81)}"`),
    /zh-hans\/residency-by-investment\.md: metaDescription: must be at most 80 characters/u,
  ],
  [
    'a field the English owns',
    AR,
    (s) => s.replace(/^title: /mu, 'category: banking\ntitle: '),
    /ar\/future-of-crypto-licensing\.md: category: is not a field of a translation/u,
  ],
  [
    'no recorded English version',
    AR,
    (s) => s.replace(/^translatedFrom: .*\n/mu, ''),
    /ar\/future-of-crypto-licensing\.md: translatedFrom: must be the English version/u,
  ],
  [
    'two paragraphs merged into one',
    AR,
    (s) => s.slice(0, bodyStart(s)) + s.slice(bodyStart(s)).replace('\n\n', ' '),
    /ar\/future-of-crypto-licensing\.md: body, line \d+: block 1 is a paragraph where the English \(line \d+\) has a paragraph|block \d+ is a .* where the English/u,
  ],
  [
    'a link to the English page instead of its own language’s',
    AR,
    (s) => s.replace('](/ar/', ']('),
    /ar\/future-of-crypto-licensing\.md: body, line \d+: link \d+ must be "\/ar\//u,
  ],
  [
    'a figure dropped',
    ZH,
    (s) => s.replaceAll('2025', '今年'),
    /zh-hans\/residency-by-investment\.md: body: the English has a number the translation lacks: 2025/u,
  ],
  [
    'a legal translation without its “English prevails” paragraph',
    LEGAL,
    (s) => s.replace(/\n\n[^\n]*\n\n## /u, '\n\n## '),
    /legal\/ar\/disclaimer\.md: body, line \d+: the introduction must end with one more paragraph than the English/u,
  ],
];

describe('translation checks', () => {
  it('passes the translations as they are', async () => {
    const content = await compileContent(process.cwd());
    expect(content.translations.articles.length).toBeGreaterThanOrEqual(6);
    expect(content.translations.stale).toEqual([]);
  });

  for (const [name, file, edit, expected] of cases)
    it(`names the file and field of ${name}`, async () => {
      const root = contentWith(file, edit);
      if (name.includes('no English original'))
        cpSync(join(root, file), join(root, 'shared/content/articles/ar/no-such-article.md'));
      const problems = await problemsOf(root);
      expect(
        problems.some((p) => expected.test(p)),
        problems.join('\n'),
      ).toBe(true);
    });

  it('reports a translation made from an older English text as stale, without failing the build', async () => {
    const root = contentWith('shared/content/articles/future-of-crypto-licensing.md', (s) =>
      s.replace(/^title: "(.*)"$/mu, 'title: "$1, revised"'),
    );
    const content = await compileContent(root);
    expect(content.translations.stale).toEqual([
      expect.stringMatching(
        /^shared\/content\/articles\/ar\/future-of-crypto-licensing\.md: translated from [0-9a-f]{12}, the English is now [0-9a-f]{12}$/u,
      ),
      expect.stringMatching(/^shared\/content\/articles\/zh-hans\/future-of-crypto-licensing\.md: /u),
    ]);
  });

  it('lists stale and missing translations per language, and --mark records the English version', () => {
    const root = contentWith('shared/content/articles/residency-by-investment.md', (s) =>
      s.replace('## ', '## Revised: '),
    );
    const run = (...args: string[]) => {
      try {
        return {
          status: 0,
          out: execFileSync(process.execPath, [join(process.cwd(), 'scripts/translations.mjs'), ...args], {
            cwd: root,
            encoding: 'utf8',
          }),
        };
      } catch (error) {
        const e = error as { status: number; stdout: string };
        return { status: e.status, out: e.stdout };
      }
    };
    const before = run();
    expect(before.status).toBe(1);
    expect(before.out).toMatch(/stale +shared\/content\/articles\/ar\/residency-by-investment\.md/u);
    expect(before.out).toMatch(/missing +shared\/content\/articles\/ar\/aml-kyc-2025\.md/u);
    run(
      '--mark',
      'shared/content/articles/ar/residency-by-investment.md',
      'shared/content/articles/zh-hans/residency-by-investment.md',
    );
    const english = readFileSync(join(root, 'shared/content/articles/residency-by-investment.md'), 'utf8');
    expect(readFileSync(join(root, 'shared/content/articles/ar/residency-by-investment.md'), 'utf8')).toContain(
      `translatedFrom: "${versionOf(english)}"`,
    );
    expect(run().out).not.toMatch(/stale/u);
  });

  it('reads digits of every script as 0–9', () => {
    expect(normaliseDigits('٢٠٢٥ ۱۰ ２５ ١٠٬٠٠٠٫٥')).toBe('2025 10 25 10,000.5');
  });
});
