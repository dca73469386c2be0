/**
 * The content compiler: reads every article and legal document (one Markdown file each, YAML
 * frontmatter), validates the frontmatter against a schema (zod) and the body against the
 * house rules, and compiles the body to HTML with unified (remark, rehype). A body may write
 * `{{email}}`, `{{emailDomain}}` and `{{updated}}`, filled in from the identity constants and its
 * own frontmatter. Runs at build time only (build.mjs); no Markdown library reaches a browser
 * bundle.
 */
import { readFileSync, readdirSync } from 'node:fs';
import { basename, join, relative } from 'node:path';
import { unified } from 'unified';
import remarkParse from 'remark-parse';
import remarkFrontmatter from 'remark-frontmatter';
import remarkRehype from 'remark-rehype';
import remarkSectionize from 'remark-sectionize';
import rehypeSlug from 'rehype-slug';
import rehypeAutolinkHeadings from 'rehype-autolink-headings';
import rehypeExternalLinks from 'rehype-external-links';
import rehypeStringify from 'rehype-stringify';
import { toString } from 'mdast-util-to-string';
import { toString as hastToString } from 'hast-util-to-string';
import { visit } from 'unist-util-visit';
import { parseDocument } from 'yaml';
import { z } from 'zod';
import type { Root as MdastRoot, RootContent } from 'mdast';
import type { Element } from 'hast';
import { formatDate, isCalendarDate } from '../shared/content/dates.js';
import { emailDomain, site } from '../shared/content/site.js';
import { categories } from '../shared/content/categories.js';
import { legalSlugs, routes } from '../shared/routes.js';
import type { CompiledBody, TocEntry } from '../shared/content/bodies.js';
import type { CategorySlug } from '../shared/content/types.js';
import { keyOf, stepInputs, type ArtefactCache } from './artefactCache.js';
import {
  ContentError,
  type CompiledArticle,
  type CompiledContent,
  type CompiledLegal,
  type ContentProblem,
  type FileResult,
  type Parsed,
  type SiteLink,
} from './contentTypes.js';
import { compileTranslations } from './translations.js';

// The build, the scripts and the tests load this module alone (each tsImport has its own module
// instances), so the error its checks throw is exported from here too.
export { ContentError } from './contentTypes.js';

/**
 * What a compiled file depends on besides its own source: this compiler, the modules its checks
 * read and its libraries. A change to any of them makes every cached file stale.
 */
const COMPILER = stepInputs(
  [
    'builder/content.ts',
    // A translation's schema (its fields and each language's length windows) is compiled with it.
    'builder/translations.ts',
    'shared/i18n/serverLocales.ts',
    'shared/content/categories.ts',
    'shared/content/dates.ts',
    'shared/content/site.ts',
  ],
  [
    'unified',
    'remark-parse',
    'remark-frontmatter',
    'remark-rehype',
    'remark-sectionize',
    'rehype-slug',
    'rehype-autolink-headings',
    'rehype-external-links',
    'rehype-stringify',
    'mdast-util-to-string',
    'hast-util-to-string',
    'unist-util-visit',
    'yaml',
    'zod',
  ],
);

/**
 * Today's date in Europe/London: the day a scheduled article goes out.
 * @param now the moment to read the date of; by default now
 * @returns the date, YYYY-MM-DD
 */
