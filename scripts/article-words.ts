/**
 * Prints each article body's word count against its read-time window (200 to 250 words a
 * minute). Usage: npx tsx scripts/article-words.ts [slug ...]
 */
import { readdirSync } from 'node:fs';
import { countWords, wordWindow } from '../shared/content/articles/wordCount.js';
import type { ArticleBody } from '../shared/content/types.js';

const minutesBySlug: Record<string, number> = {
  'global-trends-offshore-company-formation': 15,
  'banking-for-high-risk-industries': 18,
  'future-of-crypto-licensing': 20,
  'residency-by-investment': 22,
  'asset-protection-family-offices-2025': 25,
  'corporate-structuring-cross-border': 19,
  'choosing-right-jurisdiction-expansion': 17,
  'aml-kyc-2025': 21,
  'second-citizenship-overview': 24,
  'banking-high-risk-industries': 20,
  'family-office-singapore-switzerland': 23,
  'crypto-licensing-global': 26,
};

const dir = new URL('../shared/content/articles/bodies/', import.meta.url);
const wanted = process.argv.slice(2);
const slugs = wanted.length > 0 ? wanted : readdirSync(dir).map((f) => f.replace(/\.ts$/u, ''));
for (const slug of slugs) {
  const body = (await import(new URL(`${slug}.ts`, dir).href)).default as ArticleBody;
  const [min, max] = wordWindow(minutesBySlug[slug] ?? 0);
  const n = countWords(body);
  const ok = n >= min && n <= max && body.sections.length === 5;
  console.log(`${ok ? 'OK ' : 'BAD'} ${slug}: ${n} words (window ${min}-${max}), ${body.sections.length} sections`);
}
