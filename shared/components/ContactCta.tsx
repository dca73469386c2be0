import type { ReactNode } from 'react';
import Mail from 'lucide/dist/esm/icons/mail.mjs';
import { mailto, site } from '../content/site.js';
import { useMessages } from '../i18n/messages.js';
import { Icon } from './Icon.js';
import { RichText } from './RichText.js';

type Props = {
  title: string;
  text: string;
  buttonLabel?: string;
  subject?: string;
  children?: ReactNode;
  headingId: string;
};

/** A closing call-to-action band: a mailto button (the chrome's words when `buttonLabel` is absent), then `children`. */
export function ContactCta({ title, text, buttonLabel, subject, children, headingId }: Props) {
  const m = useMessages('common').contactCta;
  return (
    <section className="cta" aria-labelledby={headingId}>
      <div className="container cta__inner">
        <h2 id={headingId}>{title}</h2>
        <p>{text}</p>
        <div className="cta__actions">
          <a className="button button--primary" href={mailto(subject)}>
            <Icon icon={Mail} />
            {buttonLabel ?? m.button()}
          </a>
          {children}
        </div>
        <p className="cta__email">
          <RichText message={m.writeTo} parts={{ email: <a href={mailto(subject)}>{site.email}</a> }} />
        </p>
      </div>
    </section>
  );
}
