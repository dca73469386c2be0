/**
 * Identity constants of the firm: the one place that names it, its address and its enquiry
 * email. Replace the `.example` address here (and only here) before going live.
 */
export const site = {
  name: 'Aldermere Advisory',
  /** The name where space is short (a browser's search engine list: OpenSearch's ShortName, at most 16 characters). */
  shortName: 'Aldermere',
  legalName: 'Aldermere Advisory Ltd',
  parent: 'Aldermere Group Holdings Ltd',
  headquarters: 'London',
  email: 'enquiries@aldermere.example',
  /**
   * Companies House number: eight characters (digits, or two letters and six digits). A
   * placeholder: replace it before going live, like the email.
   */
  companyNumber: '00000000',
  /** VAT registration number, shown beside the company number only when set (e.g. 'GB123456789'). */
  vatNumber: null as string | null,
  address: {
    street: 'Unit 4, Kingsmead Road',
    locality: 'Woking',
    postcode: 'GU21 6XY',
    country: 'United Kingdom',
    countryCode: 'GB',
  },
} as const;

/**
 * The domain the firm's email comes from: the part of the enquiry address after its "@" (the
 * addr-spec's domain, RFC 5322 §3.4.1). The fraud warning tells readers to trust no other.
 */
export const emailDomain = site.email.slice(site.email.lastIndexOf('@') + 1);

/** The registered address as one line, e.g. for the footer. */
export const addressLine = [
  site.address.street,
  site.address.locality,
  site.address.postcode,
  site.address.country,
].join(', ');

/**
 * Builds a mailto: URL for the enquiry address (RFC 6068), with an optional subject.
 * @param subject plain text; percent-encoded here.
 */
export function mailto(subject?: string): string {
  return subject === undefined ? `mailto:${site.email}` : `mailto:${site.email}?subject=${encodeURIComponent(subject)}`;
}
