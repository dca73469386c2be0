/** The browser's head tags, read with `use` so that they commit with the page (decisions 012 and 018). */
import { createElement, use, useState, type ReactElement } from 'react';
import type { ArticleData, LegalData } from '../shared/pageData.js';
import { useLoader } from '../shared/loader.js';
import { useView } from '../shared/view.js';
import type { View } from '../shared/match.js';
import { HeadTags, headFor, headInputOf, type HeadWords } from '../shared/head.js';
import { CATEGORY_FEED_PREFIX } from '../shared/feeds.js';

/** The server's head tags as elements for React to adopt: what HeadTags wrote, not the site's feed or icon. */
function serverHeadTags(): ReactElement[] {
  const written = `title, meta[name="description"], meta[name="robots"], meta[property^="og:"], link[rel="canonical"], link[hreflang], link[href*="${CATEGORY_FEED_PREFIX}"]`;
  return [...document.head.querySelectorAll(written)].map((tag, key) => {
    const props = Object.fromEntries([...tag.attributes].map((a) => [a.name.replace('hreflang', 'hrefLang'), a.value]));
    return createElement(tag.localName, { ...props, key }, tag.textContent || undefined);
  });
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
  const loader = useLoader();
  if (view === null) return null;
  const { key } = view;
  const words = use(loader.forRender(loader.headWords(view.lang)) as Promise<HeadWords>);
  const data =
    key?.kind === 'article' || key?.kind === 'legal'
      ? use(loader.forRender(loader.pageData(key)) as Promise<unknown>)
      : undefined;
  const article = key?.kind === 'article' ? (data as ArticleData).article : undefined;
  const legal = key?.kind === 'legal' ? (data as LegalData) : undefined;
  return { words, article, legal };
}
