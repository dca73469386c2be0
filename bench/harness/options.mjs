/**
 * The benchmarks' command-line options: `--name=value`, repeatable or comma-separated, and bare
 * `--name` flags. Each reads process.argv where it is called.
 */

const prefix = (name) => `--${name}=`;

/**
 * The value of `--name=value` (the first one given).
 * @param {string} name the option's name, without the dashes
 * @param {string} [fallback] what an absent option gives
 * @returns {string | undefined}
 */
export function text(name, fallback) {
  const arg = process.argv.find((a) => a.startsWith(prefix(name)));
  return arg === undefined ? fallback : arg.slice(prefix(name).length);
}

/**
 * `--name=value` as a number (NaN for a value that is not one).
 * @param {string} name
 * @param {number} [fallback] what an absent option gives
 * @returns {number | undefined}
 */
export function number(name, fallback) {
  const value = text(name);
  return value === undefined ? fallback : Number(value);
}

/**
 * `--name=a,b,c` as a list.
 * @param {string} name
 * @param {string[]} [fallback] what an absent option gives
 * @returns {string[] | undefined}
 */
export const list = (name, fallback) => text(name)?.split(',') ?? fallback;

/**
 * Every value of a repeatable `--name=value`, in the order given.
 * @param {string} name
 * @returns {string[]}
 */
export const values = (name) =>
  process.argv.filter((a) => a.startsWith(prefix(name))).map((a) => a.slice(prefix(name).length));

/**
 * Whether the bare flag `--name` is given.
 * @param {string} name
 * @returns {boolean}
 */
export const flag = (name) => process.argv.includes(`--${name}`);

/**
 * The arguments that are not options (every one not starting with `--`), in order.
 * @returns {string[]}
 */
export const operands = () => process.argv.slice(2).filter((a) => !a.startsWith('--'));
