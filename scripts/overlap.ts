/**
 * Reports passages shared between article bodies: every run of N or more identical words
 * (default 10, case-insensitive, punctuation ignored) that appears in two different articles.
 * Usage: npx tsx scripts/overlap.ts [slug ...] [--n=10]
 */
import { articles } from '../shared/content/articles/catalogue.js';
import { articleBodies } from '../shared/content/articles/articleBodies.js';
import type { ArticleBody, ProseSection } from '../shared/content/types.js';

const n = Number(process.argv.find((a) => a.startsWith('--n='))?.slice(4) ?? 10);
const wanted = process.argv.slice(2).filter((a) => !a.startsWith('--'));

function sectionText(s: ProseSection): string[] {
  return [s.heading, ...s.paragraphs, ...(s.items ?? []), ...(s.subsections ?? []).flatMap(sectionText)];
}
function words(body: ArticleBody): string[] {
  return [...body.intro, ...body.sections.flatMap(sectionText)]
    .join(' ')
    .toLowerCase()
    .replace(/[^\p{L}\p{N}\s]/gu, ' ')
    .split(/\s+/u)
    .filter(Boolean);
}

const texts = new Map<string, string[]>();
for (const a of articles) texts.set(a.id, words(await articleBodies.load(a.id)));

const index = new Map<string, Set<string>>();
for (const [id, w] of texts) {
  for (let i = 0; i + n <= w.length; i++) {
    const key = w.slice(i, i + n).join(' ');
    let set = index.get(key);
    if (set === undefined) index.set(key, (set = new Set()));
    set.add(id);
  }
}
let found = 0;
for (const [key, ids] of index) {
  if (ids.size < 2) continue;
  if (wanted.length > 0 && ![...ids].some((id) => wanted.includes(id))) continue;
  found++;
  console.log(`${[...ids].join(' & ')}: "${key}"`);
}
console.log(found === 0 ? `no shared runs of ${n} words` : `${found} shared runs of ${n} words`);
