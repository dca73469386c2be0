/**
 * The translations' status and tools, for translators:
 *
 *   npm run translations                     each translation's state, per language and file
 *   npm run translations -- --diff FILE      the English changes since FILE (a translation) was made
 *   npm run translations -- --mark FILE...   records that FILE matches its English now
 *   npm run translations -- --check FILE...  runs the build's content checks and prints FILE's problems
 *
 * The states (builder/translations.ts): current; stale, still served (made from an older English
 * it still agrees with); needs update (it no longer agrees: the English is served instead);
 * missing. The listing exits 1 when any translation is not current, so that a script can gate on
 * it; --diff exits 1 when the English it was made from cannot be recovered from git history.
 */
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { basename, dirname, join } from 'node:path';
import { tsImport } from 'tsx/esm/api';

const root = process.cwd();
const { versionOf, versionDateOf } = await tsImport('../builder/translations.ts', import.meta.url);
const { compileContent, ContentError } = await tsImport('../builder/content.ts', import.meta.url);

const [command, ...files] = process.argv.slice(2);

if (command === '--mark') {
  for (const file of files) {
    const english = join(dirname(dirname(file)), basename(file));
    if (!existsSync(english)) throw new Error(`${file}: no English original at ${english}`);
    const source = readFileSync(english, 'utf8');
    const [version, date] = [versionOf(source), versionDateOf(source)];
    const translation = readFileSync(file, 'utf8');
    const end = translation.indexOf('\n---', 4);
    if (!translation.startsWith('---\n') || end === -1) throw new Error(`${file}: no frontmatter`);
    const fields = translation
      .slice(4, end)
      .split('\n')
      .filter((line) => !/^translatedFrom(?:Date)?:/u.test(line));
    const marked = [...fields, `translatedFrom: "${version}"`, `translatedFromDate: "${date}"`];
    writeFileSync(file, `---\n${marked.join('\n')}${translation.slice(end)}`);
    console.log(`${file}: translated from ${version} (the English of ${date})`);
  }
  process.exit(0);
}

if (command === '--diff') {
  const { englishChanges, VersionNotFound } = await tsImport('../builder/translationDiff.ts', import.meta.url);
  if (files.length !== 1) {
    console.error('usage: npm run translations -- --diff shared/content/<articles|legal>/<language>/<slug>.md');
    process.exit(2);
  }
  try {
    process.stdout.write(englishChanges(root, files[0]));
    process.exit(0);
  } catch (error) {
    if (!(error instanceof VersionNotFound) && !(error instanceof Error && error.name === 'VersionNotFound'))
      throw error;
    console.error(`npm run translations -- --diff: ${error.message}`);
    process.exit(1);
  }
}

/** The build's content, drafts included; its problems printed (only those of `only`, when given). */
async function compiled(only) {
  try {
    return { content: await compileContent(root, { drafts: true }), problems: [] };
  } catch (error) {
    if (!(error instanceof ContentError) && !(error instanceof Error && error.name === 'ContentError')) throw error;
    return { content: undefined, problems: error.problems.filter((p) => only === undefined || only.has(p.file)) };
  }
}

if (command === '--check') {
  const { problems } = await compiled(files.length === 0 ? undefined : new Set(files));
  for (const p of problems) console.log(`${p.file}: ${p.field}: ${p.message}`);
  console.log(problems.length === 0 ? 'no problems in these files' : `${problems.length} problems`);
  process.exit(problems.length === 0 ? 0 : 1);
}

if (command !== undefined) {
  console.error(`npm run translations: unknown option ${command} (--diff, --mark, --check)`);
  process.exit(2);
}

const { content, problems } = await compiled();
if (content === undefined) {
  console.log('The content has problems; the build names them. Fix them to see the translations’ states:');
  for (const p of problems) console.log(`  ${p.file}: ${p.field}: ${p.message}`);
  process.exit(1);
}
const LABELS = { current: 'current', stale: 'stale', 'needs-update': 'needs update', missing: 'missing' };
const { status } = content.translations;
for (const kind of ['articles', 'legal']) {
  for (const lang of [...new Set(status.map((t) => t.lang))]) {
    const here = status.filter((t) => t.kind === kind && t.lang === lang);
    const count = (state) => here.filter((t) => t.state === state).length;
    console.log(
      `${kind}, ${lang}: ${count('current')} current, ${count('stale')} stale (still served), ${count('needs-update')} needs update (the English is served), ${count('missing')} missing, of ${here.length}`,
    );
    for (const t of here) {
      if (t.state === 'current') continue;
      console.log(`  ${LABELS[t.state].padEnd(13)}${t.file}`);
      if (t.from !== null)
        console.log(
          `    made from the English of ${t.from.date} (${t.from.version}); the English is now of ${t.now.date} (${t.now.version}); npm run translations -- --diff ${t.file}`,
        );
      if (t.from !== null && t.from.date >= t.now.date)
        console.log(`    the English changed but not its date: set updated in ${t.english}, so that readers see when`);
      for (const reason of t.reasons) console.log(`    ${reason}`);
    }
  }
}
process.exit(status.some((t) => t.state !== 'current') ? 1 : 0);
