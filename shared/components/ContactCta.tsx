import type { ReactNode } from 'react';
import Mail from 'lucide/dist/esm/icons/mail.mjs';
import { mailto, site } from '../content/site.js';
import { Icon } from './Icon.js';

/** A closing call-to-action band with a mailto button and optional extra actions. */
export function ContactCta({
  title,
  text,
  buttonLabel = 'Contact Our Advisers',
  subject,
  children,
  headingId,
}: {
  title: string;
  text: string;
  buttonLabel?: string;
  subject?: string;
  children?: ReactNode;
  headingId: string;
}) {
  return (
    <section className="cta" aria-labelledby={headingId}>
      <div className="container cta__inner">
        <h2 id={headingId}>{title}</h2>
        <p>{text}</p>
        <div className="cta__actions">
          <a className="button button--primary" href={mailto(subject)}>
            <Icon icon={Mail} />
            {buttonLabel}
          </a>
          {children}
        </div>
        <p className="cta__email">
          Or write to <a href={mailto(subject)}>{site.email}</a>
        </p>
      </div>
    </section>
  );
}
