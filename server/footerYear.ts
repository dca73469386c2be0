/** The year in the firm's home time zone (Europe/London). */
const yearFormat = new Intl.DateTimeFormat('en-GB', { year: 'numeric', timeZone: 'Europe/London' });

/**
 * A clock of the footer's year, formatted at most once a second. A request reads it once, at the pipeline's
 * held-responses step (server/cached.ts), and what renders for it is given that year (server/render.tsx).
 * @param onChange called when the year changes: every rendered page shows it, so the page caches must be emptied
 * @returns a function giving the year at `now` (default: this moment), e.g. 2026
 */
export function footerYearClock(onChange: () => void): (now?: number) => number {
  let year = 0;
  let until = 0;
  return (now = Date.now()) => {
    if (now >= until) {
      const current = Number(yearFormat.format(now));
      if (current !== year) onChange();
      [year, until] = [current, now + 1000];
    }
    return year;
  };
}
