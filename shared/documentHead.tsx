/** The browser's head tags, read with `use` so that they commit with the page (decisions 012 and 018). */
import { createElement, use, useState, type ReactElement } from 'react';
import type { ArticleData, LegalData } from './pageData.js';
import { loadPageData } from './pageDataStore.js';
import { forRender } from './versionSkew.js';
import { loadMessages } from './i18n/messages.js';
import type { Lang } from './i18n/locales.js';
import { useView } from './view.js';
import type { View } from './match.js';
import { HeadTags, headFor, headInputOf, headWordsOf, type HeadWords } from './head.js';
import { CATEGORY_FEED_PREFIX } from './feeds.js';

/** The server's head tags as elements for React to adopt: what HeadTags wrote, not the site's feed or icon. */
function serverHeadTags(): ReactElement[] {
  const written = `title, meta[name="description"], meta[name="robots"], meta[property^="og:"], link[rel="canonical"], link[hreflang], link[href*="${CATEGORY_FEED_PREFIX}"]`;
  return [...document.head.querySelectorAll(written)].map((tag, key) => {
    const props = Object.fromEntries([...tag.attributes].map((a) => [a.name.replace('hreflang', 'hrefLang'), a.value]));
    return createElement(tag.localName, { ...props, key }, tag.textContent || undefined);
  });
}

const headWords = new Map<Lang, Promise<HeadWords>>();

/** Loads a language's head words once; a failure is forgotten, so a later navigation asks again. */
export function loadHeadWords(lang: Lang): Promise<HeadWords> {
  let words = headWords.get(lang);
  if (words === undefined) {
    words = forRender(
      Promise.all([loadMessages(lang, 'meta'), loadMessages(lang, 'services'), loadMessages(lang, 'common')]).then(
        ([meta, services, common]) => headWordsOf(lang, { meta, services, common }),
      ),
    );
    words.catch(() => headWords.delete(lang));
    headWords.set(lang, words);
  }
  return words;
}

/** The head tags: first the server's, so React adopts its elements, then each navigation's. */
export function DocumentHead({ origin }: { origin: string }) {
  const view = useView();
  const [first] = useState(() => ({ view, tags: serverHeadTags() }));
  const sources = useHeadSources(view === first.view ? null : view);
  if (sources === null) return first.tags;
  return <HeadTags head={headFor(headInputOf(view, true, sources.article, sources.legal), origin, sources.words)} />;
}

/** A view's head words and article or legal page data, read with `use`; null for no view. */
export function useHeadSources(view: View | null) {
  if (view === null) return null;
  const words = use(loadHeadWords(view.lang));
  const article = view.key?.kind === 'article' ? use(loadPageData<ArticleData>(view.key)).article : undefined;
  const legal = view.key?.kind === 'legal' ? use(loadPageData<LegalData>(view.key)) : undefined;
  return { words, article, legal };
}
