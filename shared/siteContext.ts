import { createContext, useContext } from 'react';

/** Values that come from the server at request time and must be equal during hydration. */
export interface SiteContextValue {
  /** Configured public origin, no trailing slash, e.g. "https://www.example.com". */
  origin: string;
  /** Copyright year (Europe/London) as rendered by the server. */
  year: number;
}

export const SiteContext = createContext<SiteContextValue>({
  origin: 'http://localhost:3000',
  year: 2025,
});

/** Reads the request-time values (origin, year). */
export function useSite(): SiteContextValue {
  return useContext(SiteContext);
}
