/**
 * The only script a page references (`async`): once the first paint is presented and the page has loaded, it adds
 * modulepreload links for the chunks in #root's data-modules (entry first), then imports the entry, so the scripts
 * never share the link with the first paint and its fonts (decision 006).
 */

/** Resolves in a task of its own (a message to itself: unlike setTimeout, never clamped to 4 ms). */
function nextTask(): Promise<void> {
  return new Promise((resolve) => {
    const channel = new MessageChannel();
    channel.port1.onmessage = () => resolve();
    channel.port2.postMessage(null);
  });
}

async function start(): Promise<void> {
  const root = document.getElementById('root');
  const [entry, ...chunks] = (root?.dataset.modules ?? '').split(' ').filter((url) => url !== '');
  // One link per task: Chromium spends 1-2 ms inserting each, so a page's chunks at once are a long task on a phone.
  for (const href of chunks) {
    const link = document.createElement('link');
    link.rel = 'modulepreload';
    link.href = href;
    document.head.append(link);
    await nextTask();
  }
  // A failed entry (a replica of another version answered 404) leaves the server's page, which works without it.
  if (entry !== undefined) await import(entry).catch(() => undefined);
}

/** Resolves once the first contentful paint is presented (Paint Timing: later than its frame), else after a frame. */
function firstContentfulPaint(): Promise<void> {
  return new Promise((resolve) => {
    if (!PerformanceObserver.supportedEntryTypes.includes('paint')) {
      requestAnimationFrame(() => setTimeout(resolve, 0));
      return;
    }
    new PerformanceObserver((list, observer) => {
      if (list.getEntriesByName('first-contentful-paint').length === 0) return;
      observer.disconnect();
      resolve();
    }).observe({ type: 'paint', buffered: true });
  });
}

const loaded = new Promise<void>((resolve) => {
  if (document.readyState === 'complete') resolve();
  else addEventListener('load', () => resolve(), { once: true });
});

void Promise.all([firstContentfulPaint(), loaded]).then(nextTask).then(start);
