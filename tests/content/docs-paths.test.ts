import { readFileSync, readdirSync } from 'node:fs';
import { dirname, join, posix } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

/*
 * Every file the README and docs/ name exists. A name counts as a path when it is a link target
 * or a word in backticks (inline code or a fenced block) that starts with one of the repository's
 * top-level folders or is one of its root files. `<slug>`, `*`, `**`, `{a,b}` and `…` stand for
 * any name: such a path must match at least one file. A link is read relative to its document;
 * any other path relative to the repository.
 *
 * Build output is named as such (`dist/search/index.sqlite`): a path under one of
 * `generatedPrefixes` must be a file `node build.mjs` wrote, so this suite needs a build first.
 * A decision record is history: it may name a path that has since gone when it says so right
 * after it, "`old` (now `new`)", "`old`, now …", "(gone …)", "(removed …)", or before it,
 * "formerly `old`".
 */
const root = fileURLToPath(new URL('../..', import.meta.url));

const topFolders = [
  'builder',
  'client',
  'server',
  'shared',
  'scripts',
  'searchIndex',
  'tests',
  'bench',
  'docs',
  'deploy',
  'public',
  '.ci',
];
const rootFiles = [
  'README.md',
  'package.json',
  'package-lock.json',
  'Dockerfile',
  'build.mjs',
  'vitest.config.ts',
  'eslint.config.js',
  'stylelint.config.mjs',
  'knip.jsonc',
  'tsconfig.json',
  '.prettierrc.json',
  '.prettierignore',
  '.gitignore',
  '.dockerignore',
];
/** Where the build writes: named paths under these exist only after `node build.mjs`. */
const generatedPrefixes = ['dist/', 'shared/content/generated/'];

/** Every file below the repository's root, as a path relative to it (dependencies, git and caches left out). */
function filesBelow(folder: string): string[] {
  return readdirSync(join(root, folder), { withFileTypes: true }).flatMap((entry) => {
    const path = folder === '' ? entry.name : `${folder}/${entry.name}`;
    if (entry.isDirectory())
      return ['node_modules', '.git', '.cache', '.tmp'].includes(entry.name) ? [] : filesBelow(path);
    return [path];
  });
}

/** The docs the check reads: README.md and every Markdown file under docs/. */
const docs = ['README.md', ...filesBelow('docs').filter((path) => path.endsWith('.md'))];

/** A named path as a regular expression over file paths: placeholders and globs match any name. */
function patternOf(path: string): RegExp {
  let source = '';
  for (let i = 0; i < path.length; i++) {
    const rest = path.slice(i);
    const placeholder = /^<[^>/]+>/u.exec(rest);
    const alternatives = /^\{([^}/]+)\}/u.exec(rest);
    if (rest.startsWith('**/')) {
      source += '(?:.*/)?';
      i += 2;
    } else if (rest.startsWith('**')) {
      source += '.*';
      i += 1;
    } else if (placeholder !== null) {
      source += '[^/]+';
      i += placeholder[0].length - 1;
    } else if (alternatives !== null) {
      source += `(?:${alternatives[1]!.split(',').map(escape).join('|')})`;
      i += alternatives[0].length - 1;
    } else if (rest.startsWith('…') || rest.startsWith('*')) {
      source += '[^/]*';
    } else {
      source += escape(path[i]!);
    }
  }
  // A folder, named with or without its slash, matches the files below it.
  return new RegExp(path.endsWith('/') ? `^${source}` : `^${source}(?:/.*)?$`, 'u');
}

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/gu, '\\$&');

/** Whether a word names a path of the repository: a top-level folder's or a root file. */
const isRepoPath = (word: string) =>
  rootFiles.includes(word) ||
  [...topFolders, ...generatedPrefixes.map((prefix) => prefix.split('/')[0]!)].some((folder) =>
    word.startsWith(`${folder}/`),
  );

interface Mention {
  doc: string;
  line: number;
  path: string;
  /** The doc marks it as gone (only a decision record may). */
  gone: boolean;
}

const goneAfter = /^`?\s*[(,]\s*(?:now|gone|removed)\b/u;
const goneBefore = /\bformerly\s*`?$/u;

/** The paths a document names, with their line numbers. */
function mentionsIn(doc: string): Mention[] {
  const mentions: Mention[] = [];
  const history = doc.startsWith('docs/decisions/');
  let fenced = false;
  readFileSync(join(root, doc), 'utf8')
    .split('\n')
    .forEach((text, index) => {
      const line = index + 1;
      if (/^\s*```/u.test(text)) {
        fenced = !fenced;
        return;
      }
      const add = (path: string, at: number, end: number) =>
        mentions.push({
          doc,
          line,
          path,
          gone: history && (goneAfter.test(text.slice(end)) || goneBefore.test(text.slice(0, at))),
        });
      // Words of a fenced block, or of each code span.
      const spans = fenced
        ? [{ code: text, at: 0 }]
        : [...text.matchAll(/`([^`]+)`/gu)].map((m) => ({ code: m[1]!, at: m.index }));
      for (const { code, at } of spans) {
        for (const word of code.matchAll(/[^\s,;()'"=]+/gu)) {
          const path = word[0].replace(/[:.]+$/u, '');
          if (!isRepoPath(path)) continue;
          const start = at + 1 + word.index;
          add(path, start, fenced ? start + word[0].length : at + code.length + 2);
        }
      }
      if (fenced) return;
      // Link targets other than URLs and anchors, relative to the document.
      for (const link of text.matchAll(/\]\(([^)\s]+)(?:\s+"[^"]*")?\)/gu)) {
        const target = link[1]!.replace(/#.*$/u, '');
        if (target === '' || /^[a-z][a-z+.-]*:/iu.test(target)) continue;
        const path = posix.normalize(posix.join(dirname(doc), target));
        add(path, link.index, link.index + link[0].length);
      }
    });
  return mentions;
}

const sourceFiles = filesBelow('');
const missing = (mention: Mention) => {
  const pattern = patternOf(mention.path);
  return !sourceFiles.some((file) => pattern.test(file));
};
const mentions = docs.flatMap(mentionsIn);
const named = (list: Mention[]) => list.map(({ doc, line, path }) => `${doc}:${line}: ${path}`).join('\n') || 'none';
const generated = (mention: Mention) => generatedPrefixes.some((prefix) => mention.path.startsWith(prefix));

describe('paths the docs name', () => {
  it('reads README.md and the docs, and finds paths in them', () => {
    expect(docs).toContain('README.md');
    expect(docs).toContain('docs/rendering-ahead.md');
    expect(mentions.length).toBeGreaterThan(100);
    // The check itself: a placeholder matches a name, a folder its files, a missing file nothing.
    expect(missing({ doc: '', line: 0, path: 'shared/content/articles/<slug>.md', gone: false })).toBe(false);
    expect(missing({ doc: '', line: 0, path: 'client/ahead/', gone: false })).toBe(false);
    expect(missing({ doc: '', line: 0, path: 'shared/content/pageDescriptions.ts', gone: false })).toBe(true);
  });

  it('names only files that exist', () => {
    const stale = mentions.filter((mention) => !generated(mention) && !mention.gone && missing(mention));
    expect(named(stale), 'doc:line: a path that does not exist').toBe('none');
  });

  it('names build output only as `node build.mjs` writes it', () => {
    expect(sourceFiles, 'the build output is missing: run node build.mjs first').toContain('dist/manifest.json');
    const stale = mentions.filter((mention) => generated(mention) && missing(mention));
    expect(named(stale), 'doc:line: build output the build does not write').toBe('none');
  });
});
