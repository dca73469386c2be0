import { createContext, useContext } from 'react';

/** Values a render takes from the server that must match in hydration. */
export interface RenderContextValue {
  /** Configured public origin, no trailing slash, e.g. "https://www.example.com". */
  origin: string;
  /** The footer's year (Europe/London). */
  year: number;
}

export const RenderContext = createContext<RenderContextValue>({ origin: 'http://localhost:3000', year: 2025 });

export const useRenderContext = (): RenderContextValue => useContext(RenderContext);
