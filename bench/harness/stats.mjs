/**
 * Summaries of repeated measurements. Each benchmark keeps the rule its reports have always
 * used: `percentile` (index floor(q·n), the median's rule), `summary` (nearest rank) or
 * `quantile` (linear interpolation).
 */

const ascending = (values) => [...values].sort((a, b) => a - b);

/**
 * The value at index floor(q × n) of the sorted values (0-based), the largest at most.
 * @param {number[]} values
 * @param {number} q a fraction, 0 to 1
 * @returns {number | undefined} undefined for no values
 */
export function percentile(values, q) {
  const sorted = ascending(values);
  return sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))];
}

/**
 * The middle value (the upper one of an even count).
 * @param {number[]} values
 * @returns {number | undefined} undefined for no values
 */
export const median = (values) => percentile(values, 0.5);

/**
 * The q-quantile by the nearest-rank method: the ceil(q × n)-th smallest value.
 * @param {number[]} sorted values in ascending order
 * @param {number} q a fraction, 0 to 1
 * @returns {number | undefined}
 */
const nearestRank = (sorted, q) => sorted[Math.min(sorted.length - 1, Math.ceil(q * sorted.length) - 1)];

/**
 * Count, p50, p95, p99 and max of a list of times (nearest rank), in the times' unit.
 * @param {number[]} times
 * @returns {{ n: number, p50: number, p95: number, p99: number, max: number }}
 */
export function summary(times) {
  const sorted = ascending(times);
  return {
    n: sorted.length,
    p50: nearestRank(sorted, 0.5),
    p95: nearestRank(sorted, 0.95),
    p99: nearestRank(sorted, 0.99),
    max: sorted.at(-1),
  };
}

/**
 * The q-quantile of values, interpolated linearly between the nearest ranks (R's and numpy's default).
 * @param {number[]} values
 * @param {number} q a fraction, 0 to 1
 * @returns {number}
 */
export function quantile(values, q) {
  const sorted = ascending(values);
  const at = (sorted.length - 1) * q;
  const below = Math.floor(at);
  return sorted[below] + (sorted[Math.min(below + 1, sorted.length - 1)] - sorted[below]) * (at - below);
}

/**
 * The arithmetic mean (0 for no values).
 * @param {number[]} values
 * @returns {number}
 */
export const mean = (values) => values.reduce((a, b) => a + b, 0) / Math.max(values.length, 1);
