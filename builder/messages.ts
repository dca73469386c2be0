/**
 * The interface's message catalogues (shared/content/messages/<folder>.json, English in en.json):
 * checked against English, then precompiled with @messageformat/core into one ES module of
 * functions per language and namespace, so that no MessageFormat parser reaches the browser.
 */
import { existsSync, readFileSync } from 'node:fs';
import { mkdir, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import MessageFormat from '@messageformat/core';
import compileModule from '@messageformat/core/lib/compile-module.js';
import { parse, type PluralCategory, type Token } from '@messageformat/parser';
import * as categories from 'make-plural/pluralCategories';
import { locales, type Lang } from '../shared/i18n/locales.js';
import { ContentError, type ContentProblem } from './content.js';

/** Where the catalogues live, relative to the project root. */
export const MESSAGES_DIR = 'shared/content/messages';
/** Where the compiled modules go, relative to the project root: <folder>/<namespace>.js. */
export const GENERATED_MESSAGES_DIR = 'shared/content/generated/messages';

/** A catalogue as JSON holds it: namespaces of nested objects and arrays, each leaf an ICU message. */
type Tree = string | Tree[] | { [key: string]: Tree };

/** The CLDR locale of a language's plural rules ("zh" for Simplified Chinese). */
const pluralLocale = (lang: Lang): 'en' | 'ar' | 'zh' => (lang === 'zh-Hans' ? 'zh' : lang);

/** Namespaces only the build reads (the service pages' page data): never a browser chunk. */
const BUILD_ONLY = new Set(['serviceDetails']);

/** A language's catalogue file and folder name: "en" for English, else its locale folder. */
export const folderOf = (lang: Lang): string => (lang === 'en' ? 'en' : locales[lang].folder);

/** Every language whose catalogue exists under `root`, English first, with its parsed JSON. */
function readCatalogues(root: string): { lang: Lang; file: string; tree: Tree | undefined; error?: string }[] {
  const found = [];
  for (const lang of Object.keys(locales) as Lang[]) {
    const file = `${MESSAGES_DIR}/${folderOf(lang)}.json`;
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
        const tokens = parse(message, { cardinal: [...categories[pluralLocale(lang)].cardinal] as PluralCategory[] });
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
 * One namespace compiled to an ES module's source. compileModule turns arrays into objects
 * keyed "0", "1"…, so each leaf is compiled under a flat key and put back in its place; the
 * module then keeps the catalogue's shape, arrays included.
 */
function compileNamespace(mf: MessageFormat, tree: Tree): string {
  const flat: string[] = [];
  const collect = (t: Tree): unknown =>
    typeof t === 'string'
      ? { leaf: flat.push(t) - 1 }
      : Array.isArray(t)
        ? t.map(collect)
        : Object.fromEntries(Object.entries(t).map(([k, v]) => [k, collect(v)]));
  const shape = collect(tree);
  const source = compileModule(mf, Object.fromEntries(flat.map((m, i) => [`m${i}`, m])));
  const at = source.indexOf('export default {');
  const head = source.slice(0, at);
  const compiled = new Map<number, string>();
  for (const line of source.slice(at).split('\n')) {
    const match = /^ {2}m(\d+): (.*?),?$/u.exec(line);
    if (match !== null) compiled.set(Number(match[1]), match[2]!);
  }
  if (compiled.size !== flat.length) throw new Error('messages: compileModule gave an unexpected module shape');
  const write = (s: unknown): string =>
    Array.isArray(s)
      ? `[${s.map(write).join(',')}]`
      : typeof (s as { leaf?: number }).leaf === 'number'
        ? compiled.get((s as { leaf: number }).leaf)!
        : `{${Object.entries(s as object)
            .map(([k, v]) => `${JSON.stringify(k)}:${write(v)}`)
            .join(',')}}`;
  return `${head}export default ${write(shape)};\n`;
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
 * Checks the catalogues (`checkMessages`) and writes each language's namespaces as compiled
 * modules, <root>/shared/content/generated/messages/<folder>/<namespace>.js, with a declaration
 * beside each, and `types.ts`: English's shape, which every language's modules are declared to
 * have. A language without a catalogue gets no modules.
 * @returns the files written, relative to the generated folder
 * @throws ContentError listing every problem (file and key) when a catalogue breaks a rule
 */
export async function emitMessages(root: string): Promise<string[]> {
  const problems = checkMessages(root);
  if (problems.length > 0) throw new ContentError(problems);
  const out = join(root, GENERATED_MESSAGES_DIR);
  await rm(out, { recursive: true, force: true });
  const written: string[] = [];
  const catalogues = readCatalogues(root);
  const english = catalogues.find((c) => c.lang === 'en')!.tree as Record<string, Tree>;
  const types = Object.entries(english)
    .map(([ns, tree]) => `  readonly ${JSON.stringify(ns)}: ${typeOf(tree, '  ')};`)
    .join('\n');
  await mkdir(out, { recursive: true });
  await writeFile(
    join(out, 'types.ts'),
    `/** The compiled messages of each namespace, as English has them (generated from en.json). */\nexport interface Messages {\n${types}\n}\n`,
  );
  written.push('types.ts');
  const importers: string[] = [];
  for (const { lang, tree } of catalogues) {
    const folder = folderOf(lang);
    await mkdir(join(out, folder), { recursive: true });
    const mf = new MessageFormat(pluralLocale(lang));
    for (const [ns, nsTree] of Object.entries(tree as Record<string, Tree>)) {
      await writeFile(join(out, folder, `${ns}.js`), compileNamespace(mf, nsTree));
      await writeFile(
        join(out, folder, `${ns}.d.ts`),
        `import type { Messages } from '../types.js';\ndeclare const messages: Messages[${JSON.stringify(ns)}];\nexport default messages;\n`,
      );
      written.push(`${folder}/${ns}.js`);
      if (!BUILD_ONLY.has(ns)) importers.push(`  '${folder}/${ns}': () => import('./${folder}/${ns}.js'),`);
    }
  }
  await writeFile(
    join(out, 'importers.ts'),
    `/** Each compiled namespace the browser may load, by "<folder>/<namespace>": one chunk each. */\nexport const importers: Record<string, () => Promise<{ default: unknown }>> = {\n${importers.join('\n')}\n};\n`,
  );
  written.push('importers.ts');
  return written;
}
