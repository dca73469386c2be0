import { describe, expect, it } from 'vitest';
import { compileContent, type CompiledLegal } from '../../builder/content.js';

const content = await compileContent(process.cwd());
const doc = (id: string): CompiledLegal => content.legal.find((d) => d.id === id)!;
const privacyPolicy = doc('privacy-policy');
const termsOfUse = doc('terms-of-use');
const disclaimer = doc('disclaimer');

function headings(d: CompiledLegal): string[] {
  return [...d.body.html.matchAll(/<h[2-4][^>]*>([\s\S]*?)<\/h[2-4]>/gu)].map((m) => m[1]!.replace(/<[^>]+>/gu, ''));
}
function text(d: CompiledLegal): string {
  return d.body.html.replace(/<[^>]+>/gu, ' ');
}

/** Each point the spec lists for a legal page, as a pattern one of its headings must match. */
const required: [string, CompiledLegal, Record<string, RegExp>][] = [
  [
    'privacy policy',
    privacyPolicy,
    {
      'minimal data collection': /data (we )?collect|minimal/iu,
      'no cookie tracking': /cookie/iu,
      'security measures': /security/iu,
      'retention and deletion': /retention/iu,
      confidentiality: /confidential/iu,
      'UK and EU data protection compliance': /(UK|EU).*(data protection|GDPR)|compliance/iu,
      'client rights': /rights/iu,
      'right to complain': /complain/iu,
      'contact by email': /contact/iu,
    },
  ],
  [
    'terms of use',
    termsOfUse,
    {
      'informational purposes only': /informational/iu,
      'no warranties': /warrant/iu,
      'advice only under a signed engagement': /engagement/iu,
      'intellectual property': /intellectual property/iu,
      'limitation of liability': /liability/iu,
      'jurisdictional caveats': /jurisdictional/iu,
      'acceptable use': /acceptable use/iu,
      'English law and courts': /governing law/iu,
    },
  ],
  [
    'disclaimer',
    disclaimer,
    {
      'general guidance only': /general (guidance|information)/iu,
      'no advisory relationship': /relationship/iu,
      'no responsibility for user actions': /responsibility|actions/iu,
      'jurisdictional variation': /jurisdiction/iu,
      'no investment advice': /investment/iu,
      'regulatory caveats': /regulat/iu,
      'third-party caveats': /third/iu,
      'professional limitations': /professional/iu,
    },
  ],
];

describe.each(required)('%s', (_name, d, points) => {
  it.each(Object.entries(points))('has a heading for: %s', (_point, pattern) => {
    expect(
      headings(d).some((h) => pattern.test(h)),
      headings(d).join(' | '),
    ).toBe(true);
  });
  it('is dated', () => {
    expect(d.updated).toMatch(/^\d{4}-\d{2}-\d{2}$/u);
  });
});

describe('privacy policy substance', () => {
  const body = text(privacyPolicy);
  it.each(['access', 'rectif', 'erasure', 'object', 'portability', 'withdraw'])('names the right: %s', (right) => {
    expect(body.toLowerCase()).toContain(right);
  });
  it('names the laws and the regulator', () => {
    expect(body).toContain('UK GDPR');
    expect(body).toContain('Data Protection Act 2018');
    expect(body).toMatch(/EU GDPR|EU General Data Protection Regulation/u);
    expect(body).toMatch(/Information Commissioner/u);
  });
});

describe('terms of use substance', () => {
  it('chooses English law and the exclusive jurisdiction of the English courts', () => {
    const body = text(termsOfUse);
    expect(body).toMatch(/laws? of England and Wales/u);
    expect(body).toMatch(/exclusive jurisdiction/u);
  });
});

describe('the legal review of November 2026', () => {
  it('privacy policy: communications are confidential but not privileged, as the Disclaimer also says', () => {
    expect(text(privacyPolicy)).toContain('Communications with us are confidential but not privileged');
    expect(text(privacyPolicy)).toContain('Our Disclaimer explains the position in more detail');
    expect(text(disclaimer)).toContain('Communications with us are confidential but not privileged');
    expect(text(disclaimer)).toContain('R (Prudential plc) v Special Commissioner of Income Tax [2013] UKSC 1');
    expect(text(privacyPolicy)).not.toMatch(/may not attract legal professional privilege/u);
  });

  it('privacy policy: states its position on an EU representative (EU GDPR Article 27)', () => {
    expect(text(privacyPolicy)).toMatch(/representative there under Article 27 of the EU GDPR/u);
  });

  it('privacy policy: gives a log retention period, not "a limited period"', () => {
    expect(text(privacyPolicy)).toContain(
      'Server access logs are kept for security and operational purposes for 30 days',
    );
    expect(text(privacyPolicy)).not.toContain('limited period');
  });

  it('privacy policy: says which data is a statutory or contractual requirement and what follows if not given', () => {
    expect(text(privacyPolicy)).toMatch(
      /is both a statutory requirement .* and a requirement of our engagement terms/u,
    );
    expect(text(privacyPolicy)).toContain('we cannot take you on as a client');
  });

  it('terms of use and privacy policy point at the company number shown on the page', () => {
    expect(text(termsOfUse)).toContain('legal name, company number and registered office are shown on this page');
    expect(text(privacyPolicy)).toContain('legal name, company number and registered office are shown on this page');
  });

  it.each([disclaimer, termsOfUse])('$id is dated on the day of the change', (d) => {
    expect(d.updated).toBe('2026-11-24');
  });
});

describe('the site search (November 2026)', () => {
  it('privacy policy: says what happens to a search query, and is dated on the day of the change', () => {
    expect(text(privacyPolicy)).toContain('the words are not written to our logs');
    expect(text(privacyPolicy)).toContain('they are not sent to any other organisation');
    expect(privacyPolicy.updated).toBe('2026-11-27');
  });

  it('privacy policy: names every place a search passes, and how long the server keeps it', () => {
    const body = text(privacyPolicy);
    expect(body).toContain('so they pass through these places and no others');
    expect(body).toMatch(/our server, which finds the results/u);
    expect(body).toMatch(/hosting provider or content delivery network .* as our processor/u);
    expect(body).toMatch(/your own browser, which keeps the address in its history/u);
    expect(body).toContain('up to 1,000 sets of results');
    expect(body).toContain('Nothing there expires after a set time');
    expect(body).toMatch(/until newer searches push it out or the server restarts/u);
    expect(body).not.toContain('for a short time');
  });

  it('privacy policy: lists what a log entry holds, and the one exception', () => {
    const body = text(privacyPolicy);
    expect(body).toContain('the path of the page or file requested, without any query string');
    expect(body).toContain('the response status, its size and how long the request took to serve');
    expect(body).toMatch(/The one exception is a fault in the web server itself/u);
  });
});
