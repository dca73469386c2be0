/**
 * Synthetic publications for scale work: a scratch copy of the project whose article collection
 * holds as many articles as asked, every one passing the content check of builder/content.ts.
 *
 * Takes: a count of articles, a scratch folder and the project to copy (default: this project).
 * Writes, into the scratch folder only (the source tree is only read):
 *  - every file git lists in the source (tracked, plus untracked files not ignored, so work in
 *    progress builds too), as it is in the working tree, except node_modules/, dist/, .tmp/
 *    and .cache/; node_modules is a symlink to the source's, so `node build.mjs` runs there;
 *  - shared/content/articles/: the real articles (the first `count` by file name when count is
 *    below their number, with links to the dropped ones turned into plain text) and synthetic
 *    articles up to `count`. Synthetic article i copies real article i mod R (R real articles)
 *    with its body unchanged (same words, same read time, links to pages that exist) and its own
 *    slug, title, metaTitle and metaDescription; its category is the (i mod 6)th, its list
 *    alternates every six (insights and featured, or knowledge), and its publication date is
 *    spread over 2016-01-01 to 2025-12-31. Article i is the same file whatever the count;
 *  - shared/content/articles/<language folder>/: when asked for `translations` per language, the
 *    real translations and translations of synthetic articles up to that number. The translation
 *    of synthetic article i is made from the real translation of its real article the way the
 *    article is made from it: body unchanged (links to dropped articles turned into text), its
 *    own title, metaTitle and metaDescription within the language's windows, and the version of
 *    the synthetic English it matches recorded in `translatedFrom` (versionOf, as
 *    `npm run translations -- --mark` records it). The first synthetic articles whose real
 *    article is translated are the ones translated. Without `translations`, the real
 *    translations of the articles kept are kept, and no others are made;
 *  - .generated-site.json: what was generated, and the mark that lets a later run clear the folder.
 *
 * Usage: node scripts/generate-articles.mjs --count=1000 --dir=/tmp/site1000 [--translations=100] [--source=PATH]
 */
import { execFileSync } from 'node:child_process';
import { copyFile, lstat, mkdir, readFile, readdir, readlink, rm, symlink, writeFile } from 'node:fs/promises';
import { existsSync } from 'node:fs';
import { dirname, join, relative, resolve, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import { tsImport } from 'tsx/esm/api';
import { parse as parseYaml } from 'yaml';

/** The project this script belongs to: the default source. */
export const PROJECT_ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '..');

const ARTICLES = 'shared/content/articles';
const MARKER = '.generated-site.json';
/** Top-level folders never copied: dependencies (symlinked instead), build output and caches. */
const SKIPPED = new Set(['node_modules', 'dist', '.tmp', '.cache']);
/** The category slugs, in the order of shared/content/categories.ts (the one list of them). */
const CATEGORIES = (await tsImport('../shared/content/categories.ts', import.meta.url)).categories.map((c) => c.slug);
const { locales, translationLangs } = await tsImport('../shared/i18n/locales.ts', import.meta.url);
/** Each language's length windows, and what a synthetic document's title and metaDescription carry of its number. */
const { serverLocales } = await tsImport('../shared/i18n/serverLocales.ts', import.meta.url);
/** The version a translation records of its English (the `--mark` command's function). */
const { versionOf, versionDateOf } = await tsImport('../builder/translations.ts', import.meta.url);

/**
 * How a synthetic document in `lang` marks its number.
 * @param {string} lang a language of shared/i18n/locales.ts
 * @param {number} n the document's number
 * @returns {{ suffix: string, lead: string }} the end of its title and the start of its meta description
 */
function numbered(lang, n) {
  const { suffix, lead } = serverLocales[lang].numbered;
  return { suffix: suffix.replace('{n}', String(n)), lead: lead.replace('{n}', String(n)) };
}
/** 2016-01-01 to 2025-12-31 inclusive. */
const FIRST_DAY = Date.UTC(2016, 0, 1);
const DAYS = 3653;
/*
 * Day of synthetic article i is (i × STEP + OFFSET) mod DAYS: STEP is coprime with DAYS (13 × 281),
 * so the first 3653 articles get distinct days, and close to DAYS / golden ratio, so any run of
 * consecutive articles is spread evenly over the ten years.
 */
const STEP = 2258;
const OFFSET = 1234;

