import { lazy, type ComponentType } from 'react';
import { reloadOnceOnFailure } from './versionSkew.js';

/** A page component that can be loaded ahead of rendering. */
export interface LazyPage {
  /** Source path of the page module relative to the project root, as the build manifest names it. */
  module: string;
  /** Renders the page; suspends only if it has not been preloaded. */
  Component: ComponentType;
  /** Loads the page's module once; resolves when Component can render without suspending. */
  preload(): Promise<void>;
}

/**
 * Wraps a page's dynamic import so that esbuild splits it into its own chunk, the server can
 * load every page before listening, and the client can load the current page before
 * hydrateRoot (so hydration never meets a suspended boundary and never mismatches).
 * Client navigation to a page not yet loaded suspends inside a transition, which keeps the
 * previous page on screen until the chunk arrives; a chunk that fails to load (another
 * version's replica answered) reloads the target URL once (versionSkew.ts).
 */
export function lazyPage(module: string, load: () => Promise<{ default: ComponentType }>): LazyPage {
  let loaded: ComponentType | undefined;
  let pending: Promise<void> | undefined;
  const preload = (): Promise<void> =>
    (pending ??= reloadOnceOnFailure(load()).then(
      (m) => {
        loaded = m.default;
      },
      (error: unknown) => {
        pending = undefined; // a later navigation may try again
        throw error;
      },
    ));
  const Suspending = lazy(async () => {
    await preload();
    return { default: loaded as ComponentType };
  });
  function Component() {
    const Loaded = loaded;
    return Loaded === undefined ? <Suspending /> : <Loaded />;
  }
  return { module, Component, preload };
}
