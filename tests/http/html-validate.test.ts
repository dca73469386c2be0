import { beforeAll, describe, expect, it } from 'vitest';
import request from 'supertest';
import type { RequestListener } from 'node:http';
import { HtmlValidate } from 'html-validate';
import { testApp } from '../helpers/app.js';
import { allPaths, languagePaths } from '../helpers/paths.js';

let app: RequestListener;
const validator = new HtmlValidate({
  extends: ['html-validate:recommended'],
  rules: {
    // React writes boolean-ish attributes and self-closing SVG paths its own way.
    'no-inline-style': 'error',
    'void-style': 'off',
    'attribute-boolean-style': 'off',
    'no-trailing-whitespace': 'off',
    'attribute-empty-style': 'off',
    // HTML attribute names are case-insensitive; React 19 serialises `dateTime` in camelCase.
    'attr-case': 'off',
    // HTML's own rule for an id (any characters but whitespace): headings in Arabic keep their marks.
    'valid-id': ['error', { relaxed: true }],
  },
});

beforeAll(async () => {
  app = await testApp();
});

describe('server HTML passes html-validate', () => {
  it.each([...allPaths, '/no-such-page', '/insights/no-such-article', '/insights?category=legal', ...languagePaths])(
    '%s',
    async (path) => {
      const res = await request(app).get(path);
      const report = await validator.validateString(res.text);
      const messages = report.results.flatMap((r) =>
        r.messages.map((m) => `${m.ruleId}: ${m.message} (line ${m.line})`),
      );
      expect(messages).toEqual([]);
    },
  );
});

describe('no inline script or style anywhere', () => {
  it.each(allPaths)('%s', async (path) => {
    const html = (await request(app).get(path)).text;
    expect(html).not.toMatch(/\sstyle="/u);
    const scripts = html.match(/<script\b[^>]*>/gu) ?? [];
    // Data blocks (JSON-LD, the page data, its words) are not script: the CSP does not apply to them.
    for (const tag of scripts)
      expect(tag).toMatch(
        /type="module" async src=|type="application\/ld\+json"|type="application\/json" id="(?:page-data|messages)"/u,
      );
  });
});
