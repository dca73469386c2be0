import { describe, expect, it } from 'vitest';
import { compileContent, wordWindow } from '../../builder/content.js';
import type { CompiledArticle } from '../../builder/contentTypes.js';
import { articles } from '../../shared/content/articles/catalogue.js';
import { categories } from '../../shared/content/categories.js';
import { site } from '../../shared/content/site.js';

/*
 * The spec's twelve articles as compiled from shared/content/articles/*.md, and the house rules
 * the compiler does not enforce by itself (content that is true of these twelve).
 */
const content = await compileContent(process.cwd());
const byId = new Map(content.articles.map((a) => [a.id, a]));

/** Paragraph texts of a compiled body (tags removed, entities as written). */
function paragraphs(a: CompiledArticle): string[] {
  return [...a.body.html.matchAll(/<p>([\s\S]*?)<\/p>/gu)].map((m) => m[1]!.replace(/<[^>]+>/gu, ''));
}
const plain = (a: CompiledArticle) => a.body.html.replace(/<[^>]+>/gu, ' ');

/** The twelve articles by list: slug -> [read time in minutes, category]. */
const SPEC: Record<'insights' | 'knowledge', Record<string, [number, string]>> = {
  insights: {
    'global-trends-offshore-company-formation': [15, 'company-formation'],
    'banking-for-high-risk-industries': [18, 'banking'],
    'future-of-crypto-licensing': [20, 'licensing'],
    'residency-by-investment': [22, 'migration'],
    'asset-protection-family-offices-2025': [25, 'asset-protection'],
    'corporate-structuring-cross-border': [19, 'company-formation'],
  },
  knowledge: {
    'choosing-right-jurisdiction-expansion': [17, 'company-formation'],
    'aml-kyc-2025': [21, 'legal'],
    'second-citizenship-overview': [24, 'migration'],
    'banking-high-risk-industries': [20, 'banking'],
    'family-office-singapore-switzerland': [23, 'asset-protection'],
    'crypto-licensing-global': [26, 'licensing'],
  },
} as const;

describe('the collection (spec: twelve articles)', () => {
  it('has the spec articles with their route, read time, category and featured flag', () => {
    for (const [route, entries] of Object.entries(SPEC)) {
      for (const [id, [minutes, category]] of Object.entries(entries)) {
        const a = byId.get(id);
        expect(a, id).toBeDefined();
        expect({ route: a!.route, readTime: a!.readTime, category: a!.category, featured: a!.featured }, id).toEqual({
          route,
          readTime: minutes,
          category,
          featured: route === 'insights',
        });
      }
    }
    expect(content.articles).toHaveLength(12);
  });

  it('has the spec category counts', () => {
    const counts = Object.fromEntries(
      categories.map((c) => [c.label, content.articles.filter((a) => a.category === c.slug).length]),
    );
    expect(counts).toEqual({
      'Company Formation': 3,
      Banking: 2,
      Licensing: 2,
      Migration: 2,
      'Asset Protection': 2,
      Legal: 1,
    });
  });

  it('is published on 11 September 2025, every article', () => {
    for (const a of content.articles) expect(a.published, a.id).toBe('2025-09-11');
  });

  it('is what the built catalogue lists, in the same order (newest first, then by title)', () => {
    expect(articles.map((a) => a.id)).toEqual(content.articles.map((a) => a.id));
    const titles = content.articles.map((a) => a.title);
    expect(titles).toEqual([...titles].sort((x, y) => x.localeCompare(y, 'en')));
  });
});

