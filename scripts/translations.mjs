/**
 * The translations' status, per language: for each English article and legal document, whether
 * its translation is current, stale (made from an older English text) or missing.
 *
 *   npm run translations                     lists what is stale or missing
 *   npm run translations -- --mark FILE...   records that FILE (a translation) matches its English now
 *
 * Exits 1 when a translation is stale, so that a script can gate on it.
 */
import { existsSync, readFileSync, readdirSync, writeFileSync } from 'node:fs';
import { basename, dirname, join } from 'node:path';
import { tsImport } from 'tsx/esm/api';

const { versionOf } = await tsImport('../builder/translations.ts', import.meta.url);
const { locales, translationLangs } = await tsImport('../shared/i18n/locales.ts', import.meta.url);

const args = process.argv.slice(2);
if (args[0] === '--mark') {
  for (const file of args.slice(1)) {
    const english = join(dirname(dirname(file)), basename(file));
    if (!existsSync(english)) throw new Error(`${file}: no English original at ${english}`);
    const version = versionOf(readFileSync(english, 'utf8'));
    const source = readFileSync(file, 'utf8');
    const end = source.indexOf('\n---', 4);
    if (!source.startsWith('---\n') || end === -1) throw new Error(`${file}: no frontmatter`);
    const fields = source
      .slice(4, end)
      .split('\n')
      .filter((line) => !line.startsWith('translatedFrom:'));
    writeFileSync(file, `---\n${[...fields, `translatedFrom: "${version}"`].join('\n')}${source.slice(end)}`);
    console.log(`${file}: translated from ${version}`);
  }
  process.exit(0);
}

let stale = 0;
for (const kind of ['articles', 'legal']) {
  const dir = join('shared/content', kind);
  const ids = readdirSync(dir)
    .filter((f) => f.endsWith('.md'))
    .map((f) => basename(f, '.md'));
  for (const lang of translationLangs) {
    const folder = join(dir, locales[lang].folder);
    const lines = [];
    let current = 0;
    for (const id of ids) {
      const file = join(folder, `${id}.md`);
      if (!existsSync(file)) {
        lines.push(`  missing  ${file}`);
        continue;
      }
      const recorded = /^translatedFrom: "?([0-9a-f]{12})"?$/mu.exec(readFileSync(file, 'utf8'))?.[1];
      const now = versionOf(readFileSync(join(dir, `${id}.md`), 'utf8'));
      if (recorded === now) current += 1;
      else {
        stale += 1;
        lines.push(
          `  stale    ${file} (translated from ${recorded ?? 'an unrecorded version'}, the English is now ${now})`,
        );
      }
    }
    console.log(`${kind}, ${lang}: ${current} current of ${ids.length}`);
    for (const line of lines) console.log(line);
  }
}
process.exit(stale > 0 ? 1 : 0);
