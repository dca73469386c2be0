/**
 * The only script a page references: it waits until the browser has painted the server's
 * HTML and finished loading it (stylesheet, fonts), then starts the JavaScript that hydrates
 * it: modulepreload links for the page's chunks, then the entry. The page is complete and
 * readable without JavaScript, so on a slow phone the first paint and the fonts should not
 * share the link with about 90 KB of scripts; they follow it.
 * The server lists the entry and the chunks, in that order, in #root's data-modules attribute.
 * The script is `async`: it may run before the parser has reached #root, so it reads the list
 * only once the page has loaded. Deferred, it would run in the task that ends parsing, which
 * also lays out the whole document; Lighthouse's simulation ties a task to the scripts it runs,
 * so it would have that layout wait for this script's download, after the first paint.
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
  // One modulepreload link per task: Chromium spends 1-2 ms inserting each (15-30 ms for a
  // page's chunks in one go), a long task on a phone's slower CPU.
  for (const href of chunks) {
    const link = document.createElement('link');
    link.rel = 'modulepreload';
    link.href = href;
    document.head.append(link);
    await nextTask();
  }
  // A failed entry (a replica of another version answered 404) leaves the server's page as it
  // is: it works without JavaScript.
  if (entry !== undefined) await import(entry).catch(() => undefined);
}

/**
 * Resolves once the first contentful paint has been presented (Paint Timing). A frame and a
 * task after it are not enough: the frame is presented later, and scripts requested in between
 * would share the link with what that paint needed. Browsers without Paint Timing get the frame.
 */
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