/** Splits a Markdown file into its YAML frontmatter (parsed) and its body. */
function splitArticle(file, source) {
  const match = /^---\r?\n([\s\S]*?)\r?\n---\r?\n([\s\S]*)$/u.exec(source);
  if (match === null) throw new Error(`${file}: no frontmatter between "---" lines`);
  return { frontmatter: parseYaml(match[1]), body: match[2] };
}

/** The real articles of a tree, sorted by file name: slug, frontmatter and body of each. */
async function readRealArticles(root) {
  const folder = join(root, ARTICLES);
  const names = (await readdir(folder)).filter((f) => f.endsWith('.md')).sort();
  return Promise.all(
    names.map(async (name) => ({
      slug: name.slice(0, -'.md'.length),
      ...splitArticle(join(folder, name), await readFile(join(folder, name), 'utf8')),
    })),
  );
}

/** Cuts text at a word boundary so that it is at most `max` characters, dropping trailing punctuation. */
function cut(text, max) {
  if (text.length <= max) return text;
  const head = text.slice(0, max + 1);
  const space = head.lastIndexOf(' ');
  return (space > 0 ? head.slice(0, space) : text.slice(0, max)).replace(/[\s,:;–—-]+$/u, '');
}

/** A synthetic article's number in the collection, as its slug and titles show it. */
const numberOf = (index, realCount) => realCount + index + 1;

/** ISO date of synthetic article `index`. */
function publishedOf(index) {
  const day = (index * STEP + OFFSET) % DAYS;
  return new Date(FIRST_DAY + day * 86_400_000).toISOString().slice(0, 10);
}

/**
 * Links whose target is an article that the tree does not hold become their text: the content
 * check refuses a link to no page, and the words (hence the read time) stay the same. `prefix`
 * is a translation's language prefix ("/<folder>"), whose internal links carry it.
 */
function unlinkMissing(body, present, prefix = '') {
  const link = new RegExp(`\\[([^\\]]*)\\]\\(${prefix}\\/(?:insights|knowledge)\\/([a-z0-9-]+)([?#][^)]*)?\\)`, 'gu');
  return body.replace(link, (whole, text, slug) => (present.has(slug) ? whole : text));
}

/** A string as a YAML double-quoted scalar (JSON strings are valid YAML). */
const quoted = (value) => JSON.stringify(value);

/**
 * The Markdown file of synthetic article `index`: frontmatter derived from its real article,
 * body copied.
 */
function syntheticArticle(index, real, present) {
  const base = real[index % real.length];
  const n = numberOf(index, real.length);
  const fm = base.frontmatter;
  const route = Math.floor(index / 6) % 2 === 0 ? 'insights' : 'knowledge';
  const { suffix, lead } = numbered('en', n);
  const title = `${cut(String(fm.title), 140 - suffix.length)}${suffix}`;
  const metaTitle = `${cut(String(fm.metaTitle), 60 - suffix.length)}${suffix}`;
  const metaDescription = `${lead}${cut(String(fm.metaDescription), 160 - lead.length)}`;
  if (metaDescription.length < 120)
    throw new Error(`synthetic article ${index}: metaDescription shorter than 120 characters`);
  const slug = `${base.slug}-${n}`;
  const frontmatter = [
    `title: ${quoted(title)}`,
    `excerpt: ${quoted(String(fm.excerpt))}`,
    `metaTitle: ${quoted(metaTitle)}`,
    `metaDescription: ${quoted(metaDescription)}`,
    `category: ${CATEGORIES[index % CATEGORIES.length]}`,
    `readTime: ${Number(fm.readTime)}`,
    `featured: ${route === 'insights'}`,
    `route: ${route}`,
    `published: ${publishedOf(index)}`,
  ].join('\n');
  return { slug, text: `---\n${frontmatter}\n---\n${unlinkMissing(base.body, present)}` };
}

/** The real translations of a tree's articles, by language: slug → frontmatter and body. */
async function readRealTranslations(root) {
  const byLang = new Map();
  for (const lang of translationLangs) {
    const folder = join(root, ARTICLES, locales[lang].folder);
    const names = existsSync(folder) ? (await readdir(folder)).filter((f) => f.endsWith('.md')).sort() : [];
    const bySlug = new Map();
    for (const name of names)
      bySlug.set(
        name.slice(0, -'.md'.length),
        splitArticle(join(folder, name), await readFile(join(folder, name), 'utf8')),
      );
    byLang.set(lang, bySlug);
  }
  return byLang;
}

