import { Fragment, type ReactNode } from 'react';

/** Marks where a part goes in a message's text: control characters no catalogue holds. */
const mark = (name: string) => `\u0001${name}\u0002`;

/**
 * A message with elements in it (a link, a date): `parts` are passed to the message as
 * arguments, each a marker the text is then cut at, and rendered in their places, so that a
 * translation can put them wherever its grammar wants.
 * @param message a compiled message (useMessages)
 * @param args its text arguments
 * @param parts its element arguments, by name
 */
export function RichText<A extends Record<string, string | number>>({
  message,
  args,
  parts,
}: {
  message: (args: never) => string;
  args: Partial<A>;
  parts: Record<string, ReactNode>;
}) {
  const marked = Object.fromEntries(Object.keys(parts).map((name) => [name, mark(name)]));
  const text = (message as (args: Record<string, string | number>) => string)({ ...args, ...marked } as Record<
    string,
    string | number
  >);
  return text
    .split(/\u0001([^\u0002]*)\u0002/u)
    .map((piece, i) => <Fragment key={i}>{i % 2 === 1 ? parts[piece] : piece === '' ? null : piece}</Fragment>);
}
