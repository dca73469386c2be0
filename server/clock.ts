const yearFormat = new Intl.DateTimeFormat('en-GB', { year: 'numeric', timeZone: 'Europe/London' });

/**
 * The current calendar year in the firm's home time zone (Europe/London), for the footer.
 * @param now defaults to the current time
 */
export function currentYear(now: Date = new Date()): number {
  return Number(yearFormat.format(now));
}

let memo = { until: 0, year: 0 };

/**
 * currentYear() for the current time, recomputed at most once a second (it is read on every
 * page request to key the render cache).
 */
export function currentYearCached(): number {
  const now = Date.now();
  if (now >= memo.until) memo = { until: now + 1000, year: currentYear(new Date(now)) };
  return memo.year;
}