/**
 * The Markdown file of the translation into `lang` of synthetic article `index`: frontmatter
 * derived from the real translation of its real article within the language's windows, body
 * copied, and the version of `english` (the synthetic article's file) it was made from.
 */
function syntheticTranslation(index, real, translation, lang, english, present) {
  const n = numberOf(index, real.length);
  const fm = translation.frontmatter;
  const w = serverLocales[lang].windows;
  const { suffix, lead } = numbered(lang, n);
  const title = `${cut(String(fm.title), w.title - suffix.length)}${suffix}`;
  const metaTitle = `${cut(String(fm.metaTitle), w.metaTitle - suffix.length)}${suffix}`;
  const metaDescription = `${lead}${cut(String(fm.metaDescription), w.metaDescription[1] - lead.length)}`;
  if (metaDescription.length < w.metaDescription[0])
    throw new Error(
      `synthetic translation ${lang} ${index}: metaDescription shorter than ${w.metaDescription[0]} characters`,
    );
  const frontmatter = [
    `title: ${quoted(title)}`,
    `excerpt: ${quoted(String(fm.excerpt))}`,
    `metaTitle: ${quoted(metaTitle)}`,
    `metaDescription: ${quoted(metaDescription)}`,
    `translatedFrom: ${quoted(versionOf(english))}`,
    `translatedFromDate: ${quoted(versionDateOf(english))}`,
  ].join('\n');
  return `---\n${frontmatter}\n---\n${unlinkMissing(translation.body, present, locales[lang].prefix)}`;
}

/** Path of the translation into `lang` of the article `slug` in a tree. */
const translationPath = (dir, lang, slug) => join(dir, ARTICLES, locales[lang].folder, `${slug}.md`);

/**
 * Writes the translation into `lang` of synthetic article `index`, whose English file the tree
 * holds; returns its path.
 */
async function writeTranslation(dir, index, real, realTranslations, lang, present) {
  const base = real[index % real.length];
  const slug = `${base.slug}-${numberOf(index, real.length)}`;
  const english = await readFile(join(dir, ARTICLES, `${slug}.md`), 'utf8');
  const file = translationPath(dir, lang, slug);
  await mkdir(dirname(file), { recursive: true });
  const translation = realTranslations.get(lang).get(base.slug);
  await writeFile(file, syntheticTranslation(index, real, translation, lang, english, present));
  return file;
}

/** Slugs of the articles a tree holds now. */
async function presentSlugs(dir) {
  const names = await readdir(join(dir, ARTICLES));
  return new Set(names.filter((f) => f.endsWith('.md')).map((f) => f.slice(0, -'.md'.length)));
}

/** Refuses a scratch folder that is the source, holds it, or lies inside it where git would list it. */
function checkScratch(source, dir) {
  const inside = (child, parent) => child === parent || child.startsWith(parent + sep);
  if (inside(source, dir)) throw new Error(`--dir ${dir} is or contains the source tree ${source}`);
  if (inside(dir, source) && !SKIPPED.has(relative(source, dir).split(sep)[0]))
    throw new Error(`--dir ${dir} lies inside the source tree; use a folder outside it, or under its .tmp/`);
}

/** Empties the scratch folder if it is one this script made; refuses any other non-empty folder. */
async function clearScratch(dir) {
  if (!existsSync(dir)) return;
  const entries = await readdir(dir);
  if (entries.length === 0) return;
  if (!entries.includes(MARKER))
    throw new Error(`${dir} is not empty and was not made by generate-articles.mjs; refusing to clear it`);
  await rm(dir, { recursive: true, force: true });
}

/** Copies the files git lists in `source` (as they are in its working tree) into `dir`. */
async function copyTree(source, dir) {
  const listed = execFileSync('git', ['ls-files', '-z', '--cached', '--others', '--exclude-standard'], {
    cwd: source,
    encoding: 'utf8',
    maxBuffer: 64 * 1024 * 1024,
  })
    .split('\0')
    .filter((f) => f !== '' && !SKIPPED.has(f.split('/')[0]));
  for (const file of [...new Set(listed)]) {
    const from = join(source, file);
    const to = join(dir, file);
    const stat = await lstat(from).catch(() => undefined);
    if (stat === undefined) continue; // deleted in the working tree, not yet in the index
    await mkdir(dirname(to), { recursive: true });
    if (stat.isSymbolicLink()) await symlink(await readlink(from), to);
    else await copyFile(from, to);
  }
  await symlink(join(source, 'node_modules'), join(dir, 'node_modules'), 'dir');
}

