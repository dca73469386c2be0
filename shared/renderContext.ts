import { createContext, useContext } from 'react';

/**
 * What a render takes from the server besides the URL and the page data: values that must be
 * equal on both sides during hydration. Not the firm's identity, which is `site` (content/site.ts).
 */
export interface RenderContextValue {
  /** Configured public origin, no trailing slash, e.g. "https://www.example.com". */
  origin: string;
  /** Copyright year (Europe/London) as rendered by the server. */
  year: number;
}

export const RenderContext = createContext<RenderContextValue>({
  origin: 'http://localhost:3000',
  year: 2025,
});

/** Reads the render context (origin, year). */
export function useRenderContext(): RenderContextValue {
  return useContext(RenderContext);
}
