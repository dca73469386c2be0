import { describe, expect, it } from 'vitest';
import { existsSync, readFileSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { routeModules } from '../../shared/routes.js';

/*
 * A page ships exactly the catalogue namespaces it names beside its chunk loader
 * (its route module, shared/routes/): every namespace a module it renders reads with useMessages, through
 * static imports, lazily loaded components and page modules rendered by name alike, and no other. `common` is the chrome's,
 * read around every page.
 */

const ROOT = process.cwd();

/** A relative import's source file: the `.js` the code names is a `.ts` or `.tsx` on disk. */
function resolveImport(from: string, specifier: string): string | undefined {
  const base = join(dirname(from), specifier).replace(/\.js$/u, '');
  return ['.tsx', '.ts'].map((ext) => base + ext).find((file) => existsSync(file));
}

/**
 * The namespaces read with useMessages by `file` and every module it imports, statically or with import(), or renders
 * by name (`<ModulePage module="shared/pages/NotFound.tsx" />`).
 */
function namespacesReadFrom(file: string, seen = new Set<string>(), found = new Set<string>()): Set<string> {
  if (seen.has(file)) return found;
  seen.add(file);
  const source = readFileSync(file, 'utf8');
  for (const [, ns] of source.matchAll(/useMessages\(\s*'([^']+)'\s*\)/gu)) found.add(ns!);
  for (const [, specifier] of source.matchAll(/(?:from\s+|import\(\s*)'(\.{1,2}\/[^']+)'/gu)) {
    const target = resolveImport(file, specifier!);
    // Generated modules hold data, never a component; the route table imports every page, to be loaded on a
    // navigation, not rendered by the page that reads the table.
    const name = target === undefined ? '' : relative(ROOT, target);
    if (
      target !== undefined &&
      !name.startsWith('shared/content/generated/') &&
      !/^shared\/routes(?:\.ts|\/)/u.test(name)
    )
      namespacesReadFrom(target, seen, found);
  }
  for (const [, module] of source.matchAll(/module="(shared\/pages\/[^"]+)"/gu))
    namespacesReadFrom(join(ROOT, module!), seen, found);
  return found;
}

describe('each page names exactly the namespaces its components read', () => {
  it.each(routeModules.map((route) => [route.page, route] as const))('%s', (module, route) => {
    const read = namespacesReadFrom(join(ROOT, module));
    read.add('common');
    const named = route.namespaces;
    expect(named[0]).toBe('common');
    expect([...named].sort()).toEqual([...read].sort());
  });

  it('finds a namespace read only by a lazily loaded component (the search box’s instant results)', () => {
    expect(namespacesReadFrom(join(ROOT, 'shared/components/SearchForm.tsx'))).toContain('search');
  });
});
