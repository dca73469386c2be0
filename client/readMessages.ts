import { holdMessages, messagesFile, setMessagesSource, type Namespace } from '../shared/i18n/messages.js';
import type { ParsedTree } from '../shared/i18n/format.js';
import { splitLang } from '../shared/i18n/locales.js';

/**
 * Holds the words the document carries (the JSON data block #messages, in the page's language) and fetches any others
 * from the build's hashed messages folder named by #root's data-messages.
 */
export function readMessages(container: HTMLElement): void {
  const folder = container.dataset.messages ?? '';
  setMessagesSource(async (lang, namespace) => {
    const response = await fetch(`${folder}/${messagesFile(lang, namespace)}`);
    if (!response.ok) throw new Error(`messages ${lang}/${namespace}: HTTP ${response.status}`);
    return (await response.json()) as ParsedTree;
  });
  const block = document.getElementById('messages');
  if (block === null) return;
  const lang = splitLang(window.location.pathname).lang;
  const trees = JSON.parse(block.textContent ?? '{}') as Record<Namespace, ParsedTree>;
  for (const [namespace, tree] of Object.entries(trees)) holdMessages(lang, namespace as Namespace, tree);
}
