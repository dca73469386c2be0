import { describe, expect, it } from 'vitest';
import privacyPolicy from '../../shared/content/legal/privacy-policy.js';
import termsOfUse from '../../shared/content/legal/terms-of-use.js';
import disclaimer from '../../shared/content/legal/disclaimer.js';
import type { LegalDocument, ProseSection } from '../../shared/content/types.js';

function headings(doc: LegalDocument): string[] {
  const walk = (s: ProseSection): string[] => [s.heading, ...(s.subsections ?? []).flatMap(walk)];
  return doc.sections.flatMap(walk);
}
function text(doc: LegalDocument): string {
  const walk = (s: ProseSection): string[] => [s.heading, ...s.paragraphs, ...(s.items ?? []), ...(s.subsections ?? []).flatMap(walk)];
  return [...doc.intro, ...doc.sections.flatMap(walk)].join('\n');
}

/** Each point the spec lists for a legal page, as a pattern one of its headings must match. */
const required: [string, LegalDocument, Record<string, RegExp>][] = [
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

describe.each(required)('%s', (_name, doc, points) => {
  it.each(Object.entries(points))('has a heading for: %s', (_point, pattern) => {
    expect(headings(doc).some((h) => pattern.test(h)), headings(doc).join(' | ')).toBe(true);
  });
  it('is dated', () => {
    expect(doc.lastUpdated).toMatch(/^\d{4}-\d{2}-\d{2}$/u);
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
