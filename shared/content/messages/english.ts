/**
 * The English catalogue compiled when it is imported, for what runs in Node alone and must not
 * wait for the build's compiled modules (the build's own steps, the 500 page): never imported by
 * a browser bundle, which loads the precompiled modules (shared/i18n/messages.ts).
 */
import MessageFormat from '@messageformat/core';
import type { Messages } from '../generated/messages/types.js';
import en from './en.json' with { type: 'json' };

type Tree = string | readonly Tree[] | { readonly [key: string]: Tree };

const mf = new MessageFormat('en');
const compile = (tree: Tree): unknown =>
  typeof tree === 'string'
    ? mf.compile(tree)
    : Array.isArray(tree)
      ? tree.map(compile)
      : Object.fromEntries(Object.entries(tree).map(([key, value]) => [key, compile(value)]));

/** A namespace of the English catalogue as functions, shaped as useMessages returns it. */
export function englishMessages<N extends keyof Messages>(namespace: N): Messages[N] {
  return compile((en as Record<string, Tree>)[namespace]!) as Messages[N];
}
