/**
 * The interface's message catalogues (shared/content/messages/<folder>.json, English in en.json):
 * checked against English, then parsed into JSON per language and namespace that the browser
 * formats with Intl alone (shared/i18n/format.ts), so that no MessageFormat parser or compiled
 * code reaches it.
 */
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { parse, type PluralCategory, type Token } from '@messageformat/parser';
import * as categories from 'make-plural/pluralCategories';
import { catalogueName, langs, type Lang } from '../shared/i18n/locales.js';
import { serverLocales } from '../shared/i18n/serverLocales.js';
import { messagesOf, type Part, type ParsedTree } from '../shared/i18n/format.js';
import type { Messages } from '../shared/content/generated/messages.js';
import { ContentError, type ContentProblem } from './contentTypes.js';

/** Where the catalogues live, relative to the project root. */
export const MESSAGES_DIR = 'shared/content/messages';

/** A catalogue as JSON holds it: namespaces of nested objects and arrays, each leaf an ICU message. */
type Tree = string | Tree[] | { [key: string]: Tree };

/** Namespaces only the build reads (the service pages' page data): never sent to the browser. */
const BUILD_ONLY = new Set(['serviceDetails']);

/** Every language whose catalogue exists under `root`, English first, with its parsed JSON. */
function readCatalogues(root: string): { lang: Lang; file: string; tree: Tree | undefined; error?: string }[] {
  const found = [];
  for (const lang of langs) {
    const file = `${MESSAGES_DIR}/${catalogueName(lang)}.json`;
    const path = join(root, file);
    if (!existsSync(path)) continue;
    try {
      found.push({ lang, file, tree: JSON.parse(readFileSync(path, 'utf8')) as Tree });
    } catch (error) {
      found.push({ lang, file, tree: undefined, error: `not valid JSON: ${(error as Error).message}` });
    }
  }
  return found;
}

/** A message's tokens, its plurals checked against the language's own CLDR categories. */
function parseFor(message: string, lang: Lang): Token[] {
  const { cardinal, ordinal } = categories[serverLocales[lang].plural];
  return parse(message, { cardinal: [...cardinal] as PluralCategory[], ordinal: [...ordinal] as PluralCategory[] });
}

/** Each leaf message by its dotted key ("common.nav.home", "about.intro.0"); non-string leaves are problems. */
function leaves(tree: Tree, prefix: string, out: Map<string, string>, wrong: string[]): Map<string, string> {
  if (typeof tree === 'string') out.set(prefix, tree);
  else if (Array.isArray(tree)) tree.forEach((t, i) => leaves(t, `${prefix}.${i}`, out, wrong));
  else if (tree !== null && typeof tree === 'object')
    for (const [k, t] of Object.entries(tree)) leaves(t, prefix === '' ? k : `${prefix}.${k}`, out, wrong);
  else wrong.push(prefix);
  return out;
}

/** What a message asks of its caller: its argument names, and whether it selects a plural form without `other`. */
function argumentsOf(tokens: readonly Token[], names = new Set<string>(), noOther: string[] = []) {
  for (const token of tokens) {
    if (token.type === 'argument' || token.type === 'function') names.add(token.arg);
    if (token.type === 'plural' || token.type === 'select' || token.type === 'selectordinal') {
      names.add(token.arg);
      if (token.type !== 'select' && !token.cases.some((c) => c.key === 'other')) noOther.push(token.arg);
      for (const c of token.cases) argumentsOf(c.tokens, names, noOther);
    }
  }
  return { names, noOther };
}

/**
 * Checks every catalogue present under `root` against English: each file is JSON, every leaf a
 * string that parses as ICU MessageFormat (with the language's own plural categories), the
 * same keys as en.json (none missing, none extra), the same argument names as the English
 * message, and an `other` form in every plural.
 * @param root the project root, holding shared/content/messages/
 * @returns every problem, each naming the file and the message's key; none when all is well
 */
