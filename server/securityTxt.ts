/** /.well-known/security.txt (RFC 9116): where to report a security problem in the site. */
import { site } from '../shared/content/site.js';
import { buildDate } from '../shared/content/generated/build.js';

/** The file's path (RFC 9116 §3: under /.well-known/, RFC 8615). */
export const SECURITY_TXT_PATH = '/.well-known/security.txt';

/** Days from the build's date to the file's expiry: under a year (RFC 9116 §2.5.5), renewed by each build. */
const EXPIRES_AFTER_DAYS = 364;

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * The expiry of a build's security.txt: an RFC 3339 date-time, midnight UTC EXPIRES_AFTER_DAYS after `date`.
 * @throws RangeError when `date` is not a date written YYYY-MM-DD
 */
function securityTxtExpires(date: string): string {
  const start = Date.parse(`${date}T00:00:00Z`);
  if (!/^\d{4}-\d{2}-\d{2}$/u.test(date) || Number.isNaN(start))
    throw new RangeError(`securityTxtExpires: "${date}" is not a YYYY-MM-DD date`);
  return new Date(start + EXPIRES_AFTER_DAYS * DAY_MS).toISOString();
}

/**
 * The file's text: Contact, Expires, Preferred-Languages and Canonical (RFC 9116 §2.5).
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
