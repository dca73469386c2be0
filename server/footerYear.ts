/** The year in the firm's home time zone (Europe/London). */
const yearFormat = new Intl.DateTimeFormat('en-GB', { year: 'numeric', timeZone: 'Europe/London' });

/**
 * A clock of the footer's year, read at most once a second.
 * @param onChange called when the year changes: every rendered page shows it, so the page caches must be emptied
 * @returns a function giving the current year, e.g. 2026
 */
export function footerYearClock(onChange: () => void): () => number {
  let year = 0;
  let until = 0;
  return () => {
    const now = Date.now();
    if (now >= until) {
      const current = Number(yearFormat.format(now));
      if (current !== year) onChange();
      [year, until] = [current, now + 1000];
    }
    return year;
  };
}
