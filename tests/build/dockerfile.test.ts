import { describe, expect, it } from 'vitest';
import { execFileSync, spawn } from 'node:child_process';
import { cpSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { once } from 'node:events';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { freePort } from '../helpers/server.js';
import { readManifest } from '../../server/manifest.js';

const dockerfile = readFileSync('Dockerfile', 'utf8');
const lines = dockerfile.split('\n').map((l) => l.trim());

/** The JSON array of an exec-form CMD, either the image's own or the HEALTHCHECK's. */
function execForm(instruction: 'CMD' | 'HEALTHCHECK'): string[] {
  const joined = dockerfile.replace(/\\\n\s*/gu, ' ');
  const line = joined.split('\n').find((l) => l.startsWith(`${instruction} `));
  const match = line?.match(/\bCMD\s+(\[.*\])\s*$/u);
  if (match === undefined || match === null) throw new Error(`no exec-form ${instruction}`);
  return JSON.parse(match[1]!) as string[];
}

describe('Dockerfile', () => {
  it('is multi-stage on an exactly pinned Node 24 slim image', () => {
    const froms = lines.filter((l) => l.startsWith('FROM '));
    expect(froms).toHaveLength(2);
    for (const from of froms) expect(from).toMatch(/^FROM node:24\.\d+\.\d+-\w+-slim\b/u);
  });

  it('runs production-only, as the node user, with an exec-form CMD and a curl-free HEALTHCHECK', () => {
    const runtime = dockerfile.slice(dockerfile.lastIndexOf('FROM '));
    expect(runtime).toContain('ENV NODE_ENV=production');
    expect(runtime).toContain('npm ci --omit=dev');
    expect(runtime).toMatch(/^USER node$/mu);
    expect(runtime).toMatch(/^EXPOSE 3000$/mu);
    // The young generation is capped as `npm start` caps it (docs/decisions/011-young-generation.md).
    expect(execForm('CMD')).toEqual(['node', '--max-semi-space-size=4', 'dist/server/index.js']);
    const { scripts } = JSON.parse(readFileSync('package.json', 'utf8')) as { scripts: Record<string, string> };
    expect(scripts.start).toBe(execForm('CMD').join(' '));
    const health = execForm('HEALTHCHECK');
    expect(health[0]).toBe('node');
    expect(health.join(' ')).not.toContain('curl');
  });

  it('has a .dockerignore that keeps node_modules, dist and .git out of the context', () => {
    const ignore = readFileSync('.dockerignore', 'utf8').split('\n');
    for (const entry of ['node_modules', 'dist', '.git']) expect(ignore).toContain(entry);
  });

  it('replays its production path outside Docker: clean copy, npm ci, build, production-only install, CMD', async () => {
    const work = mkdtempSync(join(tmpdir(), 'docker-replay-'));
    const build = join(work, 'build');
    const runtime = join(work, 'runtime');
    try {
      // Build stage: the tracked sources (what COPY . . sends, less .dockerignore), npm ci, build.
      const files = execFileSync('git', ['ls-files', '-z'], { encoding: 'utf8' }).split('\0').filter(Boolean);
      const ignored = readFileSync('.dockerignore', 'utf8').split('\n').filter(Boolean);
      for (const file of files) {
        if (ignored.some((pattern) => file === pattern || file.startsWith(`${pattern}/`))) continue;
        cpSync(file, join(build, file), { recursive: true });
      }
      execFileSync('npm', ['ci', '--no-audit', '--no-fund'], { cwd: build, stdio: 'ignore' });
      execFileSync(process.execPath, ['build.mjs'], { cwd: build, stdio: 'ignore' });

      // Runtime stage: manifests, production-only install, then only dist/ from the build stage.
      for (const file of ['package.json', 'package-lock.json']) cpSync(join(build, file), join(runtime, file));
      execFileSync('npm', ['ci', '--omit=dev', '--no-audit', '--no-fund'], { cwd: runtime, stdio: 'ignore' });
      cpSync(join(build, 'dist'), join(runtime, 'dist'), { recursive: true });
      expect(() => readFileSync(join(runtime, 'node_modules/vitest/package.json'))).toThrow();

      const [command, ...args] = execForm('CMD');
      expect(command).toBe('node');
      const port = await freePort();
      const child = spawn(process.execPath, args, {
        cwd: runtime,
        env: {
          PATH: process.env.PATH,
          NODE_ENV: 'production',
          PORT: String(port),
          HOST: '127.0.0.1',
          LOG_LEVEL: 'warn',
        },
        stdio: ['ignore', 'ignore', 'pipe'],
      });
      let stderr = '';
      child.stderr.on('data', (c: Buffer) => (stderr += c.toString()));
      try {
        const base = `http://127.0.0.1:${port}`;
        for (let i = 0; ; i++) {
          try {
            if ((await fetch(`${base}/healthz`)).ok) break;
          } catch {
            if (i > 100 || child.exitCode !== null) throw new Error(`runtime did not start: ${stderr}`);
            await new Promise((r) => setTimeout(r, 100));
          }
        }
        for (const path of ['/', '/about', '/insights/aml-kyc-2025', '/sitemap.xml', '/favicon.svg']) {
          expect((await fetch(`${base}${path}`)).status, path).toBe(200);
        }
        expect((await fetch(`${base}/no-such-page`)).status).toBe(404);
        const manifest = readManifest(join(runtime, 'dist'));
        expect((await fetch(`${base}${manifest.entry.file}`)).status).toBe(200);

        // The HEALTHCHECK command itself, as Docker would run it.
        const health = execForm('HEALTHCHECK');
        execFileSync(process.execPath, health.slice(1), { env: { PATH: process.env.PATH, PORT: String(port) } });
      } finally {
        child.kill('SIGTERM');
        const [code] = (await once(child, 'exit')) as [number | null];
        expect(code).toBe(0);
      }
    } finally {
      rmSync(work, { recursive: true, force: true });
    }
  }, 300_000);
});
