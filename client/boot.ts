/**
 * The only script a page references: it waits until the browser has painted the server's
 * HTML, then starts the JavaScript that hydrates it: modulepreload links for the page's
 * chunks, then the entry. The page is complete and readable without JavaScript, so on a slow
 * phone the first paint should not share the link with about 90 KB of scripts; they follow it.
 * The server lists the entry and the chunks, in that order, in #root's data-modules attribute.
 */
const root = document.getElementById('root');
const [entry, ...chunks] = (root?.dataset.modules ?? '').split(' ').filter((url) => url !== '');

function start(): void {
  for (const href of chunks) {
    const link = document.createElement('link');
    link.rel = 'modulepreload';
    link.href = href;
    document.head.append(link);
  }
  // A failed entry (a replica of another version answered 404) leaves the server's page as it
  // is: it works without JavaScript.
  if (entry !== undefined) import(entry).catch(() => undefined);
}

// A frame, then a task after it: the first paint has happened by then.
requestAnimationFrame(() => setTimeout(start, 0));
