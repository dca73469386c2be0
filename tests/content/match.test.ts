import { describe, expect, it } from 'vitest';
import { matchRoutes } from 'react-router-dom';
import { routes } from '../../shared/routes.js';
import { decodePath, matchRoute, matchView } from '../../shared/match.js';
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
    expect(keyQuery({ kind: 'list', category: 'all', page: 1 })).toBe('');
    expect(keyQuery({ kind: 'list', category: 'banking', page: 2 })).toBe('category=banking&page=2');
    expect(keyQuery({ kind: 'insights', category: 'legal' })).toBe('category=legal');
    expect(keyQuery({ kind: 'article', slug: 'x' })).toBe('');
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
