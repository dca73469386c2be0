import { describe, expect, it } from 'vitest';
import { readFileSync } from 'node:fs';
import { compileContent } from '../../builder/content.js';
import type { CompiledLegal } from '../../builder/contentTypes.js';
import { formatDate } from '../../shared/content/dates.js';
import { emailDomain, site } from '../../shared/content/site.js';

const content = await compileContent(process.cwd());
const doc = (id: string): CompiledLegal => content.legal.find((d) => d.id === id)!;
const privacyPolicy = doc('privacy-policy');
const termsOfUse = doc('terms-of-use');
const disclaimer = doc('disclaimer');
const fraudWarning = doc('fraud-warning');
const accessibility = doc('accessibility-statement');

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
  [
    'fraud and impersonation warning',
    fraudWarning,
    {
      'how we contact you': /how we contact/iu,
      'payments and bank details': /bank details/iu,
      'how to check a message': /check/iu,
      'signs of impersonation': /signs/iu,
      'what to do if targeted': /targeted/iu,
      'when it was reviewed': /up to date|review/iu,
    },
  ],
  [
    'accessibility statement',
    accessibility,
    {
      'the standard aimed at': /standard/iu,
      'how the site is tested': /how we test/iu,
      'known limitations': /limitations/iu,
      'how to report a problem': /reporting a problem/iu,
      'legal duties and enforcement': /legal duties/iu,
      'when it was prepared': /preparation/iu,
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

describe('the fraud and impersonation warning (November 2026)', () => {
  const body = text(fraudWarning);
  it('names the domain we write from and the enquiry address, both from the identity constants', () => {
    expect(emailDomain).toBe(site.email.split('@')[1]);
    expect(body).toMatch(new RegExp(`address ending in exactly\\s+@${emailDomain.replaceAll('.', '\\.')}\\s`, 'u'));
    expect(fraudWarning.body.html).toContain(`<a href="mailto:${site.email}">${site.email}</a>`);
  });
  it('writes neither the address nor the domain in its Markdown: the build fills them in', () => {
    const source = readFileSync('shared/content/legal/fraud-warning.md', 'utf8');
    expect(source).not.toContain(emailDomain);
    expect(source).toContain('{{emailDomain}}');
    expect(fraudWarning.body.html).not.toMatch(/\{\{/u);
  });
  it('says we never ask for payment or change bank details by email alone, nor ask for passwords', () => {
    expect(body).toContain(
      'We never ask for a payment, or tell you that our bank details have changed, by email alone',
    );
    expect(body).toMatch(/never ask for your passwords/u);
  });
  it('says to check in a new message, never by replying', () => {
    expect(body).toMatch(/in a new message addressed to\s+\S+\s*, typing the address yourself/u);
    expect(body).toContain('never by replying');
  });
  it('lists the usual signs: look-alike addresses, urgency, changed bank details', () => {
    for (const sign of ['Look-alike addresses.', 'Urgency and secrecy.', 'Changed bank details.'])
      expect(body).toContain(sign);
  });
  it('says what to do: stop, contact us, report to Action Fraud or Police Scotland', () => {
    expect(body).toContain('Stop.');
    expect(body).toContain('Contact us');
    expect(fraudWarning.body.html).toContain('href="https://www.actionfraud.police.uk/');
    expect(body).toMatch(/In Scotland, report it to\s+Police Scotland\s+on 101/u);
    expect(body).toContain('report it to your local police');
  });
  it('gives the date it was last reviewed, the page’s own date', () => {
    expect(fraudWarning.updated).toBe('2026-11-27');
    expect(body).toContain(`It was last reviewed on ${formatDate(fraudWarning.updated)}.`);
  });
});

describe('the accessibility statement (November 2026)', () => {
  const body = text(accessibility);
  it('aims at WCAG 2.2 level AA and claims partial conformance only', () => {
    expect(body).toContain('We aim to meet level AA of the');
    expect(body).toContain('This website partially conforms to WCAG 2.2 level AA');
    expect(body).not.toMatch(/fully conforms|is fully conformant/iu);
  });
  it('names what the tests check and what they do not', () => {
    for (const tool of ['axe-core', 'Nu HTML Checker', 'html-validate', 'Chromium, Firefox and WebKit', '375'])
      expect(body).toContain(tool);
    expect(body).toContain('No screen reader testing.');
    expect(body).toContain('No manual audit.');
  });
  it('tells readers how to report a problem, at the enquiry address, and when to expect an answer', () => {
    expect(accessibility.body.html).toContain(`href="mailto:${site.email}?subject=Accessibility"`);
    expect(body).toMatch(/acknowledge your message within five working days/u);
  });
  it('gives the date it was prepared and last reviewed', () => {
    expect(body).toContain('This statement was prepared on 27 November 2026.');
    expect(body).toContain(`It was last reviewed on ${formatDate(accessibility.updated)}.`);
  });
});
