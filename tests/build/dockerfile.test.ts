/**
 * Static checks of the Dockerfile and .dockerignore. tests/container/image.test.ts builds the
 * image for real and runs it; these catch a wrong pin or a loosened runtime stage in milliseconds.
 */
import { describe, expect, it } from 'vitest';
import { readFileSync } from 'node:fs';

const dockerfile = readFileSync('Dockerfile', 'utf8');
/** Instructions, one per line: continuation lines joined, comments and blank lines dropped. */
const instructions = dockerfile
  .replace(/\\\n\s*/gu, ' ')
  .split('\n')
  .map((l) => l.trim())
  .filter((l) => l !== '' && !l.startsWith('#'));
const stages = instructions.reduce<string[][]>((all, line) => {
  if (line.startsWith('FROM ')) all.push([]);
  all.at(-1)?.push(line);
  return all;
}, []);
const runtime = stages.at(-1) ?? [];
const pkg = JSON.parse(readFileSync('package.json', 'utf8')) as {
  engines: { node: string };
  devDependencies: Record<string, string>;
  scripts: Record<string, string>;
};

/** The JSON array of an exec-form CMD, either the image's own or the HEALTHCHECK's. */
function execForm(instruction: 'CMD' | 'HEALTHCHECK'): string[] {
  const match = runtime.find((l) => l.startsWith(`${instruction} `))?.match(/\bCMD\s+(\[.*\])\s*$/u);
  if (match === undefined || match === null) throw new Error(`no exec-form ${instruction}`);
  return JSON.parse(match[1]!) as string[];
}

describe('Dockerfile', () => {
  it("pins Node with a NODE_VERSION build arg whose default is package.json's devDependencies.node", () => {
    const arg = instructions.find((l) => l.startsWith('ARG NODE_VERSION'));
    expect(instructions.indexOf(arg!)).toBe(0);
    const version = arg?.match(/^ARG NODE_VERSION=(\d+\.\d+\.\d+)$/u)?.[1];
    expect(version).toBe(pkg.devDependencies.node);
    // engines.node ("24.x") names the major the pin must be in.
    expect(pkg.engines.node).toMatch(/^\d+\.x$/u);
    expect(version?.split('.')[0]).toBe(pkg.engines.node.split('.')[0]);
  });

  it('is multi-stage, both stages on node:${NODE_VERSION}-bookworm-slim', () => {
    const froms = instructions.filter((l) => l.startsWith('FROM '));
    expect(froms).toEqual([
      'FROM node:${NODE_VERSION}-bookworm-slim AS build',
      'FROM node:${NODE_VERSION}-bookworm-slim AS runtime',
    ]);
  });

  it('gives the runtime stage package.json and the build output less what the server never reads, and installs nothing', () => {
    expect(runtime).toContain('ENV NODE_ENV=production');
    // dist/server/index.js bundles every dependency (builder/bundles.mjs): no npm in the runtime stage.
    expect(runtime.filter((l) => l.startsWith('RUN '))).toEqual([]);
    expect(runtime.filter((l) => l.startsWith('COPY ') || l.startsWith('ADD '))).toEqual([
      'COPY package.json ./',
      'COPY --from=build /app/dist ./dist',
    ]);
    // What the build writes for tests and reports only is removed in the build stage, after the build.
    const build = stages[0] ?? [];
    const cleanup = build.find((l) => l.startsWith('RUN node build.mjs'));
    for (const file of ['dist/metafile.json', 'dist/build-report.json', 'dist/server/*.map'])
      expect(cleanup?.split('&&').at(-1)).toContain(file);
  });

  it('runs as the node user, with an exec-form CMD equal to `npm start` and a curl-free HEALTHCHECK', () => {
    expect(runtime).toContain('USER node');
    expect(runtime).toContain('EXPOSE 3000');
    // The young generation is capped as `npm start` caps it (docs/decisions/011-young-generation.md),
    // and glibc's malloc set as `npm start` sets it (docs/decisions/026-memory-at-1000-articles.md).
    expect(execForm('CMD')).toEqual(['node', '--max-semi-space-size=4', 'dist/server/index.js']);
    const malloc = runtime.find((l) => l.startsWith('ENV MALLOC_'))?.slice('ENV '.length);
    expect(malloc).toBe('MALLOC_ARENA_MAX=2');
    expect(pkg.scripts.start).toBe(`${malloc} ${execForm('CMD').join(' ')}`);
    const health = execForm('HEALTHCHECK');
    expect(health[0]).toBe('node');
    expect(health.join(' ')).toContain('/healthz');
    expect(health.join(' ')).not.toContain('curl');
  });

  it('has a .dockerignore that keeps installs, output, history, caches and tests out of the context', () => {
    const ignore = readFileSync('.dockerignore', 'utf8').split('\n');
    for (const entry of ['node_modules', 'dist', '.git', '.cache', 'tests', 'bench']) expect(ignore).toContain(entry);
  });
});
