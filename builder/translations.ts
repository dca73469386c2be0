/**
 * Translations of articles and legal documents: one Markdown file per document per language,
 * under a folder named for the language beside the English files
 * (`shared/content/articles/<folder>/<slug>.md`). Each is checked against its English original at
 * build, every problem naming the file and the field or line:
 *  - the original exists;
 *  - its frontmatter follows the schema, with length windows fit for the script;
 *  - the same structure: the same blocks in the same order (a legal translation adds exactly one
 *    paragraph to its introduction, saying that the English version prevails);
 *  - the same links, internal ones in its own language;
 *  - every number of the original, after digits are normalised.
 * A translation records the version of the English it was made from and that version's date
 * (`translatedFrom`, `translatedFromDate`, written by `npm run translations -- --mark`). Its state:
 *  - current: made from today's English; a failed check is the translator's mistake and stops
 *    the build;
 *  - stale: made from an older English, yet every check against today's English passes (the same
 *    blocks, links and figures): served, saying that the English has changed since;
 *  - needs update: made from an older English that it no longer agrees with: not served (its
 *    URL shows the English, with a notice), listed for the translators. An English edit never
 *    stops the build, as gettext's msgfmt leaves a fuzzy entry out rather than failing.
 * Its own mistakes (frontmatter, house rules) stop the build whatever its state.
 */
import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import { basename, join, relative } from 'node:path';
import { z } from 'zod';
import type { Root as MdastRoot, RootContent } from 'mdast';
import { visit } from 'unist-util-visit';
import { parseDocument } from 'yaml';
import { langs, locales, translationLangs, type Lang } from '../shared/i18n/locales.js';
import { serverLocales } from '../shared/i18n/serverLocales.js';
import { isCalendarDate } from '../shared/content/dates.js';
import { emailDomain, site } from '../shared/content/site.js';
import type {
  ArticleTranslation,
  CompiledTranslations,
  Compiler,
  ContentProblem,
  DocumentKind,
  LegalTranslation,
  TranslationState,
} from './contentTypes.js';

const text = (what: string) =>
  z
    .string({ error: `must be text (${what})` })
    .trim()
    .min(1, `must not be empty (${what})`);

const MARK = 'must be the English version this was translated from (npm run translations -- --mark)';
const VERSION = z.string({ error: MARK }).regex(/^[0-9a-f]{12}$/u, MARK);
const MARK_DATE = 'must be the date of the English version this was translated from (npm run translations -- --mark)';
const VERSION_DATE = z
  .string({ error: MARK_DATE })
  .regex(/^\d{4}-\d{2}-\d{2}$/u, MARK_DATE)
  .refine(isCalendarDate, 'is not a real calendar date');

const between = (what: string, [min, max]: readonly number[]) =>
  text(what)
    .min(min ?? 0, `must be at least ${min} characters`)
    .max(max ?? 0, `must be at most ${max} characters`);

function articleSchema(lang: Lang) {
  const w = serverLocales[lang].windows;
  return z.strictObject(
    {
      title: text('the headline').max(w.title, `must be at most ${w.title} characters`),
      excerpt: between('one or two sentences for cards', w.excerpt),
      metaTitle: text('the <title>').max(w.metaTitle, `must be at most ${w.metaTitle} characters`),
      metaDescription: between('the meta description', w.metaDescription),
      translatedFrom: VERSION,
      translatedFromDate: VERSION_DATE,
    },
    {
      error: (issue) =>
        issue.code === 'unrecognized_keys'
          ? 'is not a field of a translation (the fields are title, excerpt, metaTitle, metaDescription, translatedFrom, translatedFromDate; the others are the English file’s)'
          : undefined,
    },
  );
}

function legalSchema(lang: Lang) {
  const w = serverLocales[lang].windows;
  return z.strictObject(
    {
      title: text('the page heading').max(w.legalTitle, `must be at most ${w.legalTitle} characters`),
      description: between('the meta description', w.description),
      translatedFrom: VERSION,
      translatedFromDate: VERSION_DATE,
    },
    {
      error: (issue) =>
        issue.code === 'unrecognized_keys'
          ? 'is not a field of a translation (the fields are title, description, translatedFrom, translatedFromDate; updated is the English file’s)'
          : undefined,
    },
  );
}

/** The fields of an English file that a translation renders, besides its body. */
const TRANSLATED_FIELDS = ['title', 'excerpt', 'metaTitle', 'metaDescription', 'description'] as const;

