import { describe, expect, it } from 'vitest';
import { readFileSync } from 'node:fs';
import { pageDataFolder } from '../../shared/content/generated/pageDataFiles.js';
import { serviceSlugs } from '../../shared/content/services/index.js';
import { MESSAGES_DIR } from '../../builder/messages.js';

/*
 * A service page's data, as the build writes it, is the catalogue's `serviceDetails` entry for
 * that service: the same words in the same order, each list section carrying its key as its
 * fragment id. Read from the JSON itself, not through the build's own conversion.
 */
const catalogue = JSON.parse(readFileSync(`${MESSAGES_DIR}/en.json`, 'utf8')) as {
  serviceDetails: Record<string, { groups: Record<string, object> } & Record<string, unknown>>;
};

describe("each service page's data is the catalogue's words", () => {
  it.each(serviceSlugs)('%s', (slug) => {
    const written: unknown = JSON.parse(readFileSync(`dist/public${pageDataFolder}/service/${slug}.json`, 'utf8'));
    const { groups, ...detail } = catalogue.serviceDetails[slug]!;
    expect(written).toEqual({
      slug,
      ...detail,
      groups: Object.entries(groups).map(([id, group]) => ({ id, ...group })),
    });
    // The page's section order is the catalogue's.
    expect((written as { groups: { id: string }[] }).groups.map((g) => g.id)).toEqual(Object.keys(groups));
  });
});
