import { describe, expect, it } from 'vitest';
import { formatDate } from '../../shared/content/dates.js';

describe('formatDate', () => {
  it('prints the en-GB long date that Intl.DateTimeFormat prints, for every day of a leap year', () => {
    const intl = new Intl.DateTimeFormat('en-GB', { dateStyle: 'long', timeZone: 'UTC' });
    for (let day = Date.UTC(2024, 0, 1); day < Date.UTC(2025, 0, 1); day += 86_400_000) {
      const iso = new Date(day).toISOString().slice(0, 10);
      expect(formatDate(iso), iso).toBe(intl.format(new Date(day)));
    }
    expect(formatDate('2025-09-11')).toBe('11 September 2025');
  });

  it.each(['2025-9-11', '2025-13-01', '2025-00-10', '2025-09-32', '2025-02-29', '2025-09-00', '11 September 2025', ''])(
    'refuses %j',
    (iso) => {
      expect(() => formatDate(iso)).toThrow(RangeError);
    },
  );
});