/**
 * The translations of a generated tree `dir` made from `source`: the real ones of the articles kept (links to dropped
 * articles turned into text, the first `wanted` by file name when fewer are wanted), then
 * translations of the first synthetic articles whose real article has one, up to `wanted` per
 * language. Returns the articles translated into each language.
 */
async function translate(source, dir, wanted, { real, kept, synthetic, present }) {
  const realTranslations = await readRealTranslations(source);
  const counts = {};
  for (const lang of translationLangs) {
    const own = realTranslations.get(lang);
    let keptCount = 0;
    for (const [slug, { body }] of own) {
      const file = translationPath(dir, lang, slug);
      if (!present.has(slug) || (wanted !== undefined && keptCount >= wanted)) await rm(file);
      else {
        keptCount += 1;
        if (kept.length < real.length) {
          // Its English lost the same links; a translation current with the source's English stays current.
          const text = await readFile(file, 'utf8');
          const before = versionOf(await readFile(join(source, ARTICLES, `${slug}.md`), 'utf8'));
          const after = versionOf(await readFile(join(dir, ARTICLES, `${slug}.md`), 'utf8'));
          const head = text
            .slice(0, text.length - body.length)
            .replace(`translatedFrom: "${before}"`, `translatedFrom: "${after}"`);
          await writeFile(file, head + unlinkMissing(body, present, locales[lang].prefix));
        }
      }
    }
    let made = 0;
    for (let index = 0; index < synthetic && keptCount + made < (wanted ?? 0); index++)
      if (own.has(real[index % real.length].slug)) {
        await writeTranslation(dir, index, real, realTranslations, lang, present);
        made += 1;
      }
    if (keptCount + made < (wanted ?? 0))
      throw new Error(
        `${wanted} translations into ${lang} asked for; ${keptCount + made} of the ${kept.length + synthetic} articles have a real translation to derive one from`,
      );
    counts[lang] = keptCount + made;
  }
  return counts;
}

/**
 * Makes a scratch copy of the project whose collection holds `count` articles.
 * @param {{ count: number, dir: string, source?: string, translations?: number }} options count:
 *   articles in total (a whole number, 0 or more); dir: the scratch folder (created; emptied
 *   first if an earlier run made it); source: the project to copy, default this project;
 *   translations: articles translated into each language, real translations included (default:
 *   the real translations of the articles kept, and no synthetic ones)
 * @returns {Promise<{ dir: string, count: number, real: number, synthetic: number, nextIndex: number,
 *   translations: Record<string, number> }>} the scratch folder, the articles it holds, how many
 *   are real and synthetic, the index to give addArticle for one more, and the articles
 *   translated into each language (by BCP 47 tag)
 * @throws Error when count or translations is not a whole number, translations exceeds the
 *   articles whose real article has a translation, dir is or holds the source (or lies inside
 *   it where git lists files), or dir is a non-empty folder this function did not make
 */
export async function generateSite({ count, dir, source = PROJECT_ROOT, translations }) {
  if (!Number.isInteger(count) || count < 0) throw new Error(`count must be a whole number, not ${count}`);
  if (translations !== undefined && (!Number.isInteger(translations) || translations < 0))
    throw new Error(`translations must be a whole number, not ${translations}`);
  const from = resolve(source);
  const to = resolve(dir);
  checkScratch(from, to);
  await clearScratch(to);
  await mkdir(to, { recursive: true });
  // Marked first, so that a run that fails half-way leaves a folder the next run may clear.
  await writeFile(join(to, MARKER), `${JSON.stringify({ source: from, complete: false })}\n`);
  await copyTree(from, to);

  const real = await readRealArticles(from);
  const kept = real.slice(0, count);
  const articles = join(to, ARTICLES);
  for (const dropped of real.slice(count)) await rm(join(articles, `${dropped.slug}.md`));
  const synthetic = Math.max(0, count - real.length);
  if (synthetic > 0 && real.length === 0) throw new Error(`${from} holds no article to derive synthetic ones from`);
  const present = new Set(kept.map((a) => a.slug));
  for (let index = 0; index < synthetic; index++) {
    const slug = `${real[index % real.length].slug}-${numberOf(index, real.length)}`;
    if (present.has(slug)) throw new Error(`synthetic article ${index} would replace ${slug}.md`);
    present.add(slug);
  }
  if (kept.length < real.length)
    for (const article of kept) {
      const file = join(articles, `${article.slug}.md`);
      await writeFile(file, unlinkMissing(await readFile(file, 'utf8'), present));
    }
  for (let index = 0; index < synthetic; index++) {
    const { slug, text } = syntheticArticle(index, real, present);
    await writeFile(join(articles, `${slug}.md`), text);
  }
  const translated = await translate(from, to, translations, { real, kept, synthetic, present });
  const result = { dir: to, count, real: kept.length, synthetic, nextIndex: synthetic, translations: translated };
  await writeFile(join(to, MARKER), `${JSON.stringify({ ...result, source: from }, null, 2)}\n`);
  return result;
}

