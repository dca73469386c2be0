import type { RenderContextValue } from '../shared/renderContext.js';

/**
 * Reads the render context the server wrote on #root (data-origin, data-year), so the
 * first client render uses exactly what the server rendered (no year flip at midnight).
 */
export function readRenderContext(root: HTMLElement): RenderContextValue {
  return {
    origin: root.dataset.origin ?? window.location.origin,
    year: Number(root.dataset.year ?? new Date().getFullYear()),
  };
}