export function checkMessages(root: string): ContentProblem[] {
  const problems: ContentProblem[] = [];
  const catalogues = readCatalogues(root);
  const parsed = new Map<Lang, Map<string, Set<string> | undefined>>();
  for (const { lang, file, tree, error } of catalogues) {
    if (tree === undefined) {
      problems.push({ file, field: '(file)', message: error ?? 'unreadable' });
      continue;
    }
    const wrong: string[] = [];
    const messages = leaves(tree, '', new Map(), wrong);
    for (const key of wrong) problems.push({ file, field: key, message: 'a message must be a string' });
    // A message that does not parse has unknown arguments (undefined): its one problem is said.
    const args = new Map<string, Set<string> | undefined>();
    for (const key of wrong) args.set(key, undefined);
    for (const [key, message] of messages) {
      try {
        const tokens = parseFor(message, lang);
        parsedMessage(message, lang);
        const { names, noOther } = argumentsOf(tokens);
        args.set(key, names);
        for (const arg of noOther)
          problems.push({ file, field: key, message: `the plural of {${arg}} needs an "other" form` });
      } catch (parseError) {
        args.set(key, undefined);
        problems.push({
          file,
          field: key,
          message: `not ICU MessageFormat: ${(parseError as Error).message.split('\n')[0]}`,
        });
      }
    }
    parsed.set(lang, args);
  }
  const english = parsed.get('en');
  if (english === undefined) return problems;
  for (const { lang, file } of catalogues) {
    const args = parsed.get(lang);
    if (lang === 'en' || args === undefined) continue;
    for (const [key, names] of english) {
      if (!args.has(key)) {
        problems.push({ file, field: key, message: 'missing: en.json has this message' });
        continue;
      }
      const theirs = args.get(key);
      if (names === undefined || theirs === undefined) continue;
      const want = [...names].sort().join(', ');
      const got = [...theirs].sort().join(', ');
      if (want !== got)
        problems.push({ file, field: key, message: `arguments {${got}} differ from English's {${want}}` });
    }
    for (const key of args.keys())
      if (!english.has(key)) problems.push({ file, field: key, message: 'extra: en.json has no such message' });
  }
  return problems;
}

/**
 * A message as the browser formats it (shared/i18n/format.ts): plain text stays a string, any
 * other message becomes its parsed parts, keeping only what formatting needs.
 * @throws Error on a formatter function (`{n, number}`), an ordinal or a plural offset, which
 *   the site's messages do not use
 */
function parsedMessage(message: string, lang: Lang): ParsedTree {
  const parts = (tokens: readonly Token[]): Part[] =>
    tokens.map((token): Part => {
      switch (token.type) {
        case 'content':
          return token.value;
        case 'argument':
          return { a: token.arg };
        case 'octothorpe':
          return { '#': true };
        case 'select':
          return { a: token.arg, s: Object.fromEntries(token.cases.map((c) => [c.key, parts(c.tokens)])) };
        case 'plural':
          if (token.pluralOffset) throw new Error(`{${token.arg}, plural, offset:…}: offsets are not supported`);
          return { a: token.arg, p: Object.fromEntries(token.cases.map((c) => [c.key, parts(c.tokens)])) };
        case 'selectordinal':
          throw new Error(`{${token.arg}, selectordinal}: ordinals are not supported`);
        default:
          throw new Error(`{${token.arg}, ${token.key}}: formatter functions are not supported`);
      }
    });
  const tokens = parseFor(message, lang);
  return tokens.every((t) => t.type === 'content')
    ? tokens.map((t) => (t as { value: string }).value).join('')
    : { $: parts(tokens) };
}

/**
 * A namespace's tree with each message parsed, as the browser formats it.
 * @param tree the namespace as its catalogue holds it
 * @param lang the catalogue's language, whose plural categories the messages are checked against
 * @returns the same tree, each message plain text or its parts
 * @throws Error on a message that is not ICU MessageFormat, or uses what the browser's formatter lacks
 */
export function parsedTree(tree: Tree, lang: Lang): ParsedTree {
  return typeof tree === 'string'
    ? parsedMessage(tree, lang)
    : Array.isArray(tree)
      ? tree.map((t) => parsedTree(t, lang))
      : Object.fromEntries(Object.entries(tree).map(([k, v]) => [k, parsedTree(v, lang)]));
}

