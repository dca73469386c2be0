import type { ReactNode } from 'react';

type Props = {
  eyebrow?: string;
  title: string;
  /** `lang` and `dir` of a title in another language than the page's (textLang). */
  titleLang?: { lang?: string; dir?: string };
  lead?: string | readonly (() => string)[];
  children?: ReactNode;
};

/** An inner page's heading block with its only h1; `lead` (a paragraph or a catalogue's list) replaces `children`. */
export function PageHero({ eyebrow, title, titleLang, lead, children }: Props) {
  const paragraphs = typeof lead === 'string' ? [lead] : lead?.map((p) => p());
  const body = paragraphs?.map((p, i) => <p key={i}>{p}</p>) ?? children;
  return (
    <section className="page-hero">
      <div className="container page-hero__inner">
        {eyebrow !== undefined && <p className="eyebrow">{eyebrow}</p>}
        <h1 {...titleLang}>{title}</h1>
        {body !== undefined && <div className="page-hero__lead">{body}</div>}
      </div>
    </section>
  );
}
