import type { SiteContextValue } from '../shared/siteContext.js';

/**
 * Reads the request-time values the server wrote on #root (data-origin, data-year), so the
 * first client render uses exactly what the server rendered (no year flip at midnight).
 */
export function readSiteContext(root: HTMLElement): SiteContextValue {
  return {
    origin: root.dataset.origin ?? window.location.origin,
    year: Number(root.dataset.year ?? new Date().getFullYear()),
  };
}
