/**
 * Identity constants of the firm: the one place that names it, its address and its enquiry
 * email. Replace the `.example` address here (and only here) before going live.
 */
export const site = {
  name: 'Aldermere Advisory',
  legalName: 'Aldermere Advisory Ltd',
  registration: 'registered in England and Wales',
  parent: 'Aldermere Group Holdings Ltd',
  headquarters: 'London',
  email: 'enquiries@aldermere.example',
  address: {
    street: 'Unit 4, Kingsmead Road',
    locality: 'Woking',
    postcode: 'GU21 6XY',
    country: 'United Kingdom',
    countryCode: 'GB',
  },
  /** `<title>` of every page that is not an article. */
  defaultTitle: 'Aldermere Advisory | International Advisory Services',
  /** Meta description of pages without their own. */
  description:
    'Aldermere Advisory is a London-headquartered international advisory firm: company formation, banking, licensing, residency, asset protection and corporate legal.',
} as const;

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