/**
 * The version of an English file that a translation is made from: the first 12 hex digits of
 * the SHA-256 of its translated fields and its body. Dates and flags are not translated, so
 * changing them makes no translation stale.
 * @param source the English file's Markdown, frontmatter included
 * @returns the version, 12 lower-case hex digits
 */
export function versionOf(source: string): string {
  const end = source.indexOf('\n---', 4);
  const frontmatter = (parseDocument(source.slice(4, end)).toJS() ?? {}) as Record<string, unknown>;
  const body = source.slice(source.indexOf('\n', end + 1) + 1).trim();
  const fields = TRANSLATED_FIELDS.map((field) => frontmatter[field] ?? null);
  return createHash('sha256')
    .update(JSON.stringify([...fields, body]))
    .digest('hex')
    .slice(0, 12);
}

/** A block's shape: its kind and level, a list's items, a table's rows and columns, a quote's blocks. */
function shapeOf(node: RootContent): string {
  switch (node.type) {
    case 'heading':
      return `heading ${'#'.repeat(node.depth)}`;
    case 'list':
      return `${node.ordered === true ? 'numbered' : 'bulleted'} list of ${node.children.length} items`;
    case 'table':
      return `table of ${node.children.length} rows and ${node.children[0]?.children.length ?? 0} columns`;
    case 'blockquote':
      return `quote of ${node.children.map(shapeOf).join(', ')}`;
    default:
      return node.type;
  }
}

/** A block's line, for a problem's field. */
const lineOf = (node: RootContent | undefined) => `body, line ${node?.position?.start.line ?? 'end'}`;

/**
 * The first place where two bodies' blocks differ in shape. A legal translation may add one
 * paragraph at the end of its introduction: the English version prevails.
 */
function checkStructure(file: string, original: MdastRoot, translation: MdastRoot, legal: boolean): ContentProblem[] {
  const want = original.children;
  let got = translation.children;
  if (legal) {
    const intro = (blocks: RootContent[]) => {
      const i = blocks.findIndex((b) => b.type === 'heading');
      return i === -1 ? blocks.length : i;
    };
    const at = intro(got);
    if (at !== intro(want) + 1 || got[at - 1]?.type !== 'paragraph')
      return [
        {
          file,
          field: lineOf(got[at]),
          message:
            'the introduction must end with one more paragraph than the English: the one saying that the English version prevails',
        },
      ];
    got = [...got.slice(0, at - 1), ...got.slice(at)];
  }
  for (let i = 0; i < Math.max(want.length, got.length); i += 1) {
    const a = want[i];
    const b = got[i];
    const expected = a === undefined ? 'nothing' : shapeOf(a);
    const found = b === undefined ? 'nothing' : shapeOf(b);
    if (expected !== found)
      return [
        {
          file,
          field: lineOf(b),
          message: `block ${i + 1} is a ${found} where the English (line ${a?.position?.start.line ?? 'end'}) has a ${expected}: keep every heading, paragraph, list item and table row of the original, in order`,
        },
      ];
  }
  return [];
}

/** Every link of a body, in order: address and line. */
function linksOf(tree: MdastRoot): { url: string; line: number | undefined }[] {
  const links: { url: string; line: number | undefined }[] = [];
  visit(tree, 'link', (node) => {
    links.push({ url: node.url, line: node.position?.start.line });
  });
  return links;
}

