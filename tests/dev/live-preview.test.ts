import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readFileSync, readdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Browser, Page, Request } from 'playwright-core';
import { launchChromium } from '../helpers/chromium.js';
import { startServer, type RunningServer } from '../helpers/server.js';
import { removeScratch, scratchCopy, startDev, waitForOk } from '../../scripts/dev/scratch.mjs';
import { ContentError, compileContent } from '../../builder/content.js';
import type { ContentProblem } from '../../builder/contentTypes.js';

/*
 * `npm run dev`'s live preview, end to end: scripts/dev.mjs runs in a scratch copy of the project
 * (it rewrites dist/ and the generated modules, and these tests edit files), an article is open in
 * Chromium, and the test saves files and watches the page. It never reloads or navigates the page
 * itself: whatever the page shows after a save, it got by itself.
 */

/** Generous: a cold first build and a busy two-core machine; the states are asserted, never the time. */
const POLL = { timeout: 90_000, interval: 100 };
/** A test's time: longer than its polls, so that a state never reached fails the poll, with its message. */
const TEST_TIMEOUT = 180_000;

/** The first article file, its URL, and the paragraph after its third section heading (in view when edited). */
function pickArticle(root: string): { file: string; url: string; paragraph: string; heading: string } {
  const name = readdirSync(join(root, 'shared/content/articles'))
    .filter((f) => f.endsWith('.md'))
    .sort()[0]!;
  const file = `shared/content/articles/${name}`;
  const lines = readFileSync(join(root, file), 'utf8').split('\n');
  const route = /^route:\s*(\w+)/mu.exec(lines.join('\n'))![1]!;
  const headingLine = lines.map((line, i) => [line, i] as const).filter(([line]) => line.startsWith('## '))[2]!;
  const paragraph = lines.slice(headingLine[1] + 1).find((line) => /^[A-Z]\w+ /u.test(line))!;
  return { file, url: `/${route}/${name.slice(0, -'.md'.length)}`, paragraph, heading: headingLine[0].slice(3) };
}

