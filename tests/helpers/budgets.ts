/** Size budgets (gzip bytes) for what a first visit downloads, at any number of articles. */
export const BUDGETS = { firstLoadJs: 95 * 1024, css: 20 * 1024 } as const;
