/** The browser's head tags, read with `use` so that they commit with the page (decisions 012 and 018). */
import { use, useState } from 'react';
import type { ArticleData, LegalData } from './pageData.js';
import { loadPageData } from './pageDataStore.js';
import { forRender } from './versionSkew.js';
import { loadMessages } from './i18n/messages.js';
import type { Lang } from './i18n/locales.js';
import { useView } from './view.js';
import type { View } from './match.js';
import { HeadTags, headFor, headInputOf, headWordsOf, type HeadData, type HeadWords } from './head.js';
import { CATEGORY_FEED_PREFIX } from './feeds.js';

function headFromDocument(): HeadData {
  const content = (selector: string) => document.head.querySelector(selector)?.getAttribute('content') ?? null;
  const feed = document.head.querySelector(`link[rel="alternate"][href*="${CATEGORY_FEED_PREFIX}"]`);
  return {
    title: document.title,
    description: content('meta[name="description"]') ?? '',
    canonical: document.head.querySelector('link[rel="canonical"]')?.getAttribute('href') ?? null,
    ogType: content('meta[property="og:type"]') === 'article' ? 'article' : 'website',
    noindex: content('meta[name="robots"]') !== null,
    feed: feed === null ? null : { href: feed.getAttribute('href') ?? '', title: feed.getAttribute('title') ?? '' },
    alternates: [...document.head.querySelectorAll('link[rel="alternate"][hreflang]')].map((link) => ({
      hreflang: link.getAttribute('hreflang') ?? '',
      href: link.getAttribute('href') ?? '',
    })),
  };
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

/** The head tags: first the server's, so React adopts its elements (never a second <title>), then each navigation's. */
export function DocumentHead({ origin }: { origin: string }) {
  const view = useView();
  const [first] = useState(() => ({ view, head: headFromDocument() }));
  const sources = useHeadSources(view === first.view ? null : view);
  if (sources === null) return <HeadTags head={first.head} />;
  return (
    <HeadTags head={headFor(headInputOf(view, true, sources.article, sources.description), origin, sources.words)} />
  );
}

/** A view's head words and article or legal page data, read with `use`; null for no view. */
export function useHeadSources(view: View | null) {
  if (view === null) return null;
  const words = use(loadHeadWords(view.lang));
  const article = view.key?.kind === 'article' ? use(loadPageData<ArticleData>(view.key)).article : undefined;
  const description = view.key?.kind === 'legal' ? use(loadPageData<LegalData>(view.key)).description : undefined;
  return { words, article, description };
}
