import { Fragment, type ReactNode } from 'react';

/** Marks where a part goes in a message's text: private-use characters no catalogue holds. */
const mark = (name: string) => `\uE000${name}\uE001`;
const marks = /\uE000([^\uE001]*)\uE001/u;

/**
 * A message with elements in it (a link, a date): `parts` are passed to the message as
 * arguments, each a marker the text is then cut at, and rendered in their places, so that a
 * translation can put them wherever its grammar wants.
 * @param message a compiled message (useMessages)
 * @param args its text arguments
 * @param parts its element arguments, by name
 */
export function RichText({
  message,
  args,
  parts,
}: {
  message: (args: never) => string;
  args: Record<string, string | number>;
  parts: Record<string, ReactNode>;
}) {
  const marked = Object.fromEntries(Object.keys(parts).map((name) => [name, mark(name)]));
  const text = (message as (args: Record<string, string | number>) => string)({ ...args, ...marked });
  return text
    .split(new RegExp(marks.source, 'gu'))
    .map((piece, i) => <Fragment key={i}>{i % 2 === 1 ? parts[piece] : piece === '' ? null : piece}</Fragment>);
}
