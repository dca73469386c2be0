import { beforeAll, describe, expect, it } from 'vitest';
import request from 'supertest';
import type { RequestListener } from 'node:http';
import { testApp } from '../helpers/app.js';
import { allPaths } from '../helpers/paths.js';
import { site, addressLine } from '../../shared/content/site.js';
import { companyLineOf, registrationLineOf } from '../../shared/content/registration.js';
import { catalogueMessages } from '../../builder/messages.js';

const companyLine = companyLineOf(catalogueMessages('en', 'common'));
const registrationLine = registrationLineOf(catalogueMessages('en', 'common'));
import { legalSlugs } from '../../shared/routes.js';
import escapeHtml from 'escape-html';

/*
 * A company registered in England and Wales must show its registered name, number and office on
 * its website (Companies (Trading Disclosures) Regulations 2015, reg. 25): every page the server
 * answers with carries them in its footer, the not-found pages included.
 */
let app: RequestListener;
beforeAll(async () => {
  app = await testApp();
});

/** The footer's HTML, without the comments React puts between adjacent text nodes. */
const footerOf = (html: string): string => html.slice(html.lastIndexOf('<footer')).replaceAll('<!-- -->', '');

describe('the trading disclosure', () => {
  it('reads "Registered in England and Wales, company number …, registered office …"', () => {
    expect(site.companyNumber).toMatch(/^(\d{8}|[A-Z]{2}\d{6})$/u);
    expect(companyLine).toBe(`Registered in England and Wales, company number ${site.companyNumber}`);
    expect(registrationLine).toBe(
      `Registered in England and Wales, company number ${site.companyNumber}, registered office ${addressLine}.`,
    );
  });

  it.each([...allPaths, '/no-such-page', '/insights/no-such-article'])('is in the footer of %s', async (path) => {
    const res = await request(app).get(path);
    expect([200, 404]).toContain(res.status);
    const footer = footerOf(res.text);
    expect(footer).toContain(escapeHtml(site.legalName));
    expect(footer).toContain(`${escapeHtml(companyLine)}.`);
    expect(footer).toContain(`Registered office: ${escapeHtml(addressLine)}`);
  });

  it.each([...legalSlugs.map((slug) => `/legal/${slug}`), '/about'])(
    'is in the body of %s too, outside the footer',
    async (path) => {
      const res = await request(app).get(path);
      const main = res.text.slice(res.text.indexOf('<main'), res.text.indexOf('</main>'));
      expect(main).toContain(escapeHtml(registrationLine));
    },
  );
});
