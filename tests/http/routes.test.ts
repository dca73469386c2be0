import { beforeAll, describe, expect, it } from 'vitest';
import request from 'supertest';
import type { RequestListener } from 'node:http';
import { testApp, ORIGIN } from '../helpers/app.js';
import { allPaths, articleHead, articlePaths } from '../helpers/paths.js';
import { articles } from '../../shared/content/articles/catalogue.js';
import { serviceSlugs } from '../../shared/content/services/index.js';
import { site } from '../../shared/content/site.js';
import { catalogueMessages } from '../../builder/messages.js';
import escapeHtml from 'escape-html';
import { headWordsOf } from '../../shared/head.js';

const english = headWordsOf('en', {
  meta: catalogueMessages('en', 'meta'),
  services: catalogueMessages('en', 'services'),
  common: catalogueMessages('en', 'common'),
});

let app: RequestListener;
beforeAll(async () => {
  app = await testApp();
});

const text = (s: string) => escapeHtml(s);

const about = catalogueMessages('en', 'about');
const careers = catalogueMessages('en', 'careers');
const knowledgeCenter = catalogueMessages('en', 'knowledgeCenter');
const serviceTitles = catalogueMessages('en', 'common').serviceTitles;
const serviceDetails = catalogueMessages('en', 'serviceDetails');

/** Spec content each page's server HTML must contain. */
const expectations: Record<string, string[]> = {
  '/': [
    'Global Advisory. Structured. Secure. Compliant.',
    'Company Formation &amp; Expansion',
    'Banking &amp; Financial Structuring',
    'Asset Protection &amp; Migration Advisory',
    'Global Reach',
    'Institutional Grade',
    'Regulatory Excellence',
    'Strategic Consultation',
    'Begin Strategic Dialogue',
    'View More Insights',
    'href="/insights/all-articles"',
    'href="/knowledge-center"',
    ...articles.filter((a) => a.featured).map((a) => `href="/insights/${a.id}"`),
  ],
  '/about': [
    'Our Story',
    'Mission',
    'Vision',
    'Commitment',
    'Excellence',
    'Integrity',
    'Global Perspective',
    'Client Partnership',
    site.parent,
    'Chairman &amp; Senior Partner',
    'Managing Director, Corporate Advisory',
    'Director, Banking &amp; Financial Services',
    'Director, Regulatory &amp; Compliance',
    'Europe',
    'Middle East',
    'Asia Pacific',
    'Americas',
    ...about.presence.flatMap((p) => p.locations.map((location) => text(location()))),
  ],
  '/advisory-services': [
    ...serviceSlugs.map((slug) => text(serviceTitles[slug]())),
    ...serviceSlugs.map((slug) => `href="/services/${slug}"`),
    'Explore Service Details',
  ],
  '/services/company-formation': [
    ...serviceDetails['company-formation'].groups.jurisdictions.entries.map((e) => text(e.name())),
    'United Kingdom',
    'Dubai DIFC',
  ],
  '/services/migration-residency': [
    ...serviceDetails['migration-residency'].groups['investment-programmes'].entries.map((e) => text(e.name())),
    'Portugal',
    'Vanuatu',
  ],
  '/knowledge-center': knowledgeCenter.categories.flatMap((c) => [text(c.title()), ...c.guides.map((g) => text(g()))]),
  '/insights': [
    'Featured Analysis',
    'Knowledge Base',
    'View All Articles',
    'Subscribe to Updates',
    'subject=Advisory%20Intelligence%20Briefing%20Subscription',
  ],
  '/insights/all-articles': [
    'All Articles &amp; Analysis',
    'Filter by Category',
    'Showing 12 articles',
    'Professional Advisory Consultation',
    'Explore Advisory Services',
    'Published: ',
  ],
  '/knowledge/all-articles': ['All Articles &amp; Analysis', 'Showing 12 articles'],
  '/careers': [
    'Global Excellence',
    'Discretionary Practice',
    'Professional Development',
    'Collaborative Environment',
    ...careers.culture.map((c) => text(c.description())),
  ],
  '/legal/privacy-policy': ['Privacy Policy', 'Last updated'],
  '/legal/terms-of-use': ['Terms of Use', 'Last updated'],
  '/legal/disclaimer': ['Disclaimer', 'Last updated'],
  '/legal/fraud-warning': ['Fraud and Impersonation Warning', 'Last updated', 'Signs of Impersonation'],
  '/legal/accessibility-statement': ['Accessibility Statement', 'Last updated', 'Known Limitations'],
};

