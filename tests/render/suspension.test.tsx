import { Suspense, use } from 'react';
import { renderToString } from 'react-dom/server';
import { StaticRouter } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { App } from '../../shared/App.js';
import { Page } from '../../shared/Page.js';
import { ViewContext } from '../../shared/view.js';
import { createLoader, isFulfilled, markOutcome, type Loader } from '../../shared/loader.js';
import { matchView } from '../../shared/match.js';
import { pageChunk } from '../../shared/routes.js';
import { encodeKey, type PageKey } from '../../shared/pageKey.js';
import { englishLoader } from '../helpers/messages.js';

/*
 * A navigation to a page whose chunk and data have loaded ahead (a hover, a press, links in
 * view) must render in one pass. A render that suspends, even on a promise long settled, yields
 * and goes on a microtask or a task later, which a cold click waits for. renderToString never
 * waits: whatever suspends renders its Suspense fallback, which makes a suspension visible.
 */

function Value({ promise }: { promise: Promise<string> }) {
  return <p>{use(promise)}</p>;
}
const read = (promise: Promise<string>) =>
  renderToString(
    <Suspense fallback={<p>waiting</p>}>
      <Value promise={promise} />
    </Suspense>,
  );

describe('promises marked settled', () => {
  it('are read by use without suspending, where a resolved but unmarked one suspends', async () => {
    const plain = Promise.resolve('ready');
    await plain;
    expect(read(plain)).toContain('waiting');

    const marked = markOutcome(Promise.resolve('ready'));
    expect(marked.status).toBe('pending');
    await marked;
    expect(isFulfilled(marked)).toBe(true);
    expect(read(marked)).toContain('ready');
  });

  it('record a rejection without leaving it unhandled, and callers still see it', async () => {
    const failed = markOutcome(Promise.reject(new Error('gone')));
    await expect(failed).rejects.toThrow('gone');
    expect(failed.status).toBe('rejected');
    expect(failed.reason).toBeInstanceOf(Error);
  });
});

describe('page chunks', () => {
  // The chrome's words, held as the server holds them from start-up.
  const page = (loader: Loader, path: string) => {
    const view = matchView(path, '');
    return renderToString(
      <StaticRouter location={path}>
        <App
          renderContext={{ origin: 'https://example.com', year: 2026 }}
          loader={loader}
          lang="en"
          initial={{ key: view.key === null ? null : encodeKey(view.key), data: null }}
        >
          <ViewContext value={view}>
            <Suspense fallback={null}>
              <Page view={view} />
            </Suspense>
          </ViewContext>
        </App>
      </StaticRouter>,
    );
  };

  it('render in the first pass once loaded: the page does not suspend', async () => {
    const loader = englishLoader();
    expect(await loader.view(matchView('/about', ''))).toBe(true);
    expect(page(loader, '/about')).toMatch(/<h1[^>]*>/u);
  });

  it('suspend when not loaded yet, so the previous page stays until they arrive', () => {
    expect(page(englishLoader(), '/careers')).not.toMatch(/<h1[^>]*>/u);
  });
});

describe('the loader', () => {
  const key: PageKey = { lang: 'en', kind: 'article', slug: 'aml-kyc-2025' };

  it('reads once while loading or loaded, and again after a failure', async () => {
    let calls = 0;
    let fail = true;
    const loader = createLoader({
      pages: pageChunk,
      pageData: () => {
        calls += 1;
        return fail ? Promise.reject(new Error('refused')) : Promise.resolve({ calls });
      },
      messages: () => Promise.reject(new Error('none')),
    });
    await expect(loader.pageData(key)).rejects.toThrow('refused');
    fail = false;
    const first = loader.pageData(key);
    expect(loader.pageData(key)).toBe(first);
    expect(await first).toEqual({ calls: 2 });
    expect(isFulfilled(loader.pageData(key))).toBe(true);
    expect(calls).toBe(2);
  });

  it('gives a render the same promise for the same load, wrapped by the source, and a loaded one as it is', async () => {
    const wrapped: Promise<unknown>[] = [];
    const loader = createLoader({
      pages: pageChunk,
      pageData: () => new Promise(() => undefined),
      messages: () => Promise.reject(new Error('none')),
      forRender: (load) => {
        const next = load.then((value) => value);
        wrapped.push(next);
        return next;
      },
    });
    const loading = loader.pageData(key);
    expect(loader.forRender(loading)).toBe(loader.forRender(loading));
    expect(wrapped).toHaveLength(1);
    expect(loader.forRender(loading).status).toBe('pending');
    const held = englishLoader().messages('en', 'common');
    await held;
    expect(loader.forRender(held)).toBe(held);
  });

  it('keeps words and page data apart where a language names both alike ("ar/home")', async () => {
    const loader = createLoader({
      pages: pageChunk,
      pageData: () => Promise.resolve({ featured: [] }),
      messages: () => Promise.resolve({}),
    });
    const words = loader.messages('ar', 'home');
    const data = loader.pageData({ lang: 'ar', kind: 'home' });
    expect(data).not.toBe(words);
    expect(await data).toEqual({ featured: [] });
  });

  it('holds a view whose page has no data as loaded once its chunk and words are', async () => {
    const loader = englishLoader();
    expect(await loader.view(matchView('/no-such-page', ''))).toBe(false);
    expect(await loader.view(matchView('/careers', ''))).toBe(true);
    // An article's data is not there to read: the view is not loaded.
    expect(await loader.view(matchView('/insights/aml-kyc-2025', ''))).toBe(false);
  });
});
