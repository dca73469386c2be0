/**
 * What the content steps hand each other: the compiled collection (builder/content.ts), its
 * translations (builder/translations.ts), one file's result and problems, and the error that
 * lists them. Kept apart from the steps, so that each imports the other's types without
 * importing the other.
 */
import type { Root as MdastRoot } from 'mdast';
import type { z } from 'zod';
import type { CompiledBody } from '../shared/content/bodies.js';
import type { CategorySlug } from '../shared/content/types.js';
import type { Lang } from '../shared/i18n/locales.js';

/** One mistake in one file: the file, the field (or body position) and a plain-English message. */
export interface ContentProblem {
  file: string;
  field: string;
  message: string;
}

/** Thrown when any file breaks a rule; its message lists every problem, one per line. */
export class ContentError extends Error {
  override name = 'ContentError';
  /**
   * @param problems every problem found, each naming its file and field
   */
  constructor(readonly problems: ContentProblem[]) {
    super(problems.map((p) => `${p.file}: ${p.field}: ${p.message}`).join('\n'));
  }
}

/** A Markdown file parsed: its frontmatter as YAML gave it, its body's syntax tree, and what was wrong. */
export interface Parsed {
  frontmatter: unknown;
  tree: MdastRoot;
  problems: ContentProblem[];
}

/** A link to a path of this site, checked once every article is known (drafts have no page). */
export interface SiteLink {
  file: string;
  field: string;
  url: string;
}

/** What one file yields on its own, whatever else the collection holds. */
export interface FileResult<T> {
  /** The frontmatter, when it is valid. */
  data: T | null;
  /** Words of the body as a reader counts them. */
  words: number;
  /** The compiled body, when the frontmatter is valid. */
  body: CompiledBody | null;
  problems: ContentProblem[];
  /** Links to site paths, for the check once the collection is known. */
  siteLinks: SiteLink[];
}

/** A compiled article: frontmatter fields, slug, body. */
export interface CompiledArticle {
  id: string;
  title: string;
  excerpt: string;
  metaTitle: string;
  metaDescription: string;
  category: CategorySlug;
  readTime: number;
  featured: boolean;
  route: 'insights' | 'knowledge';
  published: string;
  updated?: string;
  /** Set on a draft (development builds only: a production build leaves drafts out). */
  draft?: true;
  /** Set on an article published after today (development builds only, as a draft). */
  scheduled?: true;
  /** Words in the body (intro, headings, paragraphs, list items). */
  words: number;
  body: CompiledBody;
}

/** A compiled legal document. */
export interface CompiledLegal {
  id: string;
  title: string;
  description: string;
  updated: string;
  body: CompiledBody;
}

/** The kinds of document that are translated, by their folder under shared/content/. */
export type DocumentKind = 'articles' | 'legal';

/** A translated article's own fields; the rest (category, dates, route) are the original's. */
export interface ArticleTranslation {
  id: string;
  lang: Lang;
  title: string;
  excerpt: string;
  metaTitle: string;
  metaDescription: string;
  /** The original's version this was translated from (`versionOf`). */
  translatedFrom: string;
  /** That version's date (YYYY-MM-DD): the English's `updated`, else its `published`, when it was marked. */
  translatedFromDate: string;
  /** Whether the original has changed since (the translation still agrees with it). */
  stale: boolean;
  body: CompiledBody;
}

/** A translated legal document's own fields; `updated` is the original's. */
export interface LegalTranslation {
  id: string;
  lang: Lang;
  title: string;
  description: string;
  translatedFrom: string;
  translatedFromDate: string;
  stale: boolean;
  body: CompiledBody;
}

/** Where a translation stands against today's English (builder/translations.ts says how), or that there is none. */
export type TranslationState = 'current' | 'stale' | 'needs-update' | 'missing';

/** One translation's state, for the build's report, `npm run translations` and the development loop. */
export interface TranslationStatus {
  /** The translation's path from the project root. */
  file: string;
  /** Its English original's path from the project root. */
  english: string;
  kind: DocumentKind;
  id: string;
  lang: Lang;
  state: TranslationState;
  /** The English version it was made from, and that version's date; null when there is no translation. */
  from: { version: string; date: string } | null;
  /** Today's English version and date. */
  now: { version: string; date: string };
  /** Why it needs an update: each check it fails against today's English, "field: message". */
  reasons: string[];
}

/** The translations of a build and the state of every one. */
export interface CompiledTranslations {
  /** The translations served: current and stale ones (a translation that needs an update is left out). */
  articles: ArticleTranslation[];
  legal: LegalTranslation[];
  /** Every translation's state, by kind, language and file name, and each English document's missing ones. */
  status: TranslationStatus[];
}

/** The whole compiled collection: what builder/content.ts gives every later step of the build. */
export interface CompiledContent {
  articles: CompiledArticle[];
  legal: CompiledLegal[];
  /** Translations of the articles and legal documents above. */
  translations: CompiledTranslations;
}

/** The content compiler's tools a translation is compiled with (builder/content.ts hands them over). */
export interface Compiler {
  /** Parses, checks and compiles one file (cached across builds). */
  compile: <T>(
    file: string,
    source: string,
    schema: z.ZodType<T>,
    article: boolean,
    values?: Record<string, string>,
  ) => Promise<FileResult<T>>;
  parse: (file: string, source: string) => Parsed;
  /** The Markdown files of a folder, sorted. */
  markdownFiles: (dir: string) => string[];
}
