import { describe, expect, it } from 'vitest';
import { matchRoutes } from 'react-router-dom';
import { routes } from '../../shared/routes.js';
import { canonicalOf, decodePath, matchRoute, matchUrl, matchView } from '../../shared/match.js';
import { localePath, splitLang } from '../../shared/i18n/locales.js';
import { encodeKey, keyQuery, parsePageNumber } from '../../shared/pageKey.js';
import { allPaths } from '../helpers/paths.js';

/*
 * The one matcher keeps React Router's rules for our route table (ranking, letter case,
 * trailing slashes, percent-decoding): its matchRoutes is the reference.
 */
const reactRouter = (pathname: string) => {
  const matches = matchRoutes(
    routes.map((route) => ({ path: route.path, route })),
    pathname,
  );
  const last = matches?.[matches.length - 1];
  return { route: last?.route.route, slug: last?.params.slug };
};

const paths = [
  ...allPaths,
  ...allPaths.map((p) => p.toUpperCase()),
  ...allPaths.map((p) => `${p}/`),
  ...allPaths.map((p) => `${p}//`),
  ...allPaths.map((p) => `/${p}`),
  ...allPaths.map((p) => p.replace(/[a-z]/u, (c) => `%${c.charCodeAt(0).toString(16)}`)),
  '/',
  '//',
  '///',
  '/nope',
  '/insights/a/b',
  '/insights/',
  '/insights//x',
  '/insights/x%2Fy',
  '/insights/%2F',
  '/Insights/Unknown-Slug',
  '/knowledge/x/',
  '/services/unknown',
  '/legal',
  '/legal/',
  '/\\evil.example',
  '/%5Cevil.example',
  '/%F0%9F%92%A9',
  '/-',
  '/insights/-',
  '/about%20',
  '/about.',
  '/./about',
];

describe('matchRoute follows React Router', () => {
  it.each(paths)('%s', (pathname) => {
    const ours = matchRoute(pathname);
    const theirs = reactRouter(pathname);
    expect(ours.route.path).toBe(theirs.route?.path);
    expect(ours.slug).toBe(theirs.slug);
  });
});

describe('page keys', () => {
  it('a URL gives one typed key, encoded as its page data file is named', () => {
    const cases: [string, string, string | null][] = [
      ['/', '', 'home'],
      ['/insights', 'category=banking', 'insights/banking'],
      ['/insights', 'category=nope', 'insights/all'],
      ['/insights/all-articles', '', 'list/all/1'],
      ['/knowledge/all-articles', '?category=legal&page=3', 'list/legal/3'],
      ['/insights/aml-kyc-2025', '', 'article/aml-kyc-2025'],
      ['/Knowledge/AML-KYC-2025', '', null],
      ['/services/banking-structuring', '', 'service/banking-structuring'],
      ['/legal/disclaimer', 'page=2', 'legal/disclaimer'],
      ['/search', 'q=golden%20visa&category=migration&page=2&x=1', 'search?q=golden+visa&category=migration&page=2'],
      ['/about', '', null],
      ['/nope', '', null],
    ];
    for (const [path, query, encoded] of cases) {
      const { key } = matchView(path, query);
      expect(key === null ? null : encodeKey(key), `${path}?${query}`).toBe(encoded);
    }
  });

  it('a value that names no page gives no key under its route (a 404 of that kind)', () => {
    for (const [path, query] of [
      ['/insights/all-articles', 'page=0'],
      ['/insights/all-articles', 'page=02'],
      ['/insights/all-articles', 'page=abc'],
      ['/insights/all-articles', 'page=10000'],
      ['/search', 'q=visa&page=-1'],
      ['/insights/-x_y', ''],
    ] as const) {
      const view = matchView(path, query);
      expect(view.route.pageData, path).toBeDefined();
      expect(view.key, `${path}?${query}`).toBeNull();
    }
  });

  it('one rule reads a page number for lists and search', () => {
    expect([null, '1', '9999', '10000', '0', '01', '+2', '2.0', ''].map(parsePageNumber)).toEqual([
      1,
      1,
      9999,
      null,
      null,
      null,
      null,
      null,
      null,
    ]);
    expect(matchView('/insights/all-articles', 'page=9999').key).toMatchObject({ page: 9999 });
    expect(matchView('/search', 'q=a&page=9999').key).toMatchObject({ search: { page: 9999 } });
  });

  it("a key's canonical query leaves out the first page and All", () => {
    expect(keyQuery({ lang: 'en', kind: 'list', category: 'all', page: 1 })).toBe('');
    expect(keyQuery({ lang: 'ar', kind: 'list', category: 'banking', page: 2 })).toBe('category=banking&page=2');
    expect(keyQuery({ lang: 'en', kind: 'insights', category: 'legal' })).toBe('category=legal');
    expect(keyQuery({ lang: 'zh-Hans', kind: 'article', slug: 'x' })).toBe('');
  });
});

describe('languages', () => {
  it('reads the language from the prefix, and matches the rest against the one route table', () => {
    const ar = matchUrl('/ar/insights/all-articles', 'category=banking&page=2');
    expect(ar).toMatchObject({ lang: 'ar', pathname: '/insights/all-articles' });
    expect(ar.key).toEqual({ lang: 'ar', kind: 'list', category: 'banking', page: 2 });
    expect(canonicalOf(ar)).toBe('/ar/insights/all-articles?category=banking&page=2');
    expect(matchUrl('/zh-hans', '')).toMatchObject({
      lang: 'zh-Hans',
      pathname: '/',
      key: { lang: 'zh-Hans', kind: 'home' },
    });
    expect(canonicalOf(matchUrl('/zh-hans', ''))).toBe('/zh-hans');
    expect(canonicalOf(matchUrl('/ar/knowledge/aml-kyc-2025', ''))).toBe('/ar/knowledge/aml-kyc-2025');
    expect(matchUrl('/about', '')).toMatchObject({ lang: 'en', pathname: '/about' });
  });

  it('takes an unknown prefix for an unknown path, and a prefix only as a whole segment', () => {
    expect(matchUrl('/fr/about', '').route.kind).toBe('not-found');
    expect(matchUrl('/arabic', '')).toMatchObject({ lang: 'en', route: { kind: 'not-found' } });
    expect(matchUrl('/AR/about', '')).toMatchObject({ lang: 'ar', pathname: '/about' });
  });

  it("names each language's page data file in its own folder, English at the top", () => {
    expect(encodeKey({ lang: 'en', kind: 'home' })).toBe('home');
    expect(encodeKey({ lang: 'ar', kind: 'article', slug: 'x' })).toBe('ar/article/x');
    expect(encodeKey({ lang: 'zh-Hans', kind: 'list', category: 'all', page: 2 })).toBe('zh-hans/list/all/2');
    expect(localePath('ar', '/')).toBe('/ar');
    expect(splitLang('/zh-hans/search')).toEqual({ lang: 'zh-Hans', path: '/search' });
  });
});

describe('decodePath', () => {
  it('decodes each segment, keeps an escaped slash escaped, and refuses malformed input', () => {
    expect(decodePath('/%61bout')).toBe('/about');
    expect(decodePath('/insights/x%2Fy')).toBe('/insights/x%2Fy');
    expect(decodePath('/%E2%82%AC')).toBe('/€');
    expect(decodePath('/%E2%82')).toBeNull();
    expect(decodePath('/%zz')).toBeNull();
  });
});