export const londonToday = (now = new Date()): string =>
  new Intl.DateTimeFormat('en-CA', {
    timeZone: 'Europe/London',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).format(now);

/** How compileContent runs. */
export interface CompileOptions {
  /**
   * Keep drafts (`draft: true`) and scheduled articles (published after `today`), marked as
   * such: the development loop. A production build leaves both out.
   */
  drafts?: boolean;
  /** Today's date, YYYY-MM-DD; by default the date in the firm's time zone (Europe/London) now. */
  today?: string;
  /** Where compiled bodies are kept across builds; none, compile every body. */
  cache?: ArtefactCache;
}

/**
 * The window a body's word count must fall in for its read time, at 200 to 250 words a minute.
 * @param minutes the read time the frontmatter gives
 * @returns the fewest and the most words
 */
export function wordWindow(minutes: number): [number, number] {
  return [minutes * 200, minutes * 250];
}

const SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/u;
const isoDate = z
  .string({ error: 'must be a date written YYYY-MM-DD' })
  .regex(/^\d{4}-\d{2}-\d{2}$/u, 'must be a date written YYYY-MM-DD')
  .refine(isCalendarDate, 'is not a real calendar date');
const text = (what: string) =>
  z
    .string({ error: `must be text (${what})` })
    .trim()
    .min(1, `must not be empty (${what})`);
const categorySlugs = categories.map((c) => c.slug) as [CategorySlug, ...CategorySlug[]];

const articleSchema = z
  .strictObject(
    {
      title: text('the headline on cards and the page').max(140, 'must be at most 140 characters'),
      excerpt: text('one or two sentences for cards')
        .min(40, 'must be at least 40 characters')
        .max(320, 'must be at most 320 characters'),
      metaTitle: text('the <title>').max(60, 'must be at most 60 characters'),
      metaDescription: text('the meta description')
        .min(120, 'must be at least 120 characters')
        .max(160, 'must be at most 160 characters'),
      category: z.enum(categorySlugs, { error: `must be one of ${categorySlugs.join(', ')}` }),
      readTime: z
        .number({ error: 'must be a whole number of minutes' })
        .int('must be a whole number of minutes')
        .min(1, 'must be at least 1')
        .max(90, 'must be at most 90'),
      featured: z.boolean({ error: 'must be true or false' }),
      route: z.enum(['insights', 'knowledge'], { error: 'must be insights or knowledge' }),
      published: isoDate,
      updated: isoDate.optional(),
      draft: z.boolean({ error: 'must be true or false' }).optional(),
    },
    {
      error: (issue) =>
        issue.code === 'unrecognized_keys'
          ? `is not a field here (the fields are title, excerpt, metaTitle, metaDescription, category, readTime, featured, route, published, updated, draft)`
          : undefined,
    },
  )
  .superRefine((fm, ctx) => {
    if (fm.featured !== (fm.route === 'insights')) {
      ctx.addIssue({ code: 'custom', path: ['featured'], message: 'must be true exactly when route is insights' });
    }
    if (fm.updated !== undefined && fm.updated < fm.published) {
      ctx.addIssue({ code: 'custom', path: ['updated'], message: 'must not be before published' });
    }
  });

const legalSchema = z.strictObject(
  {
    title: text('the page heading').max(80, 'must be at most 80 characters'),
    description: text('the meta description')
      .min(50, 'must be at least 50 characters')
      .max(160, 'must be at most 160 characters'),
    updated: isoDate,
  },
  {
    error: (issue) =>
      issue.code === 'unrecognized_keys'
        ? 'is not a field here (the fields are title, description, updated)'
        : undefined,
  },
);

/** The link icon of a section heading (lucide's "link", inline so it needs no request). */
const linkIcon: Element = {
  type: 'element',
  tagName: 'svg',
  properties: {
    className: ['icon'],
    viewBox: '0 0 24 24',
    fill: 'none',
    stroke: 'currentColor',
    strokeWidth: '2',
    strokeLinecap: 'round',
    strokeLinejoin: 'round',
    ariaHidden: 'true',
    focusable: 'false',
  },
  children: [
    {
      type: 'element',
      tagName: 'path',
      properties: { d: 'M10 13a5 5 0 0 0 7.54.54l3-3a5 5 0 0 0-7.07-7.07l-1.72 1.71' },
      children: [],
    },
    {
      type: 'element',
      tagName: 'path',
      properties: { d: 'M14 11a5 5 0 0 0-7.54-.54l-3 3a5 5 0 0 0 7.07 7.07l1.71-1.71' },
      children: [],
    },
  ],
};

const isAnchor = (node: unknown): boolean =>
  (node as Element).type === 'element' &&
  (node as Element).tagName === 'a' &&
  String((node as Element).properties?.className ?? '').includes('heading-anchor');

/** Heading text without the anchor link. */
const headingText = (h: Element): string =>
  hastToString({ type: 'root', children: h.children.filter((c) => !isAnchor(c)) }).trim();

const markdown = unified()
  .use(remarkParse)
  .use(remarkFrontmatter, ['yaml'])
  // Each heading and what follows it, to the next heading of its rank, becomes a <section>: the
  // stylesheet lets the browser skip laying out the sections a reader has not scrolled to.
  .use(remarkSectionize)
  .use(remarkRehype) // raw HTML is dropped here; the checks below refuse it first
  .use(rehypeSlug)
  .use(rehypeAutolinkHeadings, {
    behavior: 'append',
    test: 'h2',
    properties: (h: Element) => ({
      className: ['heading-anchor'],
      ariaLabel: `Link to this section: ${headingText(h)}`,
    }),
    content: linkIcon,
  })
  .use(rehypeExternalLinks, { rel: ['external', 'noopener'] })
  .use(rehypeStringify);

/** Words in a text, split on whitespace. */
const wordsIn = (s: string): number => (s.trim() === '' ? 0 : s.trim().split(/\s+/u).length);

/**
 * Parses a Markdown file into its frontmatter and its body's syntax tree, without checking either.
 * @param file its path, for the problems
 * @param source its text
 * @returns the frontmatter (empty when missing), the body's tree, and the problems of a missing
 *   frontmatter block or invalid YAML, each naming the line; never throws
 */
export function parse(file: string, source: string): Parsed {
  const problems: ContentProblem[] = [];
  const tree = markdown.parse(source);
  const first = tree.children[0];
  if (first?.type !== 'yaml') {
    problems.push({
      file,
      field: 'frontmatter',
      message: 'the file must start with a YAML frontmatter block between "---" lines',
    });
    return { frontmatter: {}, tree, problems };
  }
  const yaml = parseDocument(first.value, { prettyErrors: false });
  for (const error of yaml.errors) {
    const line = (first.position?.start.line ?? 1) + (error.linePos?.[0].line ?? 0);
    problems.push({ file, field: 'frontmatter', message: `line ${line}: ${error.message.split('\n')[0]}` });
  }
  tree.children = tree.children.slice(1);
  return { frontmatter: yaml.toJS() ?? {}, tree, problems };
}

/** Paths a link may point at: the static routes, and each article under both prefixes. */
function sitePaths(articleIds: readonly string[]): Set<string> {
  const paths = new Set<string>();
  for (const route of routes) {
    if (route.kind === 'page' || route.kind === 'search') paths.add(route.path);
    if (route.kind === 'article') for (const id of articleIds) paths.add(route.path.replace(':slug', id));
  }
  return paths;
}

/** "EUR" beside an amount ("EUR 750", "750 EUR"): house style writes the euro sign instead. */
const EURO_CODE = /\bEUR\s*\d|\d\s*EUR\b/u;

/** An address with no path ("https://www.oecd.org/"): a citation names the instrument, not the publisher. */
const HOME_PAGE = /^https:\/\/[^/?#]+\/?$/u;

/**
 * House rules of a body that Markdown itself allows. Links to site paths are pushed to
 * `siteLinks` for checkSiteLinks rather than checked here.
 */
function checkBody(file: string, tree: MdastRoot, article: boolean, siteLinks: SiteLink[]): ContentProblem[] {
  const problems: ContentProblem[] = [];
  const at = (node: { position?: { start: { line: number } } }) => `body, line ${node.position?.start.line ?? '?'}`;
  visit(tree, (node) => {
    switch (node.type) {
      case 'html':
        problems.push({ file, field: at(node), message: 'raw HTML is not allowed; write Markdown' });
        break;
      case 'image':
      case 'imageReference':
        problems.push({ file, field: at(node), message: 'images are not supported in the body' });
        break;
      case 'definition':
      case 'linkReference':
        problems.push({ file, field: at(node), message: 'write links inline, [text](url), not as references' });
        break;
      case 'heading':
        if (node.depth === 1)
          problems.push({
            file,
            field: at(node),
            message: 'no "#" heading: the title is the page heading; sections start at "##"',
          });
        if (node.depth > 4) problems.push({ file, field: at(node), message: 'headings go down to "####" at most' });
        break;
      case 'text':
      case 'inlineCode':
        if (EURO_CODE.test(node.value))
          problems.push({
            file,
            field: at(node),
            message:
              'write euro amounts with the symbol ("€750 million"), not "EUR": one currency style across the site',
          });
        break;
      case 'link': {
        const url = node.url;
        if (url.startsWith('/')) {
          siteLinks.push({ file, field: at(node), url });
        } else if (!/^https:\/\/[^/]+/u.test(url) && !url.startsWith('mailto:') && !url.startsWith('#')) {
          problems.push({
            file,
            field: at(node),
            message: `the link "${url}" must be a site path ("/about") or an https:// address`,
          });
        } else if (HOME_PAGE.test(url)) {
          problems.push({
            file,
            field: at(node),
            message: `the link "${url}" points at a home page: link the instrument or page the sentence cites`,
          });
        }
        break;
      }
      default:
    }
  });
  if (article) {
    const firstHeading = tree.children.findIndex((n) => n.type === 'heading');
    if (firstHeading < 1)
      problems.push({
        file,
        field: 'body',
        message: 'must open with an introduction (at least one paragraph) before the first "##" section',
      });
    const sections = tree.children.filter(
      (n): n is Extract<RootContent, { type: 'heading' }> => n.type === 'heading' && n.depth === 2,
    );
    if (sections.length !== 5)
      problems.push({
        file,
        field: 'body',
        message: `must have exactly five "##" sections (it has ${sections.length})`,
      });
  }
  return problems;
}

/** A placeholder in a body's text or a link's address: `{{email}}`. */
const PLACEHOLDER = /\{\{\s*([A-Za-z]+)\s*\}\}/gu;

/**
 * What each placeholder a body may write stands for: the identity constants (from
 * shared/content/site.ts, so that no Markdown file repeats an address) and, when the
 * frontmatter has one, the file's own `updated` date as the site prints it ("27 November 2026").
 */
function placeholderValues(frontmatter: unknown): Record<string, string> {
  const updated = (frontmatter as { updated?: unknown } | null)?.updated;
  return {
    email: site.email,
    emailDomain,
    ...(typeof updated === 'string' && isCalendarDate(updated) ? { updated: formatDate(updated) } : {}),
  };
}

/**
 * Replaces every `{{name}}` in a body's text, inline code and link addresses by its value,
 * in place; a name with no value is a problem naming its line.
 */
function fillPlaceholders(file: string, tree: MdastRoot, values: Record<string, string>): ContentProblem[] {
  const problems: ContentProblem[] = [];
  const known = Object.keys(values)
    .map((name) => `{{${name}}}`)
    .join(', ');
  const fill = (text: string, line: number | undefined) =>
    text.replace(PLACEHOLDER, (whole, name: string) => {
      const value = values[name];
      if (value !== undefined) return value;
      problems.push({
        file,
        field: `body, line ${line ?? '?'}`,
        message: `the placeholder "${whole}" is unknown here (the placeholders are ${known})`,
      });
      return whole;
    });
  visit(tree, (node) => {
    if (node.type === 'text' || node.type === 'inlineCode') node.value = fill(node.value, node.position?.start.line);
    else if (node.type === 'link') node.url = fill(node.url, node.position?.start.line);
  });
  return problems;
}

/** Links whose path (query and fragment aside) is no page of the site. */
function checkSiteLinks(siteLinks: readonly SiteLink[], paths: Set<string>): ContentProblem[] {
  return siteLinks
    .filter(({ url }) => !paths.has(url.replace(/[?#].*$/u, '')))
    .map(({ file, field, url }) => ({ file, field, message: `the link "${url}" points to no page of the site` }));
}

/** Words of a body as a reader counts them: every paragraph and heading (list items hold paragraphs). */
function countWords(tree: MdastRoot): number {
  let words = 0;
  visit(tree, (node) => {
    if (node.type === 'paragraph' || node.type === 'heading') words += wordsIn(toString(node));
  });
  return words;
}

async function compileTree(tree: MdastRoot): Promise<CompiledBody> {
  const hast = await markdown.run(tree);
  const toc: TocEntry[] = [];
  visit(hast, 'element', (node: Element) => {
    if (node.tagName === 'h2' && typeof node.properties.id === 'string')
      toc.push({ id: node.properties.id, text: headingText(node) });
  });
  return { html: markdown.stringify(hast), toc };
}

/** Parses, checks and compiles one file; `article` applies the house rules of an article body. */
async function compileFile<T>(
  file: string,
  source: string,
  schema: z.ZodType<T>,
  article: boolean,
  values?: Record<string, string>,
): Promise<FileResult<T>> {
  const parsed = parse(file, source);
  const siteLinks: SiteLink[] = [];
  const problems = [
    ...parsed.problems,
    ...checkBody(file, parsed.tree, article, siteLinks),
    ...fillPlaceholders(file, parsed.tree, values ?? placeholderValues(parsed.frontmatter)),
  ];
  const result = schema.safeParse(parsed.frontmatter);
  problems.push(...schemaProblems(file, result));
  return {
    data: result.success ? result.data : null,
    words: countWords(parsed.tree),
    body: result.success ? await compileTree(parsed.tree) : null,
    problems,
    siteLinks,
  };
}

/**
 * compileFile, once per file name and source across builds: a rebuild parses and compiles only
 * the files that changed (or every file, when this compiler's own source changed).
 * @param values the placeholders' values; by default the identity constants and the file's `updated`
 */
async function compileFileCached<T>(
  cache: ArtefactCache | undefined,
  file: string,
  source: string,
  schema: z.ZodType<T>,
  article: boolean,
  values?: Record<string, string>,
): Promise<FileResult<T>> {
  if (cache === undefined) return compileFile(file, source, schema, article, values);
  const inputs = values === undefined ? source : `${source}\0${JSON.stringify(values)}`;
  const bytes = await cache.get('content', keyOf(COMPILER, file, inputs), async () =>
    Buffer.from(JSON.stringify(await compileFile(file, source, schema, article, values))),
  );
  return JSON.parse(bytes.toString('utf8')) as FileResult<T>;
}

/** Field of a zod issue path, e.g. "metaTitle" or "frontmatter". */
const fieldOf = (path: readonly PropertyKey[], keys?: string[]) =>
  (keys?.join(', ') ?? path.map(String).join('.')) || 'frontmatter';

function schemaProblems(file: string, result: z.ZodSafeParseResult<unknown>): ContentProblem[] {
  if (result.success) return [];
  return result.error.issues.map((issue) => ({
    file,
    field: fieldOf(issue.path, issue.code === 'unrecognized_keys' ? issue.keys : undefined),
    message: issue.message,
  }));
}

const markdownFiles = (dir: string) =>
  readdirSync(dir)
    .filter((f) => f.endsWith('.md'))
    .sort()
    .map((f) => join(dir, f));

/**
 * Compiles the whole collection.
 * @param root the project root (holding shared/content/articles and shared/content/legal)
 * @returns articles newest first (equal dates by title) and the legal documents; drafts and
 *   scheduled articles only when `options.drafts` is set
 * @throws ContentError listing every problem found in every file, drafts included
 */
export async function compileContent(root: string, options: CompileOptions = {}): Promise<CompiledContent> {
  const problems: ContentProblem[] = [];
  const articleFiles = markdownFiles(join(root, 'shared/content/articles'));
  const legalFiles = markdownFiles(join(root, 'shared/content/legal'));
  const name = (file: string) => relative(root, file);
  const idOf = (file: string) => basename(file, '.md');
  const today = options.today ?? londonToday();

  // One file at a time, so that only one syntax tree is alive; links to site paths are checked
  // at the end, once it is known which articles are drafts (a production build has no page for one).
  const siteLinks: SiteLink[] = [];
  const linkable: string[] = [];
  const articles: CompiledArticle[] = [];
  for (const file of articleFiles) {
    const id = idOf(file);
    if (!SLUG.test(id))
      problems.push({
        file: name(file),
        field: 'file name',
        message: 'must be the slug: lower-case letters, digits and single hyphens, ending in .md',
      });
    const { data, words, body, ...found } = await compileFileCached(
      options.cache,
      name(file),
      readFileSync(file, 'utf8'),
      articleSchema,
      true,
    );
    problems.push(...found.problems);
    siteLinks.push(...found.siteLinks);
    if (data === null || body === null) {
      linkable.push(id); // links to it are not the mistake: its own problems are reported above
      continue;
    }
    const [min, max] = wordWindow(data.readTime);
    if (words < min || words > max) {
      problems.push({
        file: name(file),
        field: 'readTime',
        message: `${data.readTime} min needs ${min} to ${max} words (200 to 250 a minute); the body has ${words}`,
      });
    }
    const { updated, draft, ...fields } = data;
    // Scheduled: published after today in London, so out of this build as a draft is.
    const scheduled = data.published > today;
    if ((draft === true || scheduled) && options.drafts !== true) continue;
    linkable.push(id);
    articles.push({
      id,
      ...fields,
      ...(updated === undefined ? {} : { updated }),
      ...(draft === true ? { draft } : {}),
      ...(scheduled ? { scheduled: true as const } : {}),
      words,
      body,
    });
  }

  const legal: CompiledLegal[] = [];
  const expected = new Set<string>(legalSlugs);
  for (const file of legalFiles) {
    const id = idOf(file);
    if (!expected.delete(id))
      problems.push({
        file: name(file),
        field: 'file name',
        message: `is not a legal page of the site (${legalSlugs.join(', ')})`,
      });
    const { data, body, ...found } = await compileFileCached(
      options.cache,
      name(file),
      readFileSync(file, 'utf8'),
      legalSchema,
      false,
    );
    problems.push(...found.problems);
    siteLinks.push(...found.siteLinks);
    if (data !== null && body !== null) legal.push({ id, ...data, body });
  }
  for (const missing of expected)
    problems.push({ file: `shared/content/legal/${missing}.md`, field: 'file', message: 'is missing' });
  problems.push(...checkSiteLinks(siteLinks, sitePaths(linkable)));

  for (const field of ['title', 'metaTitle', 'metaDescription'] as const) {
    const seen = new Map<string, string>();
    for (const a of articles) {
      const other = seen.get(a[field]);
      if (other !== undefined)
        problems.push({
          file: `shared/content/articles/${a.id}.md`,
          field,
          message: `is the same as in ${other}.md; each article needs its own`,
        });
      seen.set(a[field], a.id);
    }
  }
  const { problems: translationProblems, ...translations } = await compileTranslations(
    root,
    { articles: new Set(articles.map((a) => a.id)), legal: new Set(legal.map((l) => l.id)) },
    {
      compile: (file, source, schema, article, values) =>
        compileFileCached(options.cache, file, source, schema, article, values),
      parse,
      markdownFiles,
    },
  );
  problems.push(...translationProblems);
  if (problems.length > 0) throw new ContentError(problems);
  articles.sort((a, b) =>
    b.published === a.published ? a.title.localeCompare(b.title, 'en') : b.published.localeCompare(a.published),
  );
  return { articles, legal, translations };
}
