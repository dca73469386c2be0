import { afterAll, describe, expect, it } from 'vitest';
import { cpSync, existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { checkMessages, emitMessages, MESSAGES_DIR } from '../../builder/messages.js';
import { ContentError } from '../../builder/content.js';
import { messagesOf, type ParsedTree } from '../../shared/i18n/format.js';

/*
 * What a translator sees when a catalogue breaks a rule: the build stops, naming the file and
 * the message's key. Each case writes a catalogue into a copy of the messages folder.
 */
const roots: string[] = [];
afterAll(() => {
  for (const root of roots) rmSync(root, { recursive: true, force: true });
});

type Tree = Record<string, unknown>;
const english = () => JSON.parse(readFileSync(join(MESSAGES_DIR, 'en.json'), 'utf8')) as Tree;

/** A copy of the messages folder with ar.json (a copy of English) edited by `edit`, or en.json when `file` says so. */
function catalogueWith(edit: (catalogue: Tree) => void, file = 'ar.json'): string {
  const root = mkdtempSync(join(tmpdir(), 'messages-'));
  roots.push(root);
  cpSync(MESSAGES_DIR, join(root, MESSAGES_DIR), { recursive: true });
  const catalogue = english();
  edit(catalogue);
  writeFileSync(join(root, MESSAGES_DIR, file), JSON.stringify(catalogue));
  return root;
}
const ns = (c: Tree, name: string) => c[name] as Tree;
const lines = (root: string) => checkMessages(root).map((p) => `${p.file}: ${p.field}: ${p.message}`);

describe('the message catalogue check', () => {
  it('passes the catalogues as they are, and a translation with every key', () => {
    expect(checkMessages(process.cwd())).toEqual([]);
    expect(lines(catalogueWith(() => undefined))).toEqual([]);
  });

  const cases: [string, (c: Tree) => void, RegExp][] = [
    [
      'a message that is not ICU MessageFormat',
      (c) => (ns(c, 'common').skipLink = 'Skip to {main content'),
      /^shared\/content\/messages\/ar\.json: common\.skipLink: not ICU MessageFormat/u,
    ],
    [
      'a key English has and the translation lacks',
      (c) => delete (ns(c, 'common').nav as Tree).home,
      /^shared\/content\/messages\/ar\.json: common\.nav\.home: missing: en\.json has this message$/u,
    ],
    [
      'a key English does not have',
      (c) => ((ns(c, 'common').nav as Tree).homePage = 'Accueil'),
      /^shared\/content\/messages\/ar\.json: common\.nav\.homePage: extra: en\.json has no such message$/u,
    ],
    [
      'an argument renamed',
      (c) => ((ns(c, 'common').footer as Tree).registeredOffice = 'Registered office: {adress}'),
      /^shared\/content\/messages\/ar\.json: common\.footer\.registeredOffice: arguments \{adress\} differ from English's \{address\}$/u,
    ],
    [
      'a plural without its other form',
      (c) =>
        (ns(c, 'allArticles').count =
          'Showing {count, plural, zero {no articles} one {# article} two {# articles} few {# articles} many {# articles}}{category, select, all {} other { in {category}}}'),
      /^shared\/content\/messages\/ar\.json: allArticles\.count: the plural of \{count\} needs an "other" form$/u,
    ],
    [
      'a message that is not a string',
      (c) => ((ns(c, 'common').nav as Tree).home = 3),
      /^shared\/content\/messages\/ar\.json: common\.nav\.home: a message must be a string$/u,
    ],
  ];
  for (const [what, edit, expected] of cases) {
    it(`names the file and key of ${what}`, () => {
      expect(lines(catalogueWith(edit))).toEqual([expect.stringMatching(expected)]);
    });
  }

  it('names a plural form the language does not have (Chinese has only "other")', () => {
    const root = catalogueWith(
      (c) => ((ns(c, 'search').instant as Tree).count = '{count, plural, one {# 个结果} other {# 个结果}}'),
      'zh-hans.json',
    );
    // English's other plurals, copied as they are, break the same rule.
    expect(lines(root)).toContain(
      'shared/content/messages/zh-hans.json: search.instant.count: not ICU MessageFormat: The plural case one is not valid in this locale at line 1 col 17:',
    );
  });

  it('checks English itself: a plural without other in en.json', () => {
    const root = catalogueWith(
      (c) => ((ns(c, 'search').instant as Tree).count = '{count, plural, one {# result}}'),
      'en.json',
    );
    expect(lines(root)).toContainEqual(
      'shared/content/messages/en.json: search.instant.count: the plural of {count} needs an "other" form',
    );
  });

  it('stops the build (emitMessages throws) and writes nothing for a bad catalogue', () => {
    const root = catalogueWith((c) => (ns(c, 'common').skipLink = 'Skip to {main content'));
    expect(() => emitMessages(root, join(root, 'public'), join(root, 'generated'))).toThrow(ContentError);
    expect(existsSync(join(root, 'public'))).toBe(false);
  });

  it('writes each language present, one JSON file per namespace, keeping arrays, plurals and selects', () => {
    const root = catalogueWith((c) => ((ns(c, 'about').intro as string[])[0] = 'مقدمة'));
    rmSync(join(root, MESSAGES_DIR, 'zh-hans.json'), { force: true });
    const { folder } = emitMessages(root, join(root, 'public'), join(root, 'generated'));
    const read = (file: string) => JSON.parse(readFileSync(join(root, 'public', folder, file), 'utf8')) as ParsedTree;
    expect(existsSync(join(root, 'public', folder, 'zh-hans/about.json'))).toBe(false);
    expect(existsSync(join(root, 'public', folder, 'en/serviceDetails.json'))).toBe(false);
    const about = messagesOf(read('ar/about.json'), 'ar') as { intro: (() => string)[] };
    expect(about.intro[0]!()).toBe('مقدمة');
    const list = messagesOf(read('en/allArticles.json'), 'en') as { count: (a: object) => string };
    expect(list.count({ count: 1, category: 'all' })).toBe('Showing 1 article');
    expect(list.count({ count: 1200, category: 'Banking' })).toBe('Showing 1,200 articles in Banking');
    expect(readFileSync(join(root, 'generated/messages.ts'), 'utf8')).toContain(`messagesFolder: string = "${folder}"`);
  });

  it("formats Arabic plurals by all six of the locale's categories, with digits 0-9", () => {
    const arabic = messagesOf(
      {
        $: [
          {
            a: 'n',
            p: {
              zero: ['z'],
              one: ['o'],
              two: ['t'],
              few: [{ '#': true }, ' f'],
              many: [{ '#': true }, ' m'],
              other: [{ '#': true }, ' x'],
            },
          },
        ],
      },
      'ar',
    ) as (a: object) => string;
    expect([0, 1, 2, 3, 11, 100, 1002].map((n) => arabic({ n }))).toEqual([
      'z',
      'o',
      't',
      '3 f',
      '11 m',
      '100 x',
      '1,002 x',
    ]);
  });
});