describe.each(content.articles.map((a) => [a.id, a] as const))('%s', (_id, article) => {
  it('fits its read time at 200 to 250 words a minute', () => {
    const [min, max] = wordWindow(article.readTime);
    expect(article.words).toBeGreaterThanOrEqual(min);
    expect(article.words).toBeLessThanOrEqual(max);
  });

  it('has five sections in its table of contents, each a <section> opened by a heading with a stable id and a link to it', () => {
    expect(article.body.toc).toHaveLength(5);
    for (const { id, text } of article.body.toc) {
      expect(id).toMatch(/^[a-z0-9][a-z0-9-]*$/u); // GitHub-style: "a -- b" keeps both hyphens
      expect(article.body.html).toContain(`<section><h2 id="${id}">`);
      expect(article.body.html).toContain(`aria-label="Link to this section: ${text}" href="#${id}"`);
    }
  });

  it('ends by pointing to a consultation and linking the Disclaimer page', () => {
    const last = paragraphs(article).at(-1)!;
    expect(last).toMatch(/consultation/iu);
    const html = article.body.html;
    const lastParagraph = html.slice(html.lastIndexOf('<p>'));
    expect(lastParagraph).toContain('<a href="/legal/disclaimer">Disclaimer</a>');
  });

  it('keeps identity constants out of the text', () => {
    expect(plain(article)).not.toContain(site.name);
    expect(plain(article)).not.toContain(site.email);
  });

  it('links other sites with rel="noopener", and keeps its typography', () => {
    for (const [, attrs] of article.body.html.matchAll(/<a ([^>]*href="https?:[^>]*)>/gu))
      expect(attrs).toContain('rel="external noopener"');
    expect(article.body.html).toMatch(/[’“”–]/u);
    expect(article.body.html).not.toMatch(/&#x2019;|&rsquo;/u);
  });

  it('makes no guarantees', () => {
    expect(plain(article)).not.toMatch(
      /\bguarantee(d|s)? (approval|success|results?|outcomes?)\b|\b100 ?%|\bensure approval\b/iu,
    );
  });
});

describe('no passage reused between articles', () => {
  it('repeats no paragraph across articles', () => {
    const seen = new Map<string, string>();
    const repeats: string[] = [];
    for (const a of content.articles) {
      for (const p of paragraphs(a)) {
        const key = p.trim().toLowerCase();
        const other = seen.get(key);
        if (other !== undefined && other !== a.id) repeats.push(`${other} & ${a.id}: ${p.slice(0, 80)}`);
        seen.set(key, a.id);
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
      const headingsA = byId.get(a)!.body.toc.map((s) => s.text);
      const headingsB = byId.get(b)!.body.toc.map((s) => s.text);
      expect(headingsA.filter((h) => headingsB.includes(h))).toEqual([]);
      expect(byId.get(a)!.title).not.toBe(byId.get(b)!.title);
    }
  });
});

describe('corrections against the position on 11 September 2025', () => {
  const text = (id: string) => plain(byId.get(id)!);
  it('states the EU high-risk list update (Delegated Regulation (EU) 2025/1184) as in force', () => {
    expect(text('aml-kyc-2025')).toContain('2025/1184');
    expect(text('aml-kyc-2025')).toContain('5 August 2025');
  });
  it('gives Hungary no residential-property route', () => {
    expect(text('residency-by-investment')).toMatch(
      /residential-property option having been dropped in December 2024/u,
    );
  });
  it('ties Singapore GIP renewal to local employment, not the S$2 million spend', () => {
    expect(text('residency-by-investment')).toMatch(/removed the S\$2 million business-expenditure condition/u);
    expect(text('residency-by-investment')).toMatch(/30 employees/u);
  });
  it('says Canada has had no standing federal investor programme since 2014', () => {
    expect(text('residency-by-investment')).toContain('no standing federal investor programme since 2014');
  });
  it('hedges the Antigua presence contrast with St Kitts and Nevis’s June 2025 announcement', () => {
    expect(text('second-citizenship-overview')).toMatch(/Saint Kitts and Nevis announced in June 2025/u);
  });
  it('orders VARA licensing: the questionnaire through DET or a free zone, Initial Approval, the commercial licence, the VASP licence', () => {
    for (const id of ['crypto-licensing-global', 'future-of-crypto-licensing']) {
      const t = text(id);
      const steps = ['Initial Disclosure Questionnaire', 'Initial Approval', 'commercial licence', 'full VASP licence'];
      const at = steps.map((step) => t.indexOf(step));
      expect(
        at.every((i) => i > -1),
        id,
      ).toBe(true);
      expect(
        [...at].sort((a, b) => a - b),
        id,
      ).toEqual(at);
      expect(t, id).not.toMatch(/provisional approval/iu);
    }
  });
});

describe('the fact-check and legal review of November 2026', () => {
  const text = (id: string) => plain(byId.get(id)!);
  it('dates the scheduling of the Swiss inheritance-tax vote to late June 2025, not 1 July', () => {
    const t = text('family-office-singapore-switzerland');
    expect(t).toContain('in late June 2025 the Federal Council scheduled the national vote for 30 November 2025');
    expect(t).not.toContain('on 1 July 2025 the Federal Council set');
  });
  it('dates the FATF virtual-asset standard to 2018–19 (Recommendation 15 amended, interpretive note adopted)', () => {
    expect(text('future-of-crypto-licensing')).toContain('In 2018–19 the Financial Action Task Force');
  });
  it('says the MiCA passport reaches the EEA: incorporated by Decision No 41/2025, applied by Norway from 1 July 2025', () => {
    for (const id of ['banking-for-high-risk-industries', 'future-of-crypto-licensing', 'crypto-licensing-global']) {
      expect(text(id), id).toContain('EEA Joint Committee Decision No 41/2025');
      expect(text(id), id).toMatch(/Norway (has applied it )?since 1 July 2025/u);
    }
    for (const a of content.articles) {
      expect(plain(a), a.id).not.toContain('passporting across the European Union');
      expect(plain(a), a.id).not.toMatch(/passport stops at the EU/u);
    }
  });
  it('says how far the passport reached on publication: Liechtenstein and Norway, not yet Iceland', () => {
    for (const id of ['banking-for-high-risk-industries', 'future-of-crypto-licensing', 'crypto-licensing-global']) {
      expect(text(id), id).toMatch(/Liechtenstein (has applied it )?since 1 February 2025/u);
      expect(text(id), id).toMatch(/Iceland (has not yet|has yet to|yet to follow)|not yet Iceland/u);
    }
    for (const a of content.articles) {
      expect(plain(a), a.id).not.toMatch(/passport stops at the borders of the European Economic Area/u);
    }
  });
  it('writes euro amounts with the symbol', () => {
    for (const a of content.articles) expect(plain(a), a.id).not.toMatch(/\bEUR\s*\d/u);
    expect(text('corporate-structuring-cross-border')).toContain('€750 million');
  });
  it('links each cited instrument itself: no link to a home page', () => {
    const links = content.articles.flatMap((a) =>
      [...a.body.html.matchAll(/href="(https:[^"]+)"/gu)].map((m) => [a.id, m[1]!] as const),
    );
    expect(links.length).toBeGreaterThan(10);
    for (const [id, href] of links)
      expect(new URL(href.replaceAll('&amp;', '&')).pathname, `${id}: ${href}`).not.toBe('/');
    expect(byId.get('aml-kyc-2025')!.body.html).toContain(
      'href="https://eur-lex.europa.eu/legal-content/EN/TXT/?uri=CELEX:32025R1184"',
    );
  });
});
