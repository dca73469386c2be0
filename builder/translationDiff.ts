/**
 * What changed in an English document since a translation was made from it, block by block:
 * the English of the version the translation names (`translatedFrom`) is found in git history,
 * and set beside today's English. A translator reads it to update the translation.
 */
import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { basename, dirname, join, relative } from 'node:path';
import { diffArrays, diffWordsWithSpace } from 'diff';
import { parseDocument } from 'yaml';
import { parse } from './content.js';
import { versionOf } from './translations.js';

/** Why the English a translation was made from cannot be shown: the message says what to do. */
export class VersionNotFound extends Error {
  override name = 'VersionNotFound';
}

/** One block of a document: the text it is written in, its kind and its first line (0 for a frontmatter field). */
interface Block {
  label: string;
  text: string;
  line: number;
}

/** The translated fields of the frontmatter, then each top-level block of the body, as written. */
function blocksOf(source: string): Block[] {
  const end = source.indexOf('\n---', 4);
  const frontmatter = (parseDocument(source.slice(4, end)).toJS() ?? {}) as Record<string, unknown>;
  const fields = ['title', 'excerpt', 'metaTitle', 'metaDescription', 'description']
    .filter((field) => typeof frontmatter[field] === 'string')
    .map((field) => ({ label: `frontmatter ${field}`, text: String(frontmatter[field]), line: 0 }));
  const { tree } = parse('', source);
  const body = tree.children.map((node) => ({
    label: node.type === 'heading' ? `heading ${'#'.repeat(node.depth)}` : node.type,
    text: source.slice(node.position?.start.offset ?? 0, node.position?.end.offset ?? 0),
    line: node.position?.start.line ?? 0,
  }));
  return [...fields, ...body];
}

const git = (root: string, args: string[]) =>
  execFileSync('git', args, { cwd: root, encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'], maxBuffer: 64 << 20 });

/**
 * Finds the English text whose version is `version` in the file's git history, newest first.
 * @returns the text, and the commit and its date (YYYY-MM-DD) that first held it
 * @throws VersionNotFound when the project is not a git clone, its history is shallow, or no
 *   commit holds that version
 */
export function englishAt(
  root: string,
  englishFile: string,
  version: string,
): { text: string; commit: string; date: string } {
  let commits: string[];
  try {
    commits = git(root, ['log', '--format=%H %cs', '--', englishFile]).trim().split('\n').filter(Boolean);
  } catch {
    throw new VersionNotFound(
      `${root} is not a git clone: the English of version ${version} is recovered from git history`,
    );
  }
  let found: { text: string; commit: string; date: string } | undefined;
  // Newest first: the version's first commit is the oldest of the run that holds it.
  for (const entry of commits) {
    const [commit = '', date = ''] = entry.split(' ');
    let text: string;
    try {
      text = git(root, ['show', `${commit}:./${englishFile}`]);
    } catch {
      continue;
    }
    if (versionOf(text) === version) found = { text, commit: commit.slice(0, 12), date };
    else if (found !== undefined) break;
  }
  if (found !== undefined) return found;
  const shallow = git(root, ['rev-parse', '--is-shallow-repository']).trim() === 'true';
  throw new VersionNotFound(
    shallow
      ? `this clone's history is shallow, and no commit in it holds the English version ${version} of ${englishFile}: run git fetch --unshallow and try again`
      : `no commit in git history holds the English version ${version} of ${englishFile} (the one translatedFrom names)`,
  );
}

/** The share of two texts' characters that their word diff keeps (0 to 1). */
function similarity(before: string, after: string): number {
  const kept = diffWordsWithSpace(before, after)
    .filter((part) => !part.added && !part.removed)
    .reduce((sum, part) => sum + part.value.length, 0);
  return kept / Math.max(before.length, after.length, 1);
}

/** A changed block's words, git's --word-diff style: [-removed-]{+added+}. */
function wordDiff(before: string, after: string): string {
  return diffWordsWithSpace(before, after)
    .map((part) => (part.removed ? `[-${part.value}-]` : part.added ? `{+${part.value}+}` : part.value))
    .join('');
}

/**
 * The English changes since a translation's version, block by block, as text for a terminal.
 * @param root the project root (a git clone)
 * @param file the translation's path from the root ("shared/content/articles/<folder>/<slug>.md")
 * @returns the report; "unchanged" when the translation was made from today's English
 * @throws VersionNotFound (see englishAt), or Error when the file or its English is missing
 */
export function englishChanges(root: string, file: string): string {
  const path = join(root, file);
  const englishFile = relative(root, join(dirname(dirname(path)), basename(path)));
  if (!existsSync(path)) throw new Error(`${file}: no such translation`);
  if (!existsSync(join(root, englishFile))) throw new Error(`${file}: no English original at ${englishFile}`);
  const version = /^translatedFrom: "?([0-9a-f]{12})"?$/mu.exec(readFileSync(path, 'utf8'))?.[1];
  if (version === undefined)
    throw new VersionNotFound(`${file} records no translatedFrom: mark it once it matches its English`);
  const now = readFileSync(join(root, englishFile), 'utf8');
  const head = `${file}\n  made from the English version ${version}`;
  if (versionOf(now) === version) return `${head}, which is today's: nothing to update\n`;
  const then = englishAt(root, englishFile, version);
  const lines = [`${head} (commit ${then.commit}, ${then.date}); ${englishFile} is now ${versionOf(now)}`, ''];
  const before = blocksOf(then.text);
  const after = blocksOf(now);
  const parts = diffArrays(before, after, { comparator: (a, b) => a.label === b.label && a.text === b.text });
  const where = (b: Block, when: string) => (b.line === 0 ? b.label : `${b.label}, ${when} line ${b.line}`);
  for (let i = 0; i < parts.length; i += 1) {
    const part = parts[i]!;
    if (!part.added && !part.removed) continue;
    // A run of removals and additions: a removed block and an added one of the same kind that
    // share most of their words are one block edited; the rest were added or removed.
    const removed = part.removed ? part.value : [];
    const added = part.added ? part.value : parts[i + 1]?.added === true ? parts[i + 1]!.value : [];
    if (part.removed && parts[i + 1]?.added === true) i += 1;
    const editOf = new Map<Block, Block>();
    let from = 0;
    for (const b of removed) {
      const j = added.findIndex((a, k) => k >= from && a.label === b.label && similarity(b.text, a.text) >= 0.5);
      if (j === -1) continue;
      editOf.set(added[j]!, b);
      from = j + 1;
    }
    const edited = new Set(editOf.values());
    for (const b of removed.filter((r) => !edited.has(r)))
      lines.push(`removed: ${where(b, 'old English')}`, `  [-${b.text}-]`, '');
    for (const a of added) {
      const before = editOf.get(a);
      if (before === undefined) lines.push(`added: ${where(a, 'English')}`, `  {+${a.text}+}`, '');
      else lines.push(`changed: ${where(a, 'English')}`, `  ${wordDiff(before.text, a.text)}`, '');
    }
  }
  return `${lines.join('\n')}\n`;
}
