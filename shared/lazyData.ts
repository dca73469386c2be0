import { reloadOnceOnFailure } from './versionSkew.js';

/** A family of data modules (article bodies, service details) loaded on demand by id. */
export interface LazyData<T> {
  /** Ids that have a module. */
  ids: readonly string[];
  /** Loads a module once; later calls share the promise (React's `use` needs a stable one). Rejects for an unknown id. */
  load(id: string): Promise<T>;
  /** The data if already loaded, for rendering without suspending; otherwise undefined. */
  loaded(id: string): T | undefined;
  /** Source path of the id's module relative to the project root, as the build manifest names it. */
  module(id: string): string;
}

/**
 * Wraps one dynamic import per id, so that esbuild gives each module its own chunk: the data
 * is fetched only for the page that shows it, never in another page's first load. The server
 * loads everything before listening; the client loads the current page's data before
 * hydrateRoot.
 * @param folder source folder of the modules, e.g. "shared/content/articles/bodies"
 * @param loaders id -> `() => import('./<folder>/<id>.js')`
 */
export function lazyData<T>(folder: string, loaders: Record<string, () => Promise<{ default: T }>>): LazyData<T> {
  const loaded = new Map<string, T>();
  const pending = new Map<string, Promise<T>>();
  return {
    ids: Object.keys(loaders),
    load(id) {
      let promise = pending.get(id);
      if (promise === undefined) {
        const loader = loaders[id];
        if (loader === undefined) return Promise.reject(new Error(`no module for ${id} in ${folder}`));
        promise = reloadOnceOnFailure(loader()).then((m) => {
          loaded.set(id, m.default);
          return m.default;
        });
        pending.set(id, promise);
      }
      return promise;
    },
    loaded: (id) => loaded.get(id),
    module: (id) => `${folder}/${id}.ts`,
  };
}
