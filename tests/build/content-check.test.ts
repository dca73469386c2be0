import { afterAll, describe, expect, it } from 'vitest';
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { compileContent, ContentError } from '../../builder/content.js';

/*
 * What an editor sees when a Markdown file breaks a rule: the build stops, naming the file,
 * the field and the problem in plain words. Each case edits one copy of a real article.
 */
const roots: string[] = [];
afterAll(() => {
  for (const root of roots) rmSync(root, { recursive: true, force: true });
});

/** A copy of the content folders with one article file rewritten by `edit`. */
function contentWith(file: string, edit: (source: string) => string): string {
  const root = mkdtempSync(join(tmpdir(), 'content-'));
  roots.push(root);
  cpSync('shared/content/articles', join(root, 'shared/content/articles'), { recursive: true });
  cpSync('shared/content/legal', join(root, 'shared/content/legal'), { recursive: true });
  const path = join(root, 'shared/content/articles', file);
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

const FILE = 'aml-kyc-2025.md';
const cases: [string, (s: string) => string, RegExp][] = [
  [
    'a metaTitle over 60 characters',
    (s) => s.replace(/^metaTitle: .*$/mu, `metaTitle: "${'x'.repeat(61)}"`),
    /aml-kyc-2025\.md: metaTitle: must be at most 60 characters/u,
  ],
  [
    'a short metaDescription',
    (s) => s.replace(/^metaDescription: .*$/mu, 'metaDescription: "Too short."'),
    /aml-kyc-2025\.md: metaDescription: must be at least 120 characters/u,
  ],
  [
    'an unknown category',
    (s) => s.replace(/^category: .*$/mu, 'category: cooking'),
    /aml-kyc-2025\.md: category: must be one of company-formation, banking/u,
  ],
  [
    'featured on a knowledge article',
    (s) => s.replace(/^featured: false$/mu, 'featured: true'),
    /aml-kyc-2025\.md: featured: must be true exactly when route is insights/u,
  ],
  [
    'a misspelt field',
    (s) => s.replace(/^category:/mu, 'categroy:'),
    /aml-kyc-2025\.md: categroy: is not a field here/u,
  ],
  ['a missing field', (s) => s.replace(/^excerpt: .*\n/mu, ''), /aml-kyc-2025\.md: excerpt: must be text/u],
  [
    'a date that is not a date',
    (s) => s.replace(/^published: .*$/mu, 'published: 2025-02-30'),
    /aml-kyc-2025\.md: published: is not a real calendar date/u,
  ],
  [
    'broken YAML',
    (s) => s.replace(/^route: knowledge$/mu, 'route: [knowledge'),
    /aml-kyc-2025\.md: frontmatter: line \d+/u,
  ],
  [
    'a read time the body does not fill',
    (s) => s.replace(/^readTime: 21$/mu, 'readTime: 40'),
    /aml-kyc-2025\.md: readTime: 40 min needs 8000 to 10000 words/u,
  ],
  [
    'a draft field that is not true or false',
    (s) => s.replace(/^route: knowledge$/mu, 'route: knowledge\ndraft: "yes"'),
    /aml-kyc-2025\.md: draft: must be true or false/u,
  ],
  [
    'a sixth section',
    (s) => `${s}\n## One more section\n\nText.\n`,
    /aml-kyc-2025\.md: body: must have exactly five "##" sections \(it has 6\)/u,
  ],
  [
    'raw HTML',
    (s) => s.replace(/\n\n## /u, '\n\n<div>raw</div>\n\n## '),
    /aml-kyc-2025\.md: body, line \d+: raw HTML is not allowed/u,
  ],
  [
    'a link to no page',
    (s) => s.replace('(/legal/disclaimer)', '(/legal/disclaimers)'),
    /aml-kyc-2025\.md: body, line \d+: the link "\/legal\/disclaimers" points to no page of the site/u,
  ],
  [
    'a javascript: link',
    (s) => s.replace('(/legal/disclaimer)', '(javascript:alert(1))'),
    /must be a site path \("\/about"\) or an https:\/\/ address/u,
  ],
  [
    'an unknown placeholder',
    (s) => `${s}\nWrite to {{phone}} or {{email}}.\n`,
    /aml-kyc-2025\.md: body, line \d+: the placeholder "\{\{phone\}\}" is unknown here \(the placeholders are \{\{email\}\}, \{\{emailDomain\}\}\)/u,
  ],
  [
    'a duplicate metaTitle',
    (s) => s.replace(/^metaTitle: .*$/mu, 'metaTitle: "The Future of Crypto Licensing After MiCA"'),
    /metaTitle: is the same as in/u,
  ],
];

describe('a mistake in an article stops the build, naming the file and field', () => {
  it.each(cases)('%s', async (_name, edit, expected) => {
    const problems = await problemsOf(contentWith(FILE, edit));
    expect(problems.join('\n')).toMatch(expected);
    for (const line of problems) expect(line).toMatch(/^shared\/content\/(articles|legal)\/[\w-]+\.md: /u);
  });

  it('a body mixing "€" and "EUR" names the line of the "EUR"', async () => {
    let line = 0;
    const root = contentWith(FILE, (s) => {
      const body = s.endsWith('\n') ? s : `${s}\n`;
      line = body.split('\n').length + 1;
      return `${body}\nA fee of €1,000 and a deposit of EUR 2,000 apply.\n`;
    });
    expect(await problemsOf(root)).toEqual([
      `shared/content/articles/${FILE}: body, line ${line}: write euro amounts with the symbol ("€750 million"), not "EUR": one currency style across the site`,
    ]);
  });

  it('a link to a home page rather than the instrument names the line', async () => {
    let line = 0;
    const root = contentWith(FILE, (s) => {
      const body = s.endsWith('\n') ? s : `${s}\n`;
      line = body.split('\n').length + 1;
      return `${body}\nSee the [OECD](https://www.oecd.org/) for the standard.\n`;
    });
    expect(await problemsOf(root)).toEqual([
      `shared/content/articles/${FILE}: body, line ${line}: the link "https://www.oecd.org/" points at a home page: link the instrument or page the sentence cites`,
    ]);
  });

  it('a file name that is not a slug', async () => {
    const root = contentWith(FILE, (s) => s);
    cpSync(join(root, 'shared/content/articles', FILE), join(root, 'shared/content/articles/AML KYC.md'));
    expect((await problemsOf(root)).join('\n')).toMatch(/AML KYC\.md: file name: must be the slug/u);
  });

  it('a link to a draft points to no page of a production build; a development build keeps both', async () => {
    const root = contentWith(FILE, (s) => s.replace(/^route: knowledge$/mu, 'route: knowledge\ndraft: true'));
    const linking = join(root, 'shared/content/articles/crypto-licensing-global.md');
    writeFileSync(linking, `${readFileSync(linking, 'utf8')}\nSee [our checklist](/knowledge/aml-kyc-2025).\n`);
    expect((await problemsOf(root)).join('\n')).toMatch(
      /crypto-licensing-global\.md: body, line \d+: the link "\/knowledge\/aml-kyc-2025" points to no page of the site/u,
    );
    const development = await compileContent(root, { drafts: true });
    expect(development.articles.find((a) => a.id === 'aml-kyc-2025')?.draft).toBe(true);
    expect(development.articles.find((a) => a.id === 'crypto-licensing-global')?.draft).toBeUndefined();
  });

  it('a production build leaves a draft out of the collection', async () => {
    const root = contentWith(FILE, (s) => s.replace(/^route: knowledge$/mu, 'route: knowledge\ndraft: true'));
    const production = await compileContent(root);
    expect(production.articles.map((a) => a.id)).not.toContain('aml-kyc-2025');
    expect(production.articles).toHaveLength(11);
  });

  it('the real content has no problem', async () => {
    expect(await problemsOf('.')).toEqual([]);
  });
});
