import { readFileSync, readdirSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startServer, type RunningServer } from '../helpers/server.js';

/*
 * The server as `npm start` (and the image) starts it holds glibc's malloc to two arenas
 * (docs/decisions/026-memory-at-1000-articles.md): the threads that compress pages (libuv's
 * pool), V8's helper threads and the search worker share one besides the main thread's, rather
 * than each keeping an arena of its own whose freed memory no other thread reuses.
 */

const pkg = JSON.parse(readFileSync('package.json', 'utf8')) as { scripts: { start: string } };
const words = pkg.scripts.start.split(' ');
/** The environment `npm start` sets before `node` (NAME=value words). */
const startEnv = Object.fromEntries(
  words.slice(0, words.indexOf('node')).map((w) => [w.slice(0, w.indexOf('=')), w.slice(w.indexOf('=') + 1)]),
);

const ARENA = 64n * 1024n * 1024n;

/**
 * glibc heaps of thread arenas in a process: on 64-bit Linux each is a read-write anonymous
 * mapping that starts on a 64 MiB boundary (HEAP_MAX_SIZE) and, with the reserved (---p)
 * mapping right after it, spans 64 MiB. The main thread's arena is [heap], not counted.
 */
function threadArenas(pid: number): number {
  const regions = readFileSync(`/proc/${pid}/maps`, 'utf8')
    .split('\n')
    .map((line) => /^([0-9a-f]+)-([0-9a-f]+) (\S+) \S+ \S+ (\d+)\s*(.*)$/u.exec(line))
    .filter((m) => m !== null)
    .map(([, from, to, perms, inode, path]) => ({
      from: BigInt(`0x${from}`),
      to: BigInt(`0x${to}`),
      perms: perms!,
      anonymous: inode === '0' && path === '',
    }));
  return regions.filter((region, i) => {
    const next = regions[i + 1];
    const end = next?.anonymous && next.perms.startsWith('---') && next.from === region.to ? next.to : region.to;
    return (
      region.anonymous && region.perms.startsWith('rw') && region.from % ARENA === 0n && end - region.from === ARENA
    );
  }).length;
}

let server: RunningServer;
beforeAll(async () => {
  server = await startServer({ ...startEnv, LOG_LEVEL: 'warn' });
  // Every page of the sitemap, four at a time, in brotli and gzip (compressed on libuv's pool),
  // and searches (the worker thread): each of those threads allocates.
  const sitemap = await (await fetch(`${server.url}/sitemap.xml`)).text();
  const paths = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/gu)].map(
    (m) => new URL(m[1]!.replaceAll('&amp;', '&')).pathname,
  );
  paths.push('/search?q=advice', '/api/search?q=tax', '/search?q=regulation', '/api/search?q=mergers');
  let next = 0;
  await Promise.all(
    Array.from({ length: 4 }, async () => {
      while (next < paths.length) {
        const path = paths[next++]!;
        for (const coding of ['br', 'gzip']) {
          const res = await fetch(`${server.url}${path}`, { headers: { 'accept-encoding': coding } });
          await res.arrayBuffer();
          expect(res.status, path).toBe(200);
        }
      }
    }),
  );
});
afterAll(async () => {
  await server?.stop();
});

describe('memory allocator', () => {
  it('npm start limits glibc to two malloc arenas, which every thread of the server shares', () => {
    expect(startEnv).toMatchObject({ MALLOC_ARENA_MAX: '2' });
    const pid = server.process.pid!;
    // Many threads allocate (main, libuv's pool, V8's helpers, the search worker and its helpers)...
    expect(readdirSync(`/proc/${pid}/task`).length).toBeGreaterThan(8);
    // ...in the main arena and one other, not one arena per thread.
    expect(threadArenas(pid)).toBeLessThanOrEqual(1);
  });
});
