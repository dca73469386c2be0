import { cpSync, mkdtempSync, symlinkSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';

/** What a build reads: a copy of these builds a site apart from the project's own. */
const SOURCES = [
  'builder',
  'client',
  'server',
  'shared',
  'searchIndex',
  'public',
  'build.mjs',
  'package.json',
  'tsconfig.json',
];

/**
 * Copies the project's sources (without the generated modules, which its build writes) into
 * `root`, and links the project's node_modules there.
 * @param root the copy's folder; a new temporary one when omitted
 * @returns the copy's root, ready for edits and `node build.mjs`
 */
export function copySite(root = mkdtempSync(join(tmpdir(), 'site-copy-'))): string {
  for (const entry of SOURCES)
    cpSync(entry, join(root, entry), { recursive: true, filter: (src) => !src.includes('content/generated') });
  symlinkSync(resolve('node_modules'), join(root, 'node_modules'), 'dir');
  return root;
}
