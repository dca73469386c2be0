const MONTHS = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
] as const;

/**
 * Whether `iso` is a real calendar date written YYYY-MM-DD: 2024-02-29 is, 2025-02-29 and
 * 2025-09-00 are not. The one definition used by the build's frontmatter check and by formatDate.
 * @param iso the text to check
 * @returns true when it names a day of the proleptic Gregorian calendar (UTC)
 */
export function isCalendarDate(iso: string): boolean {
  // Date.parse accepts 2025-02-30 and rolls it over into March: a real date comes back unchanged.
  const time = Date.parse(`${iso}T00:00:00Z`);
  return /^\d{4}-\d{2}-\d{2}$/.test(iso) && !Number.isNaN(time) && new Date(time).toISOString().startsWith(iso);
}

/**
 * Formats an ISO calendar date (YYYY-MM-DD) as printed on the site, "11 September 2025" (the
 * en-GB long date), the same on the server and in every browser. Written out rather than with
 * Intl.DateTimeFormat: constructing one loads ICU data, about 18 ms of a hydrating page's main
 * thread (70 ms on a phone-speed CPU) for a dozen dates.
 * @throws RangeError when `iso` is not a real calendar date written YYYY-MM-DD (isCalendarDate;
 *   frontmatter dates are checked at build)
 */
export function formatDate(iso: string): string {
  if (!isCalendarDate(iso)) throw new RangeError(`formatDate: "${iso}" is not a YYYY-MM-DD calendar date`);
  const [year, month, day] = iso.split('-') as [string, string, string];
  return `${Number(day)} ${MONTHS[Number(month) - 1]} ${year}`;
}
