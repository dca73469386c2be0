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

/** Runs `npm run translations` with `args` in `root`: its exit status, stdout and stderr. */
function run(root: string, ...args: string[]): { status: number; out: string; err: string } {
  try {
    const out = execFileSync(process.execPath, [join(process.cwd(), 'scripts/translations.mjs'), ...args], {
      cwd: root,
      encoding: 'utf8',
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    return { status: 0, out, err: '' };
  } catch (error) {
    const e = error as { status: number; stdout: string; stderr: string };
    return { status: e.status, out: e.stdout, err: e.stderr };
  }
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
    (s) => s.slice(0, bodyStart(s)) + s.slice(bodyStart(s)).replaceAll('2025', '今年'),
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
    expect(content.translations.status.filter((t) => t.state !== 'current')).toEqual([]);
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

  it('builds after an English wording edit, and serves the translation as stale, saying the English changed', async () => {
    const root = contentWith('shared/content/articles/future-of-crypto-licensing.md', (s) =>
      s
        .replace(/^title: "(.*)"$/mu, 'title: "$1, revised"')
        .replace(/^published: (.*)$/mu, 'published: $1\nupdated: 2026-11-20'),
    );
    const content = await compileContent(root);
    const states = content.translations.status.filter((t) => t.id === 'future-of-crypto-licensing');
    expect(states.map((t) => [t.file, t.state])).toEqual([
      ['shared/content/articles/ar/future-of-crypto-licensing.md', 'stale'],
      ['shared/content/articles/zh-hans/future-of-crypto-licensing.md', 'stale'],
    ]);
    expect(states[0]!.from!.version).not.toBe(states[0]!.now.version);
    expect(states[0]!.now.date).toBe('2026-11-20');
    // Still served, in its language, marked stale.
    const served = content.translations.articles.filter((t) => t.id === 'future-of-crypto-licensing');
    expect(served.map((t) => [t.lang, t.stale])).toEqual([
      ['ar', true],
      ['zh-Hans', true],
    ]);
  });

  it('builds after an English edit that adds a paragraph with a figure, and serves the English in place of its translations', async () => {
    const slug = 'residency-by-investment';
    const root = contentWith(`shared/content/articles/${slug}.md`, (s) => {
      const at = s.indexOf('\n\n', bodyStart(s)) + 2;
      const added = 'In November 2026 the programme raised its minimum contribution to €600,000.\n\n';
      return s.slice(0, at) + added + s.slice(at);
    });
    const content = await compileContent(root);
    const states = content.translations.status.filter((t) => t.id === slug);
    expect(states.map((t) => t.state)).toEqual(['needs-update', 'needs-update']);
    expect(states[0]!.reasons.join('\n')).toMatch(/block \d+ is a heading #+ where the English .* has a paragraph/u);
    expect(content.translations.articles.filter((t) => t.id === slug)).toEqual([]);
    // The English article is in the build with its new paragraph.
    expect(content.articles.find((a) => a.id === slug)!.body.html).toContain('€600,000');
  });

  it('stops the build for a translation that claims to be current yet drops a paragraph, naming the file and line', async () => {
    const root = contentWith(ZH, (s) => {
      const at = s.indexOf('\n\n', bodyStart(s)) + 2;
      return s.slice(0, at) + s.slice(s.indexOf('\n\n', at) + 2);
    });
    const problems = await problemsOf(root);
    expect(problems.join('\n')).toMatch(
      /^shared\/content\/articles\/zh-hans\/residency-by-investment\.md: body, line \d+: block 3 is a heading #+ where the English \(line \d+\) has a paragraph/mu,
    );
  });

  it('--diff prints the English changes since the translation was made, recovered from git history', () => {
    const slug = 'residency-by-investment';
    const root = contentWith(`shared/content/articles/${slug}.md`, (s) => s);
    const git = (...args: string[]) => execFileSync('git', args, { cwd: root, encoding: 'utf8' });
    git('init', '--quiet');
    git('-c', 'user.name=Editor', '-c', 'user.email=editor@example.com', 'add', '.');
    git('-c', 'user.name=Editor', '-c', 'user.email=editor@example.com', 'commit', '--quiet', '-m', 'Content');
    const file = join(root, `shared/content/articles/${slug}.md`);
    const english = readFileSync(file, 'utf8');
    const at = english.indexOf('\n\n', bodyStart(english)) + 2;
    writeFileSync(
      file,
      english.slice(0, at).replace('Several of the best-known', 'Several of the most prominent') +
        'In November 2026 the programme raised its minimum contribution to €600,000.\n\n' +
        english.slice(at),
    );
    git('-c', 'user.name=Editor', '-c', 'user.email=editor@example.com', 'commit', '--quiet', '-am', 'Threshold');
    const diff = run(root, '--diff', `shared/content/articles/ar/${slug}.md`);
    expect(diff.status, diff.err).toBe(0);
    expect(diff.out).toContain(`made from the English version ${versionOf(english)} (commit `);
    expect(diff.out).toMatch(/^added: paragraph, English line \d+\n +\{\+In November 2026 .*€600,000\.\+\}$/mu);
    expect(diff.out).toMatch(/^changed: paragraph, English line \d+\n.*\[-best-known-\]\{\+most\+\}/mu);

    // A clone with one commit of history cannot hold the version the translation names.
    const shallow = mkdtempSync(join(tmpdir(), 'translations-shallow-'));
    roots.push(shallow);
    execFileSync('git', ['clone', '--quiet', '--depth', '1', `file://${root}`, shallow]);
    const refused = run(shallow, '--diff', `shared/content/articles/ar/${slug}.md`);
    expect(refused.status).toBe(1);
    expect(refused.err).toMatch(/history is shallow.*git fetch --unshallow/u);
    // Not a git clone at all: said as plainly.
    const copy = contentWith(`shared/content/articles/${slug}.md`, () => readFileSync(file, 'utf8'));
    expect(run(copy, '--diff', `shared/content/articles/ar/${slug}.md`).err).toMatch(/is not a git clone/u);
  });

  it('lists stale and missing translations per language, and --mark records the English version', () => {
    const root = contentWith('shared/content/articles/residency-by-investment.md', (s) =>
      s.replace('## ', '## Revised: '),
    );
    const before = run(root);
    expect(before.status).toBe(1);
    expect(before.out).toMatch(/stale +shared\/content\/articles\/ar\/residency-by-investment\.md/u);
    expect(before.out).toMatch(
      /made from the English of \d{4}-\d{2}-\d{2} \([0-9a-f]{12}\); the English is now of \d{4}-\d{2}-\d{2} \([0-9a-f]{12}\)/u,
    );
    run(
      root,
      '--mark',
      'shared/content/articles/ar/residency-by-investment.md',
      'shared/content/articles/zh-hans/residency-by-investment.md',
    );
    const english = readFileSync(join(root, 'shared/content/articles/residency-by-investment.md'), 'utf8');
    expect(readFileSync(join(root, 'shared/content/articles/ar/residency-by-investment.md'), 'utf8')).toContain(
      `translatedFrom: "${versionOf(english)}"\ntranslatedFromDate: "2025-09-11"`,
    );
    expect(run(root).out).not.toMatch(/ stale +shared/u);
  });

  it('reads digits of every script as 0–9', () => {
    expect(normaliseDigits('٢٠٢٥ ۱۰ ２５ ١٠٬٠٠٠٫٥')).toBe('2025 10 25 10,000.5');
  });
});
