const yearFormat = new Intl.DateTimeFormat('en-GB', { year: 'numeric', timeZone: 'Europe/London' });

/**
 * The current calendar year in the firm's home time zone (Europe/London), for the footer.
 * @param now defaults to the current time
 */
export function currentYear(now: Date = new Date()): number {
  return Number(yearFormat.format(now));
}
