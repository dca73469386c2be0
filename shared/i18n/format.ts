/** Parsed ICU MessageFormat messages turned into functions with the browser's Intl, so words travel as JSON (decision 030). */
import { locales, type Lang, type Locale } from './locales.js';

/** One piece of a parsed message: text, an argument, or a plural or select over one. */
export type Part =
  | string
  /** `{name}`: the argument as text, isolated (FSI…PDI, UAX #9) in a right-to-left language so its order holds. */
  | { a: string }
  /** `#` inside a plural: its number, formatted for the locale. */
  | { '#': true }
  /** `{name, plural, …}`: the case by exact value (`=2`), else by the locale's plural category. */
  | { a: string; p: Record<string, Part[]> }
  /** `{name, select, …}`: the case named by the argument's value, else `other`. */
  | { a: string; s: Record<string, Part[]> };

/** A message with arguments; a message of plain text stays a string. */
type ParsedMessage = { $: Part[] };

/** A namespace as the build writes it: the catalogue's shape, each message a string or parsed. */
export type ParsedTree = string | ParsedMessage | readonly ParsedTree[] | { readonly [key: string]: ParsedTree };

type Args = Readonly<Record<string, string | number>>;

/** Intl's formatters, made once per locale and kind. */
const formatters = new Map<string, Intl.PluralRules | Intl.NumberFormat>();
function formatter<T extends Intl.PluralRules | Intl.NumberFormat>(id: string, make: () => T): T {
  return (formatters.get(id) ?? formatters.set(id, make()).get(id)) as T;
}
const pluralRules = (intl: string) => formatter(`${intl}/plural`, () => new Intl.PluralRules(intl));
const numberFormat = (intl: string) => formatter(intl, () => new Intl.NumberFormat(intl));

/**
 * A count as `#` prints it: a non-negative safe integer as digits 0-9 grouped by threes with a
 * comma, which is Intl.NumberFormat's output for every site locale (tests/i18n/counts.test.ts
 * compares the two), without constructing one: the first Intl.NumberFormat in a page costs its
 * main thread 40-120 ms, inside hydration's render (decision 033). Anything else goes to Intl.
 * @param n the number `#` stands for
 * @param intl the locale's Intl tag
 * @returns the number as the locale writes it
 */
export function formatCount(n: number, intl: string): string {
  if (!Number.isSafeInteger(n) || n < 0) return numberFormat(intl).format(n);
  return String(n).replace(/\B(?=(\d{3})+$)/g, ',');
}

/** Formats parsed parts with `args` in `locale` (its Intl locale and direction); `hash` is the number `#` stands for. */
function formatParts(parts: readonly Part[], args: Args, locale: Locale, hash?: number): string {
  let text = '';
  for (const part of parts) {
    if (typeof part === 'string') text += part;
    else if ('#' in part) text += hash === undefined ? '#' : formatCount(hash, locale.intl);
    else if ('p' in part) {
      const value = Number(args[part.a]);
      const chosen = part.p[`=${value}`] ?? part.p[pluralRules(locale.intl).select(value)] ?? part.p.other!;
      text += formatParts(chosen, args, locale, value);
    } else if ('s' in part) text += formatParts(part.s[String(args[part.a])] ?? part.s.other!, args, locale, hash);
    else text += locale.dir === 'rtl' ? `\u2068${args[part.a]}\u2069` : String(args[part.a]);
  }
  return text;
}

/** A namespace as the build writes it, as functions of their arguments returning text in `lang` (CLDR plurals). */
export function messagesOf(tree: ParsedTree, lang: Lang): unknown {
  const build = (node: ParsedTree): unknown => {
    if (typeof node === 'string') return () => node;
    if (Array.isArray(node)) return node.map(build);
    if ('$' in node && Array.isArray(node.$))
      return (args: Args = {}) => formatParts(node.$ as Part[], args, locales[lang]);
    return Object.fromEntries(Object.entries(node).map(([key, value]) => [key, build(value as ParsedTree)]));
  };
  return build(tree);
}
