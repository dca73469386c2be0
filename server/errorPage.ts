import { site, mailto } from '../shared/content/site.js';
import { registrationLineOf } from '../shared/content/registration.js';
import type { ServerMessages } from './loader.js';
import e from 'escape-html';

/**
 * The branded 500 page: plain HTML, not a React render, since a 500 usually means rendering has just failed. It shows
 * the request id for a visitor to quote, nothing about the error.
 * @param style the inline stylesheet text (manifest.inlineStyle.css)
 * @param messages the server's held words (its English chrome)
 * @throws Error unless the English chrome's words are held
 * @returns a function from a request id to the complete HTML document
 */
export function errorPageTemplate(style: string, messages: ServerMessages): (requestId: string) => string {
  const registrationLine = registrationLineOf(messages('en', 'common'));
  return (requestId) => `<!DOCTYPE html>
<html lang="en-GB">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${e(`Something went wrong | ${site.name}`)}</title>
<meta name="robots" content="noindex">
<link rel="icon" href="/favicon.svg" type="image/svg+xml">
<style>${style}</style>
</head>
<body>
<header class="topbar"><div class="topbar__inner container"><a class="wordmark" href="/"><span class="wordmark__mark" aria-hidden="true">A</span><span class="wordmark__text">${e(site.name)}</span></a></div></header>
<main id="main" class="not-found">
<div class="container container--narrow">
<p class="not-found__code">500</p>
<h1>Something went wrong</h1>
<p>The page could not be shown because of an error on our side. Please try again in a moment.</p>
<p>If it keeps happening, write to <a href="${e(mailto('Website error'))}">${e(site.email)}</a> and quote this reference: <code>${e(requestId)}</code></p>
<p><a class="button button--primary" href="/">Go to the home page</a></p>
</div>
</main>
<footer class="footer"><div class="container footer__bottom"><p>${e(`${site.legalName}. ${registrationLine}`)}</p></div></footer>
</body>
</html>
`;
}