/** A link of the English as the translation must write it: a site path in the translation's language, the rest unchanged. */
function linkIn(lang: Lang, url: string): string {
  if (!url.startsWith('/')) return url;
  const path = url.replace(/#.*$/u, '');
  return path === '/' ? locales[lang].prefix : `${locales[lang].prefix}${path}`;
}

/** The same links in the same order, a site path in the translation's own language. */
function checkLinks(file: string, lang: Lang, original: MdastRoot, translation: MdastRoot): ContentProblem[] {
  const want = linksOf(original);
  const got = linksOf(translation);
  for (let i = 0; i < Math.max(want.length, got.length); i += 1) {
    const expected = want[i] === undefined ? undefined : linkIn(lang, want[i]?.url ?? '');
    const found = got[i]?.url.startsWith('/') === true ? got[i]?.url.replace(/#.*$/u, '') : got[i]?.url;
    if (expected !== found)
      return [
        {
          file,
          field: `body, line ${got[i]?.line ?? want[i]?.line ?? '?'}`,
          message:
            expected === undefined
              ? `the link "${found}" is not in the English`
              : `link ${i + 1} must be "${expected}" (the English line ${want[i]?.line ?? '?'} links "${want[i]?.url}")${found === undefined ? ', and is missing' : `, not "${found}"`}`,
        },
      ];
  }
  return [];
}

/**
 * Writes digits of other scripts (Arabic-Indic, Extended Arabic-Indic, full-width) as 0–9, and
 * the Arabic script's decimal and thousands separators as "." and ",".
 * @param s any text
 * @returns the same text, its figures written as the English writes them
 */
export function normaliseDigits(s: string): string {
  return s
    .replace(/[\u0660-\u0669]/gu, (d) => String(d.charCodeAt(0) - 0x0660))
    .replace(/[\u06f0-\u06f9]/gu, (d) => String(d.charCodeAt(0) - 0x06f0))
    .replace(/[\uff10-\uff19]/gu, (d) => String(d.charCodeAt(0) - 0xff10))
    .replace(/\u066b/gu, '.')
    .replace(/\u066c/gu, ',');
}

/** Scale words after a number in every language of the site ("2 million"), by their power of ten. */
const SCALES: Readonly<Record<string, number>> = Object.fromEntries(
  langs.flatMap((lang) => Object.entries(serverLocales[lang].scales)),
);
/** A number and the scale word (letters) after it, if any: the longest first, so that none is read as another's start. */
const NUMBER = new RegExp(
  `(\\d[\\d,]*(?:\\.\\d+)?)(?:\\s*(${Object.keys(SCALES)
    .sort((a, b) => b.length - a.length)
    .join('|')})(?![A-Za-z]))?`,
  'giu',
);

/** A value as compared: rounded to 6 significant digits, so 7.5亿 and 750 million agree. */
const asKey = (n: number) => Number(n.toPrecision(6)).toString();

/** The numbers of a text: each as written (separators dropped) and as a value with its scale word. */
function numbersIn(s: string): { written: string; value: string }[] {
  const numbers: { written: string; value: string }[] = [];
  for (const [, digits = '', scale] of normaliseDigits(s).matchAll(NUMBER)) {
    const n = Number(digits.replace(/,/gu, ''));
    if (Number.isNaN(n)) continue;
    const factor = scale === undefined ? 1 : (SCALES[scale.toLowerCase()] ?? SCALES[scale] ?? 1);
    numbers.push({ written: asKey(n), value: asKey(n * factor) });
  }
  return numbers;
}

/** The prose of a body (text and inline code), without link addresses. */
function proseOf(tree: MdastRoot): string {
  const parts: string[] = [];
  visit(tree, (node) => {
    if (node.type === 'text' || node.type === 'inlineCode') parts.push(node.value);
  });
  return parts.join('\n');
}

/** Every number of the English appears in the translation, as written or as the same value ("€750 million", "7.5亿欧元"). */
function checkNumbers(file: string, original: string, translation: string): ContentProblem[] {
  const got = new Set(numbersIn(translation).flatMap(({ written, value }) => [written, value]));
  const missing = [
    ...new Set(
      numbersIn(original)
        .filter(({ written, value }) => !got.has(written) && !got.has(value))
        .map(({ written }) => written),
    ),
  ];
  return missing.length === 0
    ? []
    : [
        {
          file,
          field: 'body',
          message: `the English has ${missing.length === 1 ? 'a number' : 'numbers'} the translation lacks: ${missing.join(', ')} (write figures with the digits 0–9)`,
        },
      ];
}

/** The placeholders a legal translation fills: the identity constants and the English file's `updated`, as the language writes dates. */
function legalValues(lang: Lang, updated: unknown): Record<string, string> {
  const values: Record<string, string> = { email: site.email, emailDomain };
  if (typeof updated === 'string' && isCalendarDate(updated))
    values.updated = new Intl.DateTimeFormat(locales[lang].intl, {
      dateStyle: 'long',
      timeZone: 'UTC',
    }).format(new Date(`${updated}T00:00:00Z`));
  return values;
}

/** The frontmatter of an English file, read without checks (the English compiler checks it). */
const frontmatterOf = (source: string) =>
  (parseDocument(source.slice(4, source.indexOf('\n---', 4))).toJS() ?? {}) as Record<string, unknown>;

/**
 * The date of an English file's version, YYYY-MM-DD: its `updated`, else its `published` (an
 * article); an editor who changes the English sets `updated`. Empty when it has neither.
 * @param source the English file's Markdown, frontmatter included
 * @returns the date, or ""
 */
export function versionDateOf(source: string): string {
  const { updated, published } = frontmatterOf(source);
  const date = typeof updated === 'string' ? updated : published;
  return typeof date === 'string' ? date : '';
}

/**
 * Compiles and checks every translation, and decides each one's state against today's English.
 * @param root the project root
 * @param englishIds the ids of the English documents in this build, by kind (a translation of a
 *   draft left out of the build is left out with it)
 * @returns the translations to serve and every translation's state; problems (a translation's
 *   own mistakes, and a current translation's disagreement with its English) are returned, not
 *   thrown, so that the caller reports them with the English files' problems
 * @throws Error only when a file cannot be read
 */
export async function compileTranslations(
  root: string,
  englishIds: Record<DocumentKind, ReadonlySet<string>>,
  { compile, parse, markdownFiles }: Compiler,
): Promise<CompiledTranslations & { problems: ContentProblem[] }> {
  const out: CompiledTranslations & { problems: ContentProblem[] } = {
    articles: [],
    legal: [],
    status: [],
    problems: [],
  };
  for (const kind of ['articles', 'legal'] as const) {
    for (const lang of translationLangs) {
      const dir = join(root, 'shared/content', kind, locales[lang].folder);
      const files = existsSync(dir) ? markdownFiles(dir) : [];
      const translated = new Set(files.map((path) => basename(path, '.md')));
      for (const id of englishIds[kind]) {
        if (translated.has(id)) continue;
        const english = `shared/content/${kind}/${id}.md`;
        const now = readFileSync(join(root, english), 'utf8');
        out.status.push({
          file: relative(root, join(dir, `${id}.md`)),
          english,
          kind,
          id,
          lang,
          state: 'missing',
          from: null,
          now: { version: versionOf(now), date: versionDateOf(now) },
          reasons: [],
        });
      }
      for (const path of files) {
        const file = relative(root, path);
        const id = basename(path, '.md');
        const englishFile = `shared/content/${kind}/${id}.md`;
        const englishPath = join(root, englishFile);
        if (!existsSync(englishPath)) {
          out.problems.push({ file, field: 'file name', message: `has no English original (${englishFile})` });
          continue;
        }
        const english = readFileSync(englishPath, 'utf8');
        const source = readFileSync(path, 'utf8');
        const legal = kind === 'legal';
        const schema = legal ? legalSchema(lang) : articleSchema(lang);
        const values = legal ? legalValues(lang, frontmatterOf(english).updated) : undefined;
        const compiled = await compile(file, source, schema as z.ZodType<Record<string, string>>, !legal, values);
        const originalTree = parse(englishPath, english).tree;
        const tree = parse(file, source).tree;
        // The translator's own mistakes stop the build whatever the English does.
        out.problems.push(...compiled.problems);
        const { data, body } = compiled;
        if (data === null || body === null || !englishIds[kind].has(id)) continue;
        const agreement = [
          ...checkStructure(file, originalTree, tree, legal),
          ...checkLinks(file, lang, originalTree, tree),
          ...checkNumbers(file, proseOf(originalTree), proseOf(tree)),
        ];
        const now = { version: versionOf(english), date: versionDateOf(english) };
        const stale = data.translatedFrom !== now.version;
        // Made from today's English, a disagreement is the translator's to mend before publishing.
        if (!stale) out.problems.push(...agreement);
        const state: TranslationState = !stale ? 'current' : agreement.length === 0 ? 'stale' : 'needs-update';
        out.status.push({
          file,
          english: englishFile,
          kind,
          id,
          lang,
          state,
          from: { version: data.translatedFrom ?? '', date: data.translatedFromDate ?? '' },
          now,
          reasons: stale ? agreement.map((p) => `${p.field}: ${p.message}`) : [],
        });
        if (state === 'needs-update') continue;
        if (legal)
          out.legal.push({
            id,
            lang,
            ...(data as Omit<LegalTranslation, 'id' | 'lang' | 'stale' | 'body'>),
            stale,
            body,
          });
        else
          out.articles.push({
            id,
            lang,
            ...(data as Omit<ArticleTranslation, 'id' | 'lang' | 'stale' | 'body'>),
            stale,
            body,
          });
      }
    }
  }
  out.status.sort((a, b) => a.file.localeCompare(b.file));
  return out;
}
