import type { ReactNode } from 'react';

/** The heading block at the top of an inner page; holds the page's only h1. */
export function PageHero({ eyebrow, title, children }: { eyebrow?: string; title: string; children?: ReactNode }) {
  return (
    <section className="page-hero">
      <div className="container page-hero__inner">
        {eyebrow !== undefined && <p className="eyebrow">{eyebrow}</p>}
        <h1>{title}</h1>
        {children !== undefined && <div className="page-hero__lead">{children}</div>}
      </div>
    </section>
  );
}
