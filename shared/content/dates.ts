import { locales, type Lang } from '../i18n/locales.js';

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

const longDates = new Map<Lang, Intl.DateTimeFormat>();

/**
 * Formats an ISO calendar date (YYYY-MM-DD) as printed on the site in `lang`, the same on the
 * server and in every browser: English "11 September 2025" (the en-GB long date), written out
 * rather than with Intl.DateTimeFormat, since constructing one loads ICU data, about 18 ms of a
 * hydrating page's main thread (70 ms on a phone-speed CPU); other languages by Intl's long date
 * for their locale ("11 سبتمبر 2025" with digits 0-9, "2025年9月11日").
 * @throws RangeError when `iso` is not a real calendar date written YYYY-MM-DD (isCalendarDate;
 *   frontmatter dates are checked at build)
 */
export function formatDate(iso: string, lang: Lang = 'en'): string {
  if (!isCalendarDate(iso)) throw new RangeError(`formatDate: "${iso}" is not a YYYY-MM-DD calendar date`);
  const [year, month, day] = iso.split('-') as [string, string, string];
  if (lang === 'en') return `${Number(day)} ${MONTHS[Number(month) - 1]} ${year}`;
  let format = longDates.get(lang);
  if (format === undefined) {
    format = new Intl.DateTimeFormat(locales[lang].intl, { dateStyle: 'long', timeZone: 'UTC' });
    longDates.set(lang, format);
  }
  return format.format(new Date(`${iso}T00:00:00Z`));
}
