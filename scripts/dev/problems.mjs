/**
 * What the development loop shows when a save breaks the site: content problems (the build's
 * own checks, builder/content.ts) placed on a line of their file, and esbuild's errors, in one
 * shape for the terminal and for the browser's panel (scripts/dev/client.js).
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';

/**
 * A problem as the loop reports it.
 * @typedef {object} DevProblem
 * @property {'content' | 'code' | 'server'} kind what failed: the content check, a bundle, or the server
 * @property {string} file the file, relative to the project root ('' when none)
 * @property {number} [line] 1-based line in the file, when known
 * @property {number} [column] 1-based column (esbuild's errors)
 * @property {string} field the frontmatter field or body position of a content problem; '' otherwise
 * @property {string} message what is wrong, in the checker's words
 * @property {string} [excerpt] the text of that line
 */

/** The longest excerpt shown: a frontmatter line can hold a long description. */
const EXCERPT_CHARS = 200;

/** The 1-based lines of the frontmatter block's opening and closing `---`, or undefined when it has none. */
function frontmatterBounds(lines) {
  if (lines[0]?.trim() !== '---') return undefined;
  const end = lines.findIndex((line, i) => i > 0 && line.trim() === '---');
  return end === -1 ? undefined : { start: 1, end: end + 1 };
}

/**
 * The line a content problem is about: "body, line N" and a YAML error's "line N:" say it; a
 * field's problem is on the line that sets it, or the frontmatter's first line when it is
 * missing; a body-wide problem on the body's first line. A problem of the file name has none.
 */
function lineOf(lines, field, message) {
  const body = /^body, line (\d+)$/u.exec(field);
  if (body !== null) return Number(body[1]);
  const bounds = frontmatterBounds(lines);
  if (field === 'frontmatter') return Number(/^line (\d+):/u.exec(message)?.[1] ?? 1);
  if (field === 'file name' || field === 'file') return undefined;
  if (field === 'body') {
    const first = lines.findIndex((line, i) => i >= (bounds?.end ?? 0) && line.trim() !== '');
    return first === -1 ? undefined : first + 1;
  }
  if (bounds === undefined) return 1;
  // "title, excerpt" (unknown keys) or "a.b" (a nested path): the first key names the line.
  const key = field.split(/[,.]/u)[0].trim();
  const sets = new RegExp(`^${key.replace(/[.*+?^${}()|[\]\\]/gu, '\\$&')}\\s*:`, 'u');
  const set = lines.findIndex((line, i) => i > 0 && i < bounds.end - 1 && sets.test(line));
  return set === -1 ? bounds.start : set + 1;
}

/**
 * Places the build's content problems (ContentError.problems) on a line of their file.
 * @param {string} root the project root the problems' file names are relative to
 * @param {{ file: string, field: string, message: string }[]} problems
 * @returns {DevProblem[]}
 */
export function contentProblems(root, problems) {
  const sources = new Map();
  const linesOf = (file) => {
    if (!sources.has(file)) {
      try {
        sources.set(file, readFileSync(join(root, file), 'utf8').split('\n'));
      } catch {
        sources.set(file, []); // a missing file (a legal page the site needs) has no lines
      }
    }
    return sources.get(file);
  };
  return problems.map(({ file, field, message }) => {
    const lines = linesOf(file);
    const line = lineOf(lines, field, message);
    const excerpt = line === undefined ? undefined : lines[line - 1]?.slice(0, EXCERPT_CHARS);
    return {
      kind: 'content',
      file,
      field,
      message,
      ...(line === undefined ? {} : { line }),
      ...(excerpt ? { excerpt } : {}),
    };
  });
}

/**
 * esbuild's errors (a failed rebuild's `errors`) as problems.
 * @param {import('esbuild').Message[]} errors
 * @returns {DevProblem[]}
 */
export function codeProblems(errors) {
  return errors.map(({ text, location }) => ({
    kind: 'code',
    file: location?.file ?? '',
    field: '',
    message: text,
    ...(location === null || location === undefined
      ? {}
      : {
          line: location.line,
          // esbuild counts columns from 0; editors and the panel from 1.
          column: location.column + 1,
          excerpt: location.lineText.slice(0, EXCERPT_CHARS),
        }),
  }));
}

/**
 * One line per problem, as the terminal prints them: `file:line: field: message`.
 * @param {DevProblem[]} problems
 * @returns {string}
 */
export function formatProblems(problems) {
  return problems
    .map(({ file, line, column, field, message }) => {
      const where = `${file}${line === undefined ? '' : `:${line}`}${column === undefined ? '' : `:${column}`}`;
      return [where, field, message].filter((part) => part !== '').join(': ');
    })
    .join('\n');
}
