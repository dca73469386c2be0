import type { ReactNode } from 'react';
import Mail from 'lucide/dist/esm/icons/mail.mjs';
import { mailto, site } from '../content/site.js';
import { useMessages } from '../i18n/messages.js';
import { Icon } from './Icon.js';
import { RichText } from './RichText.js';

type Message = (args: never) => string;
type Words = { title: Message; text: Message; button?: Message; subject?: Message };
type Props = { headingId: string; words: Words; args?: Record<string, string>; children?: ReactNode };

/**
 * A closing call-to-action band: a mailto button (the chrome's words when `words.button` is absent), then `children`.
 * @param words a catalogue's messages, each given `args`
 */
export function ContactCta({ headingId, words, args = {}, children }: Props) {
  const m = useMessages('common').contactCta;
  const say = (message: Message) => (message as (args: Record<string, string>) => string)(args);
  const subject = words.subject === undefined ? undefined : say(words.subject);
  return (
    <section className="cta" aria-labelledby={headingId}>
      <div className="container cta__inner">
        <h2 id={headingId}>{say(words.title)}</h2>
        <p>{say(words.text)}</p>
        <div className="cta__actions">
          <a className="button button--primary" href={mailto(subject)}>
            <Icon icon={Mail} />
            {words.button === undefined ? m.button() : say(words.button)}
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
