/**
 * The development loop's translation status page (/__dev/translations), the counterpart of
 * Lunaria's dashboard: each language's translations and their states (builder/translations.ts),
 * each one the English has moved past linking to the English changes since it was made
 * (/__dev/translations/diff?file=…, builder/translationDiff.ts). Development only.
 */
import escape from 'escape-html';

const LABELS = {
  current: 'current',
  stale: 'stale, still served',
  'needs-update': 'needs update: the English is served',
  missing: 'missing: the English is served',
};

/** The page's document: the proxy's own stylesheet, no script. */
const page = (title, body) => `<!DOCTYPE html>
<html lang="en-GB">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escape(title)}</title>
<link rel="stylesheet" href="/__dev/client.css">
</head>
<body class="dev-page">
<main>
${body}
</main>
</body>
</html>
`;

/**
 * The status page.
 * @param {Array<{ file: string, kind: string, lang: string, state: string, from: { version: string, date: string } | null, now: { version: string, date: string }, reasons: string[] }>} status every translation's state
 * @returns {string} an HTML document
 */
export function statusPage(status) {
  const sections = [];
  for (const lang of [...new Set(status.map((t) => t.lang))]) {
    const here = status.filter((t) => t.lang === lang);
    const count = (state) => here.filter((t) => t.state === state).length;
    const rows = here.map((t) => {
      const diff =
        t.from === null || t.state === 'current'
          ? ''
          : ` <a href="/__dev/translations/diff?file=${encodeURIComponent(t.file)}">what changed in the English</a>`;
      const made =
        t.from === null
          ? ''
          : `made from the English of ${t.from.date} (${t.from.version}); now ${t.now.date} (${t.now.version})`;
      const reasons = t.reasons.length === 0 ? '' : `<br>${t.reasons.map((r) => escape(r)).join('<br>')}`;
      return `<tr data-state="${t.state}"><td>${escape(t.file)}</td><td>${LABELS[t.state]}${diff}</td><td>${escape(made)}${reasons}</td></tr>`;
    });
    sections.push(`<section>
<h2>${escape(lang)}: ${count('current')} current, ${count('stale')} stale, ${count('needs-update')} need an update, ${count('missing')} missing</h2>
<table>
<thead><tr><th>file</th><th>state</th><th>versions</th></tr></thead>
<tbody>
${rows.join('\n')}
</tbody>
</table>
</section>`);
  }
  return page('Translation status', `<h1>Translation status</h1>\n${sections.join('\n')}`);
}

/**
 * A translation's English changes as a page.
 * @param {string} file the translation
 * @param {string} text englishChanges' report, or why it cannot be made
 */
export function diffPage(file, text) {
  return page(
    `English changes for ${file}`,
    `<h1>English changes since ${escape(file)} was made</h1>
<p><a href="/__dev/translations">Translation status</a></p>
<pre>${escape(text)}</pre>`,
  );
}
