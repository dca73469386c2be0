import { Fragment, type ReactNode } from 'react';

/** Marks where a part goes in a message's text: private-use characters no catalogue holds. */
const mark = (name: string) => `\uE000${name}\uE001`;
const marks = /\uE000([^\uE001]*)\uE001/gu;

type Props = {
  message: (args: never) => string;
  args?: Record<string, string | number>;
  parts: Record<string, ReactNode>;
};

/** A message with its text `args` and element `parts` (a link, a date), each where the translation puts it. */
export function RichText({ message, args = {}, parts }: Props) {
  const marked = Object.fromEntries(Object.keys(parts).map((name) => [name, mark(name)]));
  const text = (message as (args: Record<string, string | number>) => string)({ ...args, ...marked });
  return text
    .split(marks)
    .map((piece, i) => <Fragment key={i}>{i % 2 === 1 ? parts[piece] : piece === '' ? null : piece}</Fragment>);
}

/** A message whose `date` part is a <time> element: `iso` as its datetime, `shown` as its text. */
export function DatedText({ message, iso, shown }: { message: (args: never) => string; iso: string; shown: string }) {
  return <RichText message={message} parts={{ date: <time dateTime={iso}>{shown}</time> }} />;
}
