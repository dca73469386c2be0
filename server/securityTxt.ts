/**
 * /.well-known/security.txt (RFC 9116): where to report a security problem in the site. Every
 * field comes from configuration or the build: the contact from the identity constants, the
 * expiry from the build's date, the canonical URL from the public origin.
 */
import { site } from '../shared/content/site.js';
import { buildDate } from '../shared/content/generated/build.js';

/** The file's path (RFC 9116 §3: under /.well-known/, RFC 8615). */
export const SECURITY_TXT_PATH = '/.well-known/security.txt';

/**
 * Days from the build's date to the file's expiry: RFC 9116 §2.5.5 recommends less than a
 * year, so that a file nobody renews stops being trusted; each build renews it.
 */
const EXPIRES_AFTER_DAYS = 364;

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * The expiry of a build's security.txt: midnight UTC, EXPIRES_AFTER_DAYS after its date.
 * @param date the build's date, YYYY-MM-DD
 * @returns an RFC 3339 date-time in UTC, e.g. "2027-11-26T00:00:00.000Z"
 * @throws RangeError when `date` is not a date written YYYY-MM-DD
 */
function securityTxtExpires(date: string): string {
  const start = Date.parse(`${date}T00:00:00Z`);
  if (!/^\d{4}-\d{2}-\d{2}$/u.test(date) || Number.isNaN(start))
    throw new RangeError(`securityTxtExpires: "${date}" is not a YYYY-MM-DD date`);
  return new Date(start + EXPIRES_AFTER_DAYS * DAY_MS).toISOString();
}

/**
 * The file's text: Contact (the enquiry address as a mailto: URI), Expires, Preferred-Languages
 * and Canonical, one field a line (RFC 9116 §2.5).
 * @param origin public origin without a trailing slash
 * @param date the build's date, YYYY-MM-DD (by default this build's)
 */
export function securityTxt(origin: string, date: string = buildDate): string {
  return [
    `# To report a security problem in the ${site.name} website, write to the Contact below.`,
    `Contact: mailto:${site.email}`,
    `Expires: ${securityTxtExpires(date)}`,
    'Preferred-Languages: en',
    `Canonical: ${origin}${SECURITY_TXT_PATH}`,
    '',
  ].join('\n');
}
