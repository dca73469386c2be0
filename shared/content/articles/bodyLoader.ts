import type { ArticleBody } from '../types.js';

type Loader = () => Promise<{ default: ArticleBody }>;

/*
 * One dynamic import per article so that esbuild gives each body its own chunk: a body is
 * fetched only when its article is shown, never in the first-load bundle of another page.
 */
const loaders: Record<string, Loader> = {
  'global-trends-offshore-company-formation': () =>
    import('./bodies/global-trends-offshore-company-formation.js'),
  'banking-for-high-risk-industries': () => import('./bodies/banking-for-high-risk-industries.js'),
  'future-of-crypto-licensing': () => import('./bodies/future-of-crypto-licensing.js'),
  'residency-by-investment': () => import('./bodies/residency-by-investment.js'),
  'asset-protection-family-offices-2025': () =>
    import('./bodies/asset-protection-family-offices-2025.js'),
  'corporate-structuring-cross-border': () =>
    import('./bodies/corporate-structuring-cross-border.js'),
  'choosing-right-jurisdiction-expansion': () =>
    import('./bodies/choosing-right-jurisdiction-expansion.js'),
  'aml-kyc-2025': () => import('./bodies/aml-kyc-2025.js'),
  'second-citizenship-overview': () => import('./bodies/second-citizenship-overview.js'),
  'banking-high-risk-industries': () => import('./bodies/banking-high-risk-industries.js'),
  'family-office-singapore-switzerland': () =>
    import('./bodies/family-office-singapore-switzerland.js'),
  'crypto-licensing-global': () => import('./bodies/crypto-licensing-global.js'),
};

const loaded = new Map<string, ArticleBody>();
const pending = new Map<string, Promise<ArticleBody>>();

/**
 * Loads an article body by slug, once; later calls share the same promise (React's `use`
 * needs a stable promise). Rejects for an unknown slug.
 */
export function loadArticleBody(id: string): Promise<ArticleBody> {
  let promise = pending.get(id);
  if (promise === undefined) {
    const loader = loaders[id];
    promise =
      loader === undefined
        ? Promise.reject(new Error(`no article body for ${id}`))
        : loader().then((m) => {
            loaded.set(id, m.default);
            return m.default;
          });
    pending.set(id, promise);
  }
  return promise;
}

/** The body if it has already loaded, for rendering without suspending; otherwise undefined. */
export function loadedArticleBody(id: string): ArticleBody | undefined {
  return loaded.get(id);
}

/** Slugs that have a body module. */
export const articleBodyIds: readonly string[] = Object.keys(loaders);

/** Source path of an article body module, as the build manifest names it. */
export function articleBodyModule(id: string): string {
  return `shared/content/articles/bodies/${id}.ts`;
}