describe('npm run dev: live preview', () => {
  let root: string;
  let dev: Awaited<ReturnType<typeof startDev>>;
  let browser: Browser;
  let page: Page;
  let article: ReturnType<typeof pickArticle>;
  const source = (file: string) => readFileSync(join(root, file), 'utf8');
  const save = (file: string, text: string) => writeFileSync(join(root, file), text);
  const bodyText = () => page.evaluate(() => document.querySelector('main')?.textContent ?? '');
  const panelText = () => page.evaluate(() => document.getElementById('dev-problems')?.textContent ?? null);
  /** Console errors and warnings, page errors and failed requests (a reload ends the event stream: not one). */
  const problems: string[] = [];
  /** Requests the browser cancelled, with the document that made them (counted from 1). */
  const aborted: { url: string; document: number }[] = [];
  /** Documents the page has loaded so far. */
  let documents = 0;
  const pageProblems = () =>
    [
      ...problems,
      // A reload cancels what the document it leaves still has in flight (an idle prefetch, the
      // live-preview client's refetch), as any reload does, and the browser may report that
      // before the reload's own request: only a cancellation in the page still shown is one.
      ...aborted.filter((a) => a.document === documents).map((a) => `requestfailed: ${a.url} (net::ERR_ABORTED)`),
    ].filter((p) => !p.includes('/__dev/events'));

  beforeAll(async () => {
    root = scratchCopy(process.cwd());
    article = pickArticle(root);
    dev = await startDev(root);
    await waitForOk(`${dev.url}${article.url}`, 240_000, dev.alive);
    browser = await launchChromium();
    page = await browser.newPage({ viewport: { width: 1280, height: 800 } });
    page.on('console', (m) => {
      if (m.type() === 'error' || m.type() === 'warning') problems.push(`${m.type()}: ${m.text()}`);
    });
    page.on('pageerror', (e) => problems.push(`pageerror: ${e.message}`));
    const madeIn = new WeakMap<Request, number>();
    page.on('request', (r) => {
      if (r.isNavigationRequest() && r.frame() === page.mainFrame()) documents += 1;
      madeIn.set(r, documents);
    });
    page.on('requestfailed', (r) => {
      const errorText = r.failure()?.errorText;
      if (errorText === 'net::ERR_ABORTED') aborted.push({ url: r.url(), document: madeIn.get(r) ?? documents });
      else problems.push(`requestfailed: ${r.url()} (${errorText})`);
    });
    await page.goto(`${dev.url}${article.url}`, { waitUntil: 'load' });
    // The scripts load after the load event: the tests save once the page has hydrated, so that
    // what they watch is the page's answer to a save, not its first load.
    await page.waitForSelector('html[data-hydrated="true"]', { state: 'attached', timeout: POLL.timeout });
  }, 300_000);

  afterAll(async () => {
    await browser?.close();
    await dev?.stop();
    if (root !== undefined) removeScratch(root);
  });

  it(
    'adds one same-origin client script to a page, which listens, and keeps the production CSP',
    async () => {
      await expect.poll(() => page.evaluate(() => document.documentElement.dataset.devLive), POLL).toBe('connected');
      const res = await fetch(`${dev.url}${article.url}`, { headers: { accept: 'text/html' } });
      const html = await res.text();
      expect(html.match(/<script type="module" src="\/__dev\/client\.js"/gu)).toHaveLength(1);
      expect(res.headers.get('content-security-policy')).toMatch(/script-src 'self';/u);
      expect((await fetch(`${dev.url}/__dev/client.js`)).headers.get('content-type')).toMatch(/^text\/javascript/u);
    },
    TEST_TIMEOUT,
  );

  it(
    'shows a saved Markdown edit without the test reloading, the edited section still in view',
    async () => {
      const headingId = await page.evaluate((text) => {
        const heading = [...document.querySelectorAll('h2[id]')].find((h) => h.textContent?.trim().startsWith(text));
        if (heading === undefined) throw new Error(`no heading "${text}"`);
        heading.scrollIntoView();
        window.scrollBy(0, 80); // the heading just above the viewport's top, its section filling it
        (window as Window & { beforeSave?: boolean }).beforeSave = true;
        return heading.id;
      }, article.heading);
      // Its first word replaced: the word count, which the build checks, is unchanged.
      const before = source(article.file);
      expect(before).not.toContain('Zephyrine');
      save(article.file, before.replace(article.paragraph, article.paragraph.replace(/^\w+/u, 'Zephyrine')));

      await expect.poll(() => bodyText(), POLL).toContain('Zephyrine');
      // The page reloaded itself (the test never did), hydrated cleanly, and the section edited is where it was.
      expect(await page.evaluate(() => (window as Window & { beforeSave?: boolean }).beforeSave)).toBeUndefined();
      await page.waitForSelector('html[data-hydrated="true"]', { state: 'attached', timeout: POLL.timeout });
      expect(pageProblems()).toEqual([]);
      await expect
        .poll(
          () =>
            page.evaluate((id) => {
              const section = document.getElementById(id)!.closest('section')!.getBoundingClientRect();
              return section.top <= 0 && section.bottom >= window.innerHeight / 2;
            }, headingId),
          POLL,
        )
        .toBe(true);
    },
    TEST_TIMEOUT,
  );

  it(
    'replaces the page with a panel naming the file, line and message of a content mistake, then recovers',
    async () => {
      const good = source(article.file);
      const broken = good.replace(/^readTime:\s*\d+$/mu, 'readTime: 99');
      expect(broken).not.toBe(good);
      save(article.file, broken);
      // What the build's own check says about the file, and the line that sets the field.
      const problems: ContentProblem[] = await compileContent(root, { drafts: true }).then(
        () => [],
        (error: unknown) => (error instanceof ContentError ? error.problems : []),
      );
      const readTime = problems.find((p) => p.file === article.file && p.field === 'readTime');
      expect(readTime).toBeDefined();
      const line = broken.split('\n').findIndex((l) => l.startsWith('readTime:')) + 1;

      await expect.poll(() => panelText(), POLL).toContain(readTime!.message);
      const panel = (await panelText())!;
      expect(panel).toContain(article.file);
      expect(panel).toContain(`line ${line}`);
      expect(panel).toContain('readTime: 99');
      expect(await page.evaluate(() => document.getElementById('root')?.inert)).toBe(true);
      // The terminal says the same, and the loop is still running.
      await expect.poll(() => dev.output(), POLL).toContain(`${article.file}:${line}: readTime: ${readTime!.message}`);
      expect(dev.alive()).toBe(true);

      save(article.file, good);
      await expect.poll(() => panelText(), POLL).toBeNull();
      expect(await bodyText()).toContain('Zephyrine');
      expect(await page.evaluate(() => document.getElementById('root')?.inert)).toBe(false);
      // The panel and its stylesheet kept to the CSP: a violation is a console error.
      expect(pageProblems()).toEqual([]);
    },
    TEST_TIMEOUT,
  );

  it(
    'shows a code error with its file and line, then the page again once it is fixed',
    async () => {
      const file = 'shared/pages/Article.tsx';
      const good = source(file);
      const lines = good.split('\n');
      // A stray "<" after the first import: esbuild cannot parse it.
      const at = lines.findIndex((l) => l.startsWith('import ')) + 1;
      save(file, [...lines.slice(0, at), 'const broken = <;', ...lines.slice(at)].join('\n'));

      await expect.poll(() => panelText(), POLL).toContain(file);
      expect(await panelText()).toContain(`line ${at + 1}`);
      expect(dev.alive()).toBe(true);

      save(file, good);
      await expect.poll(() => panelText(), POLL).toBeNull();
      expect(await bodyText()).toContain('Zephyrine');
    },
    TEST_TIMEOUT,
  );

  it(
    'reloads a page that reached another article by client navigation when that article is saved',
    async () => {
      await page.waitForSelector('html[data-hydrated="true"]', { state: 'attached', timeout: POLL.timeout });
      const link = page.locator('section.related a[href]').first();
      const target = (await link.getAttribute('href'))!;
      await link.click();
      await expect.poll(() => page.evaluate(() => location.pathname), POLL).toBe(target);
      const file = `shared/content/articles/${target.split('/').pop()!}.md`;
      await expect.poll(() => page.evaluate(() => document.querySelector('h1')?.textContent ?? ''), POLL).not.toBe('');
      await page.evaluate(() => {
        (window as Window & { beforeSave?: boolean }).beforeSave = true;
      });

      // The first paragraph of the body, its first word replaced: the word count is unchanged.
      const text = source(file);
      const paragraph = text
        .split('\n')
        .slice(text.indexOf('\n---', 3) === -1 ? 0 : text.slice(0, text.indexOf('\n---', 3)).split('\n').length + 1)
        .find((line) => /^[A-Z]\w+ /u.test(line))!;
      save(file, text.replace(paragraph, paragraph.replace(/^\w+/u, 'Quillwort')));

      expect(text).not.toContain('Quillwort');
      await expect.poll(() => bodyText(), POLL).toContain('Quillwort');
      expect(await page.evaluate(() => location.pathname)).toBe(target);
      expect(await page.evaluate(() => (window as Window & { beforeSave?: boolean }).beforeSave)).toBeUndefined();
    },
    TEST_TIMEOUT,
  );

  it(
    'shows an English edit to a translated article at once, with a note that its translations need updating, no panel',
    async () => {
      const warnings = () => page.evaluate(() => document.getElementById('dev-warnings')?.textContent ?? '');
      // The article the page shows now (an earlier test may have navigated it), translated into
      // every language: the editor adds a paragraph with a figure to its English.
      const slug = `${new URL(page.url()).pathname.split('/').pop()!}.md`;
      const file = `shared/content/articles/${slug}`;
      const translations = [`shared/content/articles/ar/${slug}`, `shared/content/articles/zh-hans/${slug}`];
      const good = source(file);
      const at = good.indexOf('\n\n', good.indexOf('\n---', 4) + 5) + 2;
      const added = 'Zephyrine raised its minimum contribution to €600,000 in November 2026.';
      save(file, `${good.slice(0, at)}${added}\n\n${good.slice(at)}`);
      await expect.poll(() => bodyText(), POLL).toContain(added);
      await expect.poll(() => warnings(), POLL).toContain('2 translations now need updating');
      expect(await panelText()).toBeNull();
      expect(await page.evaluate(() => document.getElementById('root')?.inert)).toBe(false);
      for (const file of translations)
        await expect.poll(() => dev.output(), POLL).toContain(`warning: translation needs an update: ${file}`);
      // The status page lists them, each linking to what changed in the English.
      const status = await (await fetch(`${dev.url}/__dev/translations`)).text();
      for (const file of translations)
        expect(status).toMatch(
          new RegExp(
            `<td>${file}</td><td>needs update: the English is served <a href="/__dev/translations/diff\\?file=`,
            'u',
          ),
        );
      const link = /href="(\/__dev\/translations\/diff\?file=[^"]+)"/u.exec(status)![1]!;
      expect((await fetch(`${dev.url}${link.replaceAll('&amp;', '&')}`)).status).toBe(200);

      save(file, good);
      // Earlier tests' edits to other English articles may leave stale translations in the bar.
      await expect.poll(() => warnings(), POLL).not.toContain('need updating');
      await expect.poll(() => bodyText(), POLL).not.toContain(added);
    },
    TEST_TIMEOUT,
  );

  it(
    "shows a saved catalogue edit on its language's pages, and a catalogue mistake in the panel with its key",
    async () => {
      const file = 'shared/content/messages/ar.json';
      const good = source(file);
      const withHome = (home: string) => {
        const catalogue = JSON.parse(good) as { common: { nav: { home: string } } };
        catalogue.common.nav.home = home;
        return `${JSON.stringify(catalogue, null, 2)}\n`;
      };
      await page.goto(`${dev.url}/ar/about`, { waitUntil: 'load' });
      await page.waitForSelector('html[data-hydrated="true"]', { state: 'attached', timeout: POLL.timeout });
      const navText = () => page.evaluate(() => document.querySelector('.topbar__nav')?.textContent ?? '');
      expect(await navText()).not.toContain('زفيرين');

      save(file, withHome('الرئيسية زفيرين'));
      await expect.poll(() => navText(), POLL).toContain('الرئيسية زفيرين');
      await page.waitForSelector('html[data-hydrated="true"]', { state: 'attached', timeout: POLL.timeout });

      // An argument English's message does not have: the check names the file and the key.
      save(file, withHome('الرئيسية {page}'));
      await expect.poll(() => panelText(), POLL).toContain(file);
      expect(await panelText()).toContain('common.nav.home');
      expect(dev.alive()).toBe(true);

      save(file, good);
      await expect.poll(() => panelText(), POLL).toBeNull();
      await expect.poll(() => navText(), POLL).not.toContain('زفيرين');
      expect(pageProblems()).toEqual([]);
    },
    TEST_TIMEOUT,
  );
});

describe('the production server', () => {
  let server: RunningServer;
  beforeAll(async () => {
    server = await startServer();
  });
  afterAll(async () => {
    await server?.stop();
  });

  it('has no live-preview channel or client: 404, and pages without the script', async () => {
    for (const path of ['/__dev/events', '/__dev/client.js', '/__dev/client.css']) {
      const res = await fetch(`${server.url}${path}`, { headers: { accept: 'text/event-stream, text/html, */*' } });
      await res.arrayBuffer();
      expect(res.status, path).toBe(404);
    }
    const html = await (await fetch(`${server.url}/`, { headers: { accept: 'text/html' } })).text();
    expect(html).not.toContain('/__dev/');
  });
});
