import type { RenderContextValue } from '../shared/renderContext.js';

/** The render context the server wrote on #root (data-origin, data-year), so hydration sees the server's year. */
export function readRenderContext(root: HTMLElement): RenderContextValue {
  return {
    origin: root.dataset.origin ?? window.location.origin,
    year: Number(root.dataset.year ?? new Date().getFullYear()),
  };
}
