import { Suspense, use } from 'react';
import { renderToString } from 'react-dom/server';
import { StaticRouter } from 'react-router-dom';
import { beforeAll, describe, expect, it } from 'vitest';
import { App } from '../../shared/App.js';
import { pageModules } from '../../shared/pageModules.js';
import { isFulfilled, loadOnce, markOutcome, type SettledPromise } from '../../shared/promiseOutcome.js';
import { forRender } from '../../shared/versionSkew.js';
import { matchView } from '../../shared/match.js';
import { encodeKey } from '../../shared/pageKey.js';
import { holdEnglishMessages } from '../helpers/messages.js';

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

  it('are passed through as they are once fulfilled, for a render to read (forRender)', async () => {
    const loaded = markOutcome(Promise.resolve('ready'));
    await loaded;
    expect(forRender(loaded)).toBe(loaded);
    const loading: SettledPromise<string> = forRender(new Promise<string>(() => undefined));
    expect(loading.status).toBe('pending');
  });
});

describe('page chunks', () => {
  // The chrome's words, held as the server holds them from start-up.
  beforeAll(holdEnglishMessages);
  const page = (path: string) => {
    const view = matchView(path, '');
    return renderToString(
      <StaticRouter location={path}>
        <App
          renderContext={{ origin: 'https://example.com', year: 2026 }}
          initial={{ key: view.key === null ? null : encodeKey(view.key), data: null }}
          view={view}
        />
      </StaticRouter>,
    );
  };

  it('render in the first pass once prefetched: the lazy page does not suspend', async () => {
    expect(await pageModules['shared/pages/About.tsx'].prefetch()).toBe(true);
    expect(page('/about')).toMatch(/<h1[^>]*>/u);
  });

  it('suspend when not loaded yet, so the previous page stays until they arrive', () => {
    expect(page('/careers')).not.toMatch(/<h1[^>]*>/u);
  });
});

describe('loads kept once (loadOnce)', () => {
  it('call the loader once while it is loading or loaded, and again after a failure', async () => {
    let calls = 0;
    let fail = true;
    const load = loadOnce(() => {
      calls += 1;
      return fail ? Promise.reject(new Error('refused')) : Promise.resolve(calls);
    });
    await expect(load()).rejects.toThrow('refused');
    fail = false;
    const first = load();
    expect(load()).toBe(first);
    expect(await first).toBe(2);
    expect(isFulfilled(load())).toBe(true);
    expect(calls).toBe(2);
  });
});