/** The TypeScript type of a namespace, from English: a function per message, taking its arguments. */
function typeOf(tree: Tree, indent = ''): string {
  if (typeof tree === 'string') {
    const names = [...argumentsOf(parse(tree)).names];
    return names.length === 0
      ? '() => string'
      : `(args: { ${names.map((n) => `${JSON.stringify(n)}: string | number`).join('; ')} }) => string`;
  }
  if (Array.isArray(tree)) return `readonly [${tree.map((t) => typeOf(t, indent)).join(', ')}]`;
  const inner = `${indent}  `;
  return `{\n${Object.entries(tree)
    .map(([k, v]) => `${inner}readonly ${JSON.stringify(k)}: ${typeOf(v, inner)};`)
    .join('\n')}\n${indent}}`;
}

/**
 * Checks the catalogues (`checkMessages`) and writes each language's namespaces, parsed
 * (`parsedTree`), as JSON files under one folder named by their hash,
 * `<publicDir>/assets/messages/<hash>/<folder>/<namespace>.json`, immutable as page data is; and
 * `<generatedDir>/messages.ts`: the folder (for the server) and English's shape as the type of
 * every language's messages. A language without a catalogue gets no files.
 * @param options.folder development only: a folder kept across writes (scripts/dev.mjs), each
 *   file written only when its text changed
 * @returns the folder's URL, and whether any file was written
 * @throws ContentError listing every problem (file and key) when a catalogue breaks a rule
 */
export function emitMessages(
  root: string,
  publicDir: string,
  generatedDir: string,
  options: { folder?: string } = {},
): { folder: string; changed: boolean } {
  const problems = checkMessages(root);
  if (problems.length > 0) throw new ContentError(problems);
  const files: [string, string][] = [];
  const catalogues = readCatalogues(root);
  for (const { lang, tree } of catalogues)
    for (const [ns, nsTree] of Object.entries(tree as Record<string, Tree>))
      if (!BUILD_ONLY.has(ns)) files.push([`${catalogueName(lang)}/${ns}`, JSON.stringify(parsedTree(nsTree, lang))]);
  const hash = createHash('sha256');
  for (const [name, json] of files) hash.update(name).update('\0').update(json).update('\0');
  const folder = options.folder ?? `/assets/messages/${hash.digest('hex').slice(0, 12).toUpperCase()}`;
  if (options.folder === undefined) rmSync(join(publicDir, 'assets/messages'), { recursive: true, force: true });
  let changed = false;
  for (const [name, json] of files) changed = writeIfChanged(join(publicDir, folder, `${name}.json`), json) || changed;
  const english = catalogues.find((c) => c.lang === 'en')!.tree as Record<string, Tree>;
  const types = Object.entries(english)
    .map(([ns, tree]) => `  readonly ${JSON.stringify(ns)}: ${typeOf(tree, '  ')};`)
    .join('\n');
  changed =
    writeIfChanged(
      join(generatedDir, 'messages.ts'),
      `// Generated by build.mjs from shared/content/messages/*.json: do not edit.\n/** For the server only: where the parsed catalogues are (the browser reads it from the document). */
export const messagesFolder: string = ${JSON.stringify(folder)};

/** The messages of each namespace as functions, as English has them (from en.json). */
export interface Messages {\n${types}\n}\n`,
    ) || changed;
  return { folder, changed };
}

/** Writes `text` to `file` unless the file already holds it; whether it wrote. */
function writeIfChanged(file: string, text: string): boolean {
  if (existsSync(file) && readFileSync(file, 'utf8') === text) return false;
  mkdirSync(dirname(file), { recursive: true });
  writeFileSync(file, text);
  return true;
}

/**
 * A namespace of a language's catalogue as functions, for the build's own steps (the search
 * index): read from `root`'s catalogue, shaped as useMessages returns it.
 * @param lang the language
 * @param namespace the catalogue's namespace
 * @param root the project root
 * @returns the namespace's messages, each a function of its arguments
 * @throws Error when the language has no catalogue
 */
export function catalogueMessages<N extends keyof Messages>(lang: Lang, namespace: N, root = '.'): Messages[N] {
  const catalogue = readCatalogues(root).find((c) => c.lang === lang);
  if (catalogue?.tree === undefined) throw new Error(`messages: no catalogue for ${lang}`);
  return messagesOf(parsedTree((catalogue.tree as Record<string, Tree>)[namespace]!, lang), lang) as Messages[N];
}
