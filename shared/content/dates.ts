const longDate = new Intl.DateTimeFormat('en-GB', { dateStyle: 'long', timeZone: 'UTC' });

/**
 * Formats an ISO date (YYYY-MM-DD) as printed on the site, "11 September 2025", in UTC so the
 * server and every browser print the same day.
 */
export function formatDate(iso: string): string {
  return longDate.format(new Date(`${iso}T00:00:00Z`));
}
