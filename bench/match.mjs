/**
 * Route matching, per call: React Router's `matchRoutes` over the route table (as <Routes>
 * builds it) against shared/match.ts `matchRoute`, the compiled matcher, on ordinary and
 * unknown paths. Prints microseconds per call (median of 7 rounds) and checks both agree.
 * Usage: node bench/match.mjs [--node=PATH is not needed: it runs on the node that starts it]
 */
import { tsImport } from 'tsx/esm/api';
import { matchRoutes } from 'react-router';
import { median } from './harness/stats.mjs';

const { routes } = await tsImport('../shared/routes.ts', import.meta.url);
const { matchRoute } = await tsImport('../shared/match.ts', import.meta.url);

const table = routes.map((r) => ({ path: r.path }));
const paths = [
  '/',
  '/about',
  '/services/asset-protection',
  '/insights/all-articles',
  '/insights/aml-kyc-2025',
  '/knowledge/second-citizenship-overview',
  '/legal/privacy-policy',
  '/no-such-page',
  '/insights/a/b',
  '/Insights/All-Articles/',
];

for (const path of paths) {
  const theirs = matchRoutes(table, path)?.at(-1)?.route.path ?? null;
  const ours = matchRoute(path).route.path;
  if (theirs !== ours) throw new Error(`${path}: matchRoutes ${theirs}, matchRoute ${ours}`);
}

/** Median microseconds per call of fn over the paths. */
function time(fn) {
  const rounds = [];
  for (let round = 0; round < 7; round += 1) {
    const n = 2_000;
    const start = process.hrtime.bigint();
    for (let i = 0; i < n; i += 1) fn(paths[i % paths.length]);
    rounds.push(Number(process.hrtime.bigint() - start) / 1_000 / n);
  }
  return median(rounds);
}

const rr = time((p) => matchRoutes(table, p));
const ours = time((p) => matchRoute(p));
console.log(`Node ${process.version}, ${routes.length} routes, ${paths.length} paths`);
console.log(`matchRoutes (react-router): ${rr.toFixed(2)} µs per call`);
console.log(`matchRoute (compiled matcher):  ${ours.toFixed(2)} µs per call`);
