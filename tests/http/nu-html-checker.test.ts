import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import request from 'supertest';
import { execFile } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { basename, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { createRequire } from 'node:module';
import { testApp } from '../helpers/app.js';
import { allPaths, languagePaths } from '../helpers/paths.js';

/*
 * Every page the server sends must be valid HTML by the W3C Nu HTML Checker (vnu.jar, the
 * checker behind the W3C's online validator), which knows the ARIA-in-HTML rules html-validate does
 * not (for example, which elements may carry aria-expanded). The JVM is slow to start, so every
 * document is written to a temporary directory and checked in one run.
 */

/** The 404 documents: a path that names nothing, and unknown slugs under both article prefixes. */
const notFoundPaths = ['/no-such-page', '/insights/no-such-article', '/knowledge/no-such-article'];
/** A list page filtered by category (a stored variant of its own). */
const variantPaths = ['/insights?category=legal', '/insights/all-articles?category=banking'];
const paths = [...allPaths, ...notFoundPaths, ...variantPaths, ...languagePaths];

/** vnu.jar as the vnu-jar package ships it (its main export is the jar's path). */
const vnuJar = String(createRequire(import.meta.url)('vnu-jar') as string);
const java = process.env.JAVA ?? 'java';

interface VnuMessage {
  type: 'error' | 'info' | 'non-document-error';
  subType?: string;
  url?: string;
  message: string;
  lastLine?: number;
  firstColumn?: number;
  lastColumn?: number;
  extract?: string;
}

let dir: string;
/** File name → the path whose document it holds. */
const files = new Map<string, string>();
let messages: VnuMessage[] = [];

function fileName(path: string, index: number): string {
  const slug = path.replace(/[^a-z0-9]+/giu, '-').replace(/^-|-$/gu, '') || 'home';
  return `${String(index).padStart(2, '0')}-${slug}.html`;
}

/** Runs vnu.jar once over every file; it reports on stderr and exits 1 when it finds errors. */
function runChecker(paths: string[]): Promise<VnuMessage[]> {
  return new Promise((done, fail) => {
    execFile(
      java,
      ['-jar', vnuJar, '--format', 'json', '--errors-only', ...paths],
      { maxBuffer: 64 * 1024 * 1024 },
      (error, _stdout, stderr) => {
        if (error && error.code !== 1) {
          fail(new Error(`${java} -jar ${vnuJar} failed (${String(error.code)}): ${error.message}\n${stderr}`));
          return;
        }
        try {
          done((JSON.parse(stderr) as { messages: VnuMessage[] }).messages);
        } catch {
          fail(new Error(`the checker's output is not JSON:\n${stderr}`));
        }
      },
    );
  });
}

beforeAll(async () => {
  const app = await testApp();
  dir = await mkdtemp(join(tmpdir(), 'nu-html-'));
  for (const [index, path] of paths.entries()) {
    const res = await request(app).get(path);
    expect(res.status, path).toBe(notFoundPaths.includes(path) || path.endsWith('/no-such-page') ? 404 : 200);
    const name = fileName(path, index);
    await writeFile(join(dir, name), res.text);
    files.set(name, path);
  }
  messages = await runChecker([...files.keys()].map((name) => join(dir, name)));
}, 180_000);

afterAll(async () => {
  if (dir) await rm(dir, { recursive: true, force: true });
});

/** "/about (01-about.html) line 12:34: [error] message\n    extract", for a readable failure. */
function located(m: VnuMessage): string {
  const name = m.url ? basename(fileURLToPath(m.url)) : '(no file)';
  const where = m.lastLine ? ` line ${m.lastLine}:${m.firstColumn ?? m.lastColumn ?? 0}` : '';
  const extract = m.extract ? `\n    ${m.extract.replace(/\s+/gu, ' ').trim()}` : '';
  return `${files.get(name) ?? '?'} (${name})${where}: [${m.type}] ${m.message}${extract}`;
}

describe('server HTML passes the W3C Nu HTML Checker', () => {
  it(`checks ${paths.length} documents: every route, the 404s and filtered lists`, () => {
    expect(files.size).toBe(paths.length);
  });

  it('reports no errors', () => {
    const errors = messages.filter((m) => m.type === 'error' || m.type === 'non-document-error');
    expect(errors.map(located).join('\n')).toBe('');
  });
});
