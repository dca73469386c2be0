import { describe, expect, it } from 'vitest';
import { formatCount } from '../../shared/i18n/format.js';
import { langs, locales } from '../../shared/i18n/locales.js';

const counts = [
  ...Array.from({ length: 2_001 }, (_, i) => i),
  9_999,
  10_000,
  12_345,
  99_999,
  100_000,
  999_999,
  1_000_000,
  1_234_567,
  1_000_000_000,
  Number.MAX_SAFE_INTEGER,
];

describe('formatCount', () => {
  it.each(langs)("prints every count as Intl.NumberFormat does in %s's locale", (lang) => {
    const { intl } = locales[lang];
    const expected = new Intl.NumberFormat(intl);
    for (const n of counts) expect(formatCount(n, intl), `${n}`).toBe(expected.format(n));
  });

  it.each([-1, -1_234, 1.5, 1_234.25, Number.MAX_SAFE_INTEGER + 2, Number.NaN, Number.POSITIVE_INFINITY])(
    'leaves %d to Intl.NumberFormat',
    (n) => {
      expect(formatCount(n, locales.ar.intl)).toBe(new Intl.NumberFormat(locales.ar.intl).format(n));
    },
  );
});