/** Content of the shared top bar and footer, on every page. */
const chrome = [
  site.name,
  'About Us',
  'Advisory Services',
  'Overview of All Services',
  'Knowledge Center',
  'Insights',
  'Careers',
  'Contact Us',
  `href="mailto:${site.email}"`,
  'Kingsmead Road',
  'GU21 6XY',
  'href="/legal/privacy-policy"',
  'href="/legal/terms-of-use"',
  'href="/legal/disclaimer"',
  'href="/legal/fraud-warning"',
  'href="/legal/accessibility-statement"',
  ...serviceSlugs.map((slug) => `href="/services/${slug}"`),
];

describe('every route of the spec answers 200 with its content', () => {
  it.each(allPaths)('%s', async (path) => {
    const res = await request(app).get(path).expect(200);
    expect(res.headers['content-type']).toBe('text/html; charset=utf-8');
    const html = res.text;
    for (const s of chrome) expect(html, `chrome "${s}"`).toContain(s);
    for (const s of expectations[path] ?? []) expect(html, `"${s}" on ${path}`).toContain(s);
    expect(html.match(/<title>/gu)).toHaveLength(1);
    expect(html.match(/<h1[\s>]/gu)).toHaveLength(1);
    expect(html).toContain(`© ${new Date().getFullYear()} `);
    expect(html).toContain('"@type":"Organization"');
  });
});

describe('articles', () => {
  it.each(articlePaths)('%s has its head tags and body in the first response', async (path) => {
    const id = path.split('/')[2]!;
    const article = articles.find((a) => a.id === id)!;
    const head = articleHead(id);
    const html = (await request(app).get(path).expect(200)).text;
    expect(html).toContain(`<title>${text(head.metaTitle)}</title>`);
    expect(html).toContain(`<meta name="description" content="${text(head.metaDescription)}">`);
    expect(html).toContain(`<meta property="og:title" content="${text(head.metaTitle)}">`);
    expect(html).toContain(`<meta property="og:description" content="${text(head.metaDescription)}">`);
    expect(html).toContain('<meta property="og:type" content="article">');
    expect(html).toContain(`<meta property="og:url" content="${ORIGIN}${path}">`);
    expect(html).toContain(`<link rel="canonical" href="${ORIGIN}${path}">`);
    expect(html).toContain('"@type":"Article"');
    expect(html).toContain(`<h1>${text(article.title)}</h1>`);
    expect(html).toContain('Published: <time dateTime="2025-09-11">11 September 2025</time>');
    expect(html).toContain(article.readTime);
    expect(html).not.toContain('noindex');
    expect(html.match(/<h2[\s>]/gu)!.length).toBeGreaterThanOrEqual(5);
    const back = path.startsWith('/insights/') ? 'Back to Insights' : 'Back to Knowledge Center';
    expect(html).toContain(back);
  });

  it('non-article pages carry the default title, a description and their canonical', async () => {
    const html = (await request(app).get('/about?x=1').expect(200)).text;
    expect(html).toContain(`<title>${text(english.defaultTitle)}</title>`);
    expect(html).toMatch(/<meta name="description" content="[^"]{50,}">/u);
    expect(html).toContain(`<link rel="canonical" href="${ORIGIN}/about">`);
    expect(html).toContain('<meta property="og:type" content="website">');
  });

  it('ignores the Host header for the canonical URL', async () => {
    const html = (await request(app).get('/careers').set('Host', 'evil.example').expect(200)).text;
    expect(html).toContain(`<link rel="canonical" href="${ORIGIN}/careers">`);
    expect(html).not.toContain('evil.example');
  });
});