/**
 * Writes synthetic article `index` into a scratch tree made by generateSite (for the "one more
 * article" rebuild: pass the nextIndex it returned).
 * @param {string} dir the scratch folder
 * @param {number} index the synthetic article's index (0 is the first synthetic article); it
 *   derives from the real articles of the source generateSite copied
 * @returns {Promise<string>} the path of the file written
 * @throws Error when dir was not made by generateSite, index is not a whole number, or the tree
 *   holds that article already
 */
export async function addArticle(dir, index) {
  if (!Number.isInteger(index) || index < 0) throw new Error(`index must be a whole number, not ${index}`);
  const to = resolve(dir);
  const marker = join(to, MARKER);
  if (!existsSync(marker)) throw new Error(`${to} was not made by generateSite`);
  const { source } = JSON.parse(await readFile(marker, 'utf8'));
  const real = await readRealArticles(source);
  const present = await presentSlugs(to);
  const { slug, text } = syntheticArticle(index, real, present);
  if (present.has(slug)) throw new Error(`${to} already holds ${slug}`);
  const file = join(to, ARTICLES, `${slug}.md`);
  await writeFile(file, text);
  return file;
}

/**
 * Writes one more translation into a scratch tree made by generateSite (for the "one more
 * translation" rebuild): that of the first synthetic article the tree holds whose real article
 * has a translation into `lang` and which has none yet.
 * @param {string} dir the scratch folder
 * @param {string} lang the language, a BCP 47 tag of shared/i18n/locales.ts other than English
 * @returns {Promise<string | undefined>} the path of the file written, or undefined when every
 *   synthetic article that can be translated into `lang` already is (or the tree holds none)
 * @throws Error when dir was not made by generateSite or lang is not a language translated into
 */
export async function addTranslation(dir, lang) {
  if (!translationLangs.includes(lang))
    throw new Error(`lang must be one of ${translationLangs.join(', ')}, not ${lang}`);
  const to = resolve(dir);
  const marker = join(to, MARKER);
  if (!existsSync(marker)) throw new Error(`${to} was not made by generateSite`);
  const { source } = JSON.parse(await readFile(marker, 'utf8'));
  const real = await readRealArticles(source);
  const realTranslations = await readRealTranslations(source);
  const present = await presentSlugs(to);
  for (let index = 0; present.has(`${real[index % real.length].slug}-${numberOf(index, real.length)}`); index++) {
    const base = real[index % real.length];
    const slug = `${base.slug}-${numberOf(index, real.length)}`;
    if (realTranslations.get(lang).has(base.slug) && !existsSync(translationPath(to, lang, slug)))
      return writeTranslation(to, index, real, realTranslations, lang, present);
  }
  return undefined;
}

if (process.argv[1] !== undefined && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const arg = (name) => process.argv.find((a) => a.startsWith(`--${name}=`))?.slice(name.length + 3);
  const count = Number(arg('count'));
  const dir = arg('dir');
  if (dir === undefined || arg('count') === undefined) {
    console.error(
      'usage: node scripts/generate-articles.mjs --count=1000 --dir=/tmp/site1000 [--translations=100] [--source=PATH]',
    );
    process.exit(2);
  }
  const translations = arg('translations') === undefined ? undefined : Number(arg('translations'));
  const result = await generateSite({ count, dir, source: arg('source') ?? PROJECT_ROOT, translations });
  console.log(
    `${result.dir}: ${result.count} articles (${result.real} real, ${result.synthetic} synthetic); ` +
      `translated: ${Object.entries(result.translations)
        .map(([lang, n]) => `${n} into ${lang}`)
        .join(', ')}; next synthetic index ${result.nextIndex}`,
  );
}
