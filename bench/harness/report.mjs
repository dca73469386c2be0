/**
 * What every report is made of: the machine it ran on, the commit measured, a Markdown table,
 * and the file in bench/results/ it is written to.
 */
import { execFileSync } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import { cpus } from 'node:os';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';

const PROJECT_ROOT = fileURLToPath(new URL('../..', import.meta.url));

/**
 * The machine as the reports name it: CPU count and model.
 * @returns {string} e.g. "2 × AMD EPYC 7B13"
 */
export const machine = () => `${cpus().length} × ${cpus()[0]?.model ?? 'unknown CPU'}`;

/**
 * A moment as report file names carry it: its ISO time with `:` and `.` made `-`.
 * @param {Date} [date] default now
 * @returns {string} e.g. "2026-11-25T14-45-51-632Z"
 */
export const stamp = (date = new Date()) => date.toISOString().replace(/[:.]/gu, '-');

/**
 * The commit a checkout is at and what has changed since.
 * @param {string} [root] a folder of the checkout, default this project
 * @returns {{ commit: string, changed: string[], untracked: number }} the short hash ("not a git
 *   checkout" outside one), the tracked files changed, and the count of untracked files
 */
export function gitState(root = PROJECT_ROOT) {
  const git = (...args) => execFileSync('git', ['-C', root, ...args], { encoding: 'utf8', stdio: 'pipe' });
  try {
    const status = git('status', '--porcelain').split('\n').filter(Boolean);
    return {
      commit: git('rev-parse', '--short', 'HEAD').trim(),
      changed: status.filter((line) => !line.startsWith('??')).map((line) => line.slice(3)),
      untracked: status.filter((line) => line.startsWith('??')).length,
    };
  } catch {
    return { commit: 'not a git checkout', changed: [], untracked: 0 };
  }
}

/**
 * A Markdown table.
 * @param {string[]} header the column names
 * @param {unknown[][]} rows the cells of each row
 * @param {{ right?: string[] }} [align] the columns (by name) whose figures align right
 * @returns {string} its lines, without a newline after the last
 */
export function table(header, rows, { right = [] } = {}) {
  const line = (cells) => `| ${cells.join(' | ')} |`;
  const rule = `|${header.map((name) => (right.includes(name) ? '---:' : '---')).join('|')}|`;
  return [line(header), rule, ...rows.map(line)].join('\n');
}

/**
 * Where a report of that name goes.
 * @param {string} name the file name without `.md`
 * @returns {string} the absolute path of bench/results/<name>.md
 */
export const resultsFile = (name) => join(PROJECT_ROOT, 'bench/results', `${name}.md`);

/**
 * Writes a report and prints it: the Markdown to `file` (its folder made if need be) and to
 * stdout, `data` as JSON beside it (the same name, `.json`), and where they went to stderr.
 * @param {string} file the Markdown file, usually resultsFile(name)
 * @param {string} markdown
 * @param {unknown} [data] written only when given
 */
export function writeReport(file, markdown, data) {
  mkdirSync(dirname(file), { recursive: true });
  writeFileSync(file, markdown);
  const written = [file];
  if (data !== undefined) {
    const json = file.replace(/\.md$/u, '.json');
    writeFileSync(json, `${JSON.stringify(data, null, 2)}\n`);
    written.push(json);
  }
  console.log(markdown);
  const shown = (f) => (relative(process.cwd(), f).startsWith('..') ? f : relative(process.cwd(), f));
  console.error(`written to ${written.map(shown).join(' and ')}`);
}
