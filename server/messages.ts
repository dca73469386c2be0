/** The server's words: every language's parsed catalogue, read once at start-up so that no render waits on them. */
import { readdirSync, readFileSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { messagesFolder, type Messages } from '../shared/content/generated/messages.js';
import { heldTrees, holdMessages, messagesFile, setMessagesSource, type Namespace } from '../shared/i18n/messages.js';
import { messagesOf, type ParsedTree } from '../shared/i18n/format.js';
import { langs, type Lang } from '../shared/i18n/locales.js';

/**
 * Holds every namespace of every language under `publicDir` (dist/public)'s messages folder; reads others on demand.
 * @throws Error when English's chrome (`common`) is missing: the build did not finish
 */
export function loadAllMessages(publicDir: string): void {
  const folder = join(publicDir, messagesFolder);
  setMessagesSource(
    async (lang, namespace) =>
      JSON.parse(await readFile(join(folder, messagesFile(lang, namespace)), 'utf8')) as ParsedTree,
  );
  for (const lang of langs) {
    const file = messagesFile(lang, 'common');
    let names: string[];
    try {
      names = readdirSync(join(folder, file, '..'));
    } catch {
      if (lang === 'en') throw new Error(`messages: ${join(folder, file)} is missing; run npm run build`);
      continue;
    }
    for (const name of names.filter((n) => n.endsWith('.json'))) {
      const namespace = name.slice(0, -'.json'.length) as Namespace;
      const tree = JSON.parse(readFileSync(join(folder, messagesFile(lang, namespace)), 'utf8')) as ParsedTree;
      holdMessages(lang, namespace, tree);
    }
  }
}

const formatted = new Map<string, unknown>();
/**
 * A namespace's messages in a language, as functions, for what the server writes outside React
 * (feeds, the OpenSearch description, the document's head).
 * @throws Error when the namespace is not held (loadAllMessages has not run, or the build made none)
 */
export function serverMessages<N extends Namespace>(lang: Lang, namespace: N): Messages[N] {
  const id = `${lang}/${namespace}`;
  let messages = formatted.get(id);
  if (messages === undefined) {
    const tree = heldTrees(lang, [namespace])[namespace];
    if (tree === undefined) throw new Error(`messages: ${id} is not loaded`);
    formatted.set(id, (messages = messagesOf(tree, lang)));
  }
  return messages as Messages[N];
}
