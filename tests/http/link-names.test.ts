import { beforeAll, describe, expect, it } from 'vitest';
import request from 'supertest';
import type { RequestListener } from 'node:http';
import { HtmlElement, Parser, StaticConfigLoader } from 'html-validate';
import { decodeHTML } from 'entities';
import { testApp } from '../helpers/app.js';
import { allPaths } from '../helpers/paths.js';
import { articles } from '../../shared/content/articles/catalogue.js';
import { serviceSlugs } from '../../shared/content/services/index.js';
import { catalogueMessages } from '../../builder/messages.js';
import type { ServiceSlug } from '../../shared/content/types.js';

/*
 * Links say where they go (WCAG 2.4.4 Link Purpose; Lighthouse's "Links do not have descriptive
 * text", which reads a link's rendered text, so visually hidden text counts and aria-label does
 * not). The generic words the design shows ("Learn More", "Read Full Analysis", "Explore
 * Service Details") stay visible and begin the accessible name (WCAG 2.5.3 Label in Name); the
 * rest of the name, visually hidden, names the target.
 */

let app: RequestListener;
const serviceTitles = catalogueMessages('en', 'common').serviceTitles;
let parser: Parser;
beforeAll(async () => {
  app = await testApp();
  parser = new Parser(await new StaticConfigLoader().getConfigFor('inline'));
});

const paths = [
  ...allPaths,
  '/no-such-page',
  '/insights/no-such-article',
  '/knowledge/no-such-article',
  '/insights?category=legal',
];

const squash = (text: string) => text.replace(/\s+/gu, ' ').trim();

/** Text of a subtree; `visibleOnly` leaves out .visually-hidden, `forName` leaves out aria-hidden. */
function textOf(node: HtmlElement, options: { forName?: boolean; visibleOnly?: boolean }): string {
  return node.childNodes
    .map((child) => {
      if (!(child instanceof HtmlElement)) return decodeHTML(child.textContent);
      const element = child;
      if (options.forName && element.getAttributeValue('aria-hidden') === 'true') return '';
      if (options.visibleOnly && element.classList.contains('visually-hidden')) return '';
      return textOf(element, options);
    })
    .join('');
}

/** Link texts Lighthouse's SEO audit calls non-descriptive (English). */
const nonDescriptive = new Set([
  'click here',
  'click this',
  'go',
  'here',
  'information',
  'learn more',
  'more',
  'more info',
  'more information',
  'right here',
  'read more',
  'see more',
  'start',
  'this',
]);

interface LinkInfo {
  href: string;
  /** The rendered text, visually hidden parts included, aria-label ignored (what Lighthouse reads). */
  text: string;
  /** aria-labelledby's targets, else aria-label, else the text content (visually hidden included). */
  name: string;
  /** What a sighted reader sees: the text without visually hidden parts. */
  visible: string;
}

function linksOf(html: string): LinkInfo[] {
  const doc = parser.parseHtml(html);
  return doc.querySelectorAll('a[href]').map((a) => {
    const labelledBy = a.getAttributeValue('aria-labelledby');
    const label = a.getAttributeValue('aria-label');
    const name = labelledBy
      ? labelledBy
          .split(/\s+/u)
          .map((id) => doc.querySelector(`#${id}`))
          .map((node) => (node ? textOf(node, { forName: true }) : ''))
          .join(' ')
      : label !== null
        ? decodeHTML(label)
        : textOf(a, { forName: true });
    return {
      href: decodeHTML(a.getAttributeValue('href') ?? ''),
      text: squash(textOf(a, {})),
      name: squash(name),
      visible: squash(textOf(a, { visibleOnly: true })),
    };
  });
}

/** Where a link leads: a mailto link leads to its address, whatever subject it proposes. */
function target(href: string): string {
  return href.startsWith('mailto:') ? href.replace(/\?.*$/u, '') : href;
}

const pages = new Map<string, LinkInfo[]>();
async function links(path: string): Promise<LinkInfo[]> {
  if (!pages.has(path)) pages.set(path, linksOf((await request(app).get(path)).text));
  return pages.get(path)!;
}

describe('links are descriptive: no generic text, no two links to different places with one name', () => {
  it.each(paths)('%s', async (path) => {
    const byName = new Map<string, Set<string>>();
    for (const link of await links(path)) {
      expect(link.name, `a link to ${link.href} on ${path} has no accessible name`).not.toBe('');
      const key = link.name.toLowerCase();
      byName.set(key, (byName.get(key) ?? new Set()).add(target(link.href)));
    }
    const generic = (await links(path)).filter(
      (l) => !l.href.startsWith('mailto:') && !l.href.startsWith('#') && nonDescriptive.has(l.text.toLowerCase()),
    );
    expect(generic.map((l) => `"${l.text}" → ${l.href}`)).toEqual([]);
    const clashes = [...byName]
      .filter(([, targets]) => targets.size > 1)
      .map(([name, targets]) => `"${name}" → ${[...targets].join(', ')}`);
    expect(clashes).toEqual([]);
  });
});

describe('generic link words stay visible and begin a name that names the target', () => {
  it('/ : "Learn More" on each service card', async () => {
    const found = (await links('/')).filter((l) => l.visible.startsWith('Learn More'));
    expect(found.map((l) => [l.href, l.visible, l.name])).toEqual(
      Object.keys(catalogueMessages('en', 'home').serviceCards).map((slug) => [
        `/services/${slug}`,
        'Learn More',
        `Learn More about ${serviceTitles[slug as ServiceSlug]()}`,
      ]),
    );
  });

  it('/advisory-services: "Explore Service Details" on each service card', async () => {
    const found = (await links('/advisory-services')).filter((l) => l.visible.startsWith('Explore Service Details'));
    expect(found.map((l) => [l.href, l.visible, l.name])).toEqual(
      serviceSlugs.map((slug) => [
        `/services/${slug}`,
        'Explore Service Details',
        `Explore Service Details for ${serviceTitles[slug]()}`,
      ]),
    );
  });

  it.each(['/', '/insights', '/insights/all-articles', '/knowledge/all-articles'])(
    '%s: "Read Full Analysis →" on each article card',
    async (path) => {
      const found = (await links(path)).filter((l) => l.visible.startsWith('Read Full Analysis'));
      expect(found.length).toBeGreaterThan(0);
      for (const link of found) {
        const article = articles.find((a) => a.path === link.href);
        expect(article, link.href).toBeDefined();
        expect(link.visible).toBe('Read Full Analysis →');
        expect(link.name).toBe(`Read Full Analysis: ${article!.title}`);
      }
    },
  );
});
