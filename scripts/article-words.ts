/**
 * Prints each article body's word count against its read-time window (200 to 250 words a
 * minute). Usage: npx tsx scripts/article-words.ts [slug ...]
 */
import { articles } from '../shared/content/articles/catalogue.js';
import { articleBodies } from '../shared/content/articles/articleBodies.js';
import { countWords, wordWindow } from '../shared/content/articles/wordCount.js';

const wanted = process.argv.slice(2);
let total = 0;
for (const article of articles.filter((a) => wanted.length === 0 || wanted.includes(a.id))) {
  const body = await articleBodies.load(article.id);
  const [min, max] = wordWindow(article.minutes);
  const n = countWords(body);
  total += n;
  const ok = n >= min && n <= max && body.sections.length === 5;
  console.log(`${ok ? 'OK ' : 'BAD'} ${article.id}: ${n} words (window ${min}-${max}), ${body.sections.length} sections`);
}
console.log(`total: ${total} words`);
