import { describe, expect, it } from 'vitest';
import { articles } from '../../shared/content/articles/catalogue.js';
import { articleHeads } from '../../shared/content/articles/head.js';
import { articleBodies } from '../../shared/content/articles/articleBodies.js';
import { countWords, wordWindow } from '../../shared/content/articles/wordCount.js';
import { categories } from '../../shared/content/categories.js';
import { site } from '../../shared/content/site.js';
import type { ArticleBody, ProseSection } from '../../shared/content/types.js';

const bodies = new Map<string, ArticleBody>();
for (const a of articles) bodies.set(a.id, await articleBodies.load(a.id));

function paragraphsOf(body: ArticleBody): string[] {
  const walk = (s: ProseSection): string[] => [...s.paragraphs, ...(s.subsections ?? []).flatMap(walk)];
  return [...body.intro, ...body.sections.flatMap(walk)];
}
function allText(body: ArticleBody): string {
  const walk = (s: ProseSection): string[] => [s.heading, ...s.paragraphs, ...(s.items ?? []), ...(s.subsections ?? []).flatMap(walk)];
  return [...body.intro, ...body.sections.flatMap(walk)].join('\n');
}

describe('article catalogue (spec §3)', () => {
  it('has 12 articles: 6 featured on insights, 6 on knowledge', () => {
    expect(articles).toHaveLength(12);
    expect(articles.filter((a) => a.featured && a.route === 'insights')).toHaveLength(6);
    expect(articles.filter((a) => !a.featured && a.route === 'knowledge')).toHaveLength(6);
  });

  it('has the spec category counts', () => {
    const counts = Object.fromEntries(categories.map((c) => [c.label, articles.filter((a) => a.category.slug === c.slug).length]));
    expect(counts).toEqual({ 'Company Formation': 3, Banking: 2, Licensing: 2, Migration: 2, 'Asset Protection': 2, Legal: 1 });
  });

  it('has read times from 15 to 26 minutes', () => {
    expect(Math.min(...articles.map((a) => a.minutes))).toBe(15);
    expect(Math.max(...articles.map((a) => a.minutes))).toBe(26);
    for (const a of articles) expect(a.readTime).toBe(`${a.minutes} min read`);
  });

  it('has meta tags for every article and no other', () => {
    expect(Object.keys(articleHeads).sort()).toEqual(articles.map((a) => a.id).sort());
  });

  it('has a body module for every article and no other', () => {
    expect([...articleBodies.ids].sort()).toEqual(articles.map((a) => a.id).sort());
  });

  it('has unique titles, meta titles, descriptions and excerpts', () => {
    for (const field of ['title', 'excerpt'] as const) {
      expect(new Set(articles.map((a) => a[field])).size, field).toBe(12);
    }
    for (const field of ['metaTitle', 'metaDescription'] as const) {
      expect(new Set(articles.map((a) => articleHeads[a.id]?.[field])).size, field).toBe(12);
    }
  });
});

describe.each(articles.map((a) => [a.id, a] as const))('%s', (id, article) => {
  const body = bodies.get(id)!;

  it('has meta fields within bounds', () => {
    const head = articleHeads[id]!;
    expect(head).toBeDefined();
    expect(head.metaTitle.length).toBeLessThanOrEqual(60);
    expect(head.metaDescription.length).toBeGreaterThanOrEqual(120);
    expect(head.metaDescription.length).toBeLessThanOrEqual(160);
    expect(article.excerpt.length).toBeGreaterThan(40);
  });

  it('has an intro and exactly five headed sections', () => {
    expect(body.intro.length).toBeGreaterThan(0);
    expect(body.sections).toHaveLength(5);
    for (const s of body.sections) {
      expect(s.heading.trim()).not.toBe('');
      expect(s.paragraphs.length).toBeGreaterThan(0);
    }
  });

  it('fits its read time at 200 to 250 words a minute', () => {
    const [min, max] = wordWindow(article.minutes);
    const n = countWords(body);
    expect(n).toBeGreaterThanOrEqual(min);
    expect(n).toBeLessThanOrEqual(max);
  });

  it('ends by pointing to a consultation and the Disclaimer page', () => {
    // The last paragraph as rendered: paragraphs, then the list, then sub-sections.
    let last: ProseSection = body.sections[4];
    while (last.subsections !== undefined && last.subsections.length > 0) last = last.subsections[last.subsections.length - 1]!;
    const closing = last.paragraphs[last.paragraphs.length - 1]!;
    expect(closing).toMatch(/consultation/iu);
    expect(closing).toMatch(/Disclaimer/u);
  });

  it('keeps identity constants out of the text and writes plain text, not HTML', () => {
    const text = allText(body);
    expect(text).not.toContain(site.name);
    expect(text).not.toContain(site.email);
    expect(text).not.toMatch(/https?:\/\//u);
    expect(text).not.toMatch(/<\/?[a-z][^>]*>/iu);
  });

  it('makes no guarantees', () => {
    expect(allText(body)).not.toMatch(/\bguarantee(d|s)? (approval|success|results?|outcomes?)\b|\b100 ?%|\bensure approval\b/iu);
  });
});

describe('no passage reused between articles', () => {
  it('repeats no paragraph across articles', () => {
    const seen = new Map<string, string>();
    const repeats: string[] = [];
    for (const [id, body] of bodies) {
      for (const p of paragraphsOf(body)) {
        const key = p.trim().toLowerCase();
        const other = seen.get(key);
        if (other !== undefined && other !== id) repeats.push(`${other} & ${id}: ${p.slice(0, 80)}`);
        seen.set(key, id);
      }
    }
    expect(repeats).toEqual([]);
  });

  it('keeps the look-alike pairs distinct', () => {
    const pairs = [
      ['banking-for-high-risk-industries', 'banking-high-risk-industries'],
      ['future-of-crypto-licensing', 'crypto-licensing-global'],
    ] as const;
    for (const [a, b] of pairs) {
      const headingsA = bodies.get(a)!.sections.map((s) => s.heading);
      const headingsB = bodies.get(b)!.sections.map((s) => s.heading);
      expect(headingsA.filter((h) => headingsB.includes(h))).toEqual([]);
      expect(articles.find((x) => x.id === a)!.title).not.toBe(articles.find((x) => x.id === b)!.title);
    }
  });
});
