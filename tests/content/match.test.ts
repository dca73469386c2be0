import { describe, expect, it } from 'vitest';
import { matchRoutes } from 'react-router-dom';
import { routes } from '../../shared/routes.js';
import { matchRoute } from '../../shared/resolve.js';
import { allPaths } from '../helpers/paths.js';

/*
 * matchRoute is a compiled copy of React Router's matching for our route table; the browser
 * renders whatever React Router matches, so the two must never disagree (a 404 document
 * chosen by the server must be the one the client hydrates).
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

describe('matchRoute agrees with React Router', () => {
  it.each(paths)('%s', (pathname) => {
    const ours = matchRoute(pathname);
    const theirs = reactRouter(pathname);
    expect(ours.route.path).toBe(theirs.route?.path);
    expect(ours.slug).toBe(theirs.slug);
  });
});
