import { useLocation } from 'react-router-dom';
import { usePageData } from '../usePageData.js';
import { site, mailto } from '../content/site.js';
import { registrationLineOf } from '../content/registration.js';
import { useMessages } from '../i18n/messages.js';
import { PageHero } from '../components/PageHero.js';
import { DatedText, RichText } from '../components/RichText.js';
import { TranslationNotice } from '../components/TranslationNotice.js';
import { textLang } from '../i18n/lang.js';

/** A legal document (one Markdown file each), followed by the firm's identity. */
export default function Legal() {
  const { pathname } = useLocation();
  const slug = pathname.slice('/legal/'.length).toLowerCase();
  const page = usePageData('legal');
  const m = useMessages('legal');
  const common = useMessages('common');
  return (
    <>
      <PageHero eyebrow={m.eyebrow()} title={page?.title ?? ''} titleLang={textLang(page ?? {})}>
        {page !== null && (
          <p>
            <DatedText message={m.updated} iso={page.updated} shown={page.updatedDisplay} />
          </p>
        )}
      </PageHero>
      <div className="section">
        <div className="container container--narrow prose">
          <TranslationNotice note={page?.translation} revising={page?.revising === true} />
          {/* A document shown in English while its translation is revised is marked as English. */}
          <div
            data-body={`legal:${slug}`}
            {...textLang(page ?? {})}
            dangerouslySetInnerHTML={{ __html: page?.body.html ?? '' }}
          />
          <section className="legal__identity" aria-labelledby="legal-identity">
            <h2 id="legal-identity">{m.identityHeading()}</h2>
            <p>
              <RichText
                message={m.identity}
                args={{ legalName: site.legalName, parent: site.parent, registrationLine: registrationLineOf(common) }}
                parts={{ email: <a href={mailto()}>{site.email}</a> }}
              />
            </p>
          </section>
        </div>
      </div>
    </>
  );
}
