import { describe, expect, it } from 'vitest';
import { readFileSync, readdirSync } from 'node:fs';
import ts from 'typescript';
import { locales, translationLangs } from '../../shared/i18n/locales.js';

/*
 * A language is an entry of shared/i18n/ (its locale, and its build and server data) and its
 * content: no other code names one, so that adding a language changes no other file. English is
 * the exception, as the language every other is translated from.
 */

/** The code that must not name a language: the source folders, less the languages' own and the content. */
const ROOTS = ['builder', 'server', 'client', 'shared', 'searchIndex', 'scripts'];
const EXCLUDED = ['shared/i18n/', 'shared/content/'];
const SOURCE = /\.(?:ts|tsx|mjs|js)$/u;

/** Each language but English as code may name it: its tag, its folder and its tag's language ("zh" of "zh-Hans"). */
const codes = [
  ...new Set(
    translationLangs.flatMap((lang) => [lang, locales[lang].folder, lang.split('-')[0]!]).map((c) => c.toLowerCase()),
  ),
];

/** A code standing alone in a text: not inside a longer word ("ar" of "bar", "param"), any letter case. */
const CODE = new RegExp(`(?<![\\p{L}\\p{N}_])(?:${codes.join('|')})(?![\\p{L}\\p{N}_])`, 'iu');

/** Every source file under the given folders, its path from the project root. */
const filesUnder = (roots: readonly string[]): string[] =>
  roots.flatMap((root) =>
    readdirSync(root, { recursive: true, encoding: 'utf8' })
      .map((file) => `${root}/${file.split('\\').join('/')}`)
      .filter((file) => SOURCE.test(file)),
  );

/** The source files that must not name a language. */
const sourceFiles = () => filesUnder(ROOTS).filter((file) => !EXCLUDED.some((dir) => file.startsWith(dir)));

/** A place where a file names a language: its line and the literal or key, as written. */
interface Naming {
  line: number;
  text: string;
}

/** The string literals, template parts and property names of a file that hold a code. */
function namings(file: string): Naming[] {
  const source = ts.createSourceFile(file, readFileSync(file, 'utf8'), ts.ScriptTarget.Latest, true);
  const found: Naming[] = [];
  const visit = (node: ts.Node): void => {
    const literal =
      ts.isStringLiteral(node) ||
      ts.isNoSubstitutionTemplateLiteral(node) ||
      ts.isTemplateHead(node) ||
      ts.isTemplateMiddle(node) ||
      ts.isTemplateTail(node);
    // An object's key names a language as a string does: `{ ar: … }`.
    const key = ts.isIdentifier(node) && ts.isPropertyAssignment(node.parent) && node.parent.name === node;
    if ((literal || key) && CODE.test(node.text))
      found.push({
        line: source.getLineAndCharacterOfPosition(node.getStart(source)).line + 1,
        text: node.getText(source),
      });
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found;
}

describe('languages are named in shared/i18n/ and the content alone', () => {
  it('finds the codes it looks for where they are written (its own check)', () => {
    expect(codes.length).toBeGreaterThanOrEqual(translationLangs.length);
    for (const lang of translationLangs) {
      expect(CODE.test(`'${lang}'`), lang).toBe(true);
      expect(CODE.test(`/${locales[lang].folder}/about`), lang).toBe(true);
    }
    expect(CODE.test('param bar arabic')).toBe(false);
  });

  it('no code outside shared/i18n/ and shared/content/ names a language but English, as a string or a key', () => {
    const files = sourceFiles();
    expect(files.length).toBeGreaterThan(50);
    const places = files.flatMap((file) => namings(file).map(({ line, text }) => `${file}:${line}: ${text}`));
    expect(places, `a language named outside shared/i18n/ (${codes.join(', ')}):\n${places.join('\n')}`).toEqual([]);
  });

  it("no browser module imports the build's and the server's per-language data (shared/i18n/serverLocales.ts)", () => {
    const browser = filesUnder(['client', 'shared']).filter((file) => file !== 'shared/i18n/serverLocales.ts');
    expect(browser).toContain('shared/i18n/locales.ts');
    const importers = browser.filter((file) => /from '[^']*serverLocales\.js'/u.test(readFileSync(file, 'utf8')));
    expect(importers).toEqual([]);
  });
});
