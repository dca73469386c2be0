import { use } from 'react';
import { useLocation } from 'react-router-dom';
import { legalDocuments } from '../content/legal/documents.js';
import { site, addressLine, mailto } from '../content/site.js';
import { PageHero } from '../components/PageHero.js';
import { Prose } from '../components/Prose.js';


/** Formats an ISO date (YYYY-MM-DD) as "11 September 2025", in UTC so server and browser agree. */
function formatDate(iso: string): string {
  return new Intl.DateTimeFormat('en-GB', { dateStyle: 'long', timeZone: 'UTC' }).format(
    new Date(`${iso}T00:00:00Z`),
  );
}

/** A legal page (spec §2): privacy policy, terms of use or disclaimer, with the firm's identity. */
export default function Legal() {
  const { pathname } = useLocation();
  const slug = pathname.slice('/legal/'.length);
  // Loaded before hydration and on the server; on client navigation this suspends inside a
  // transition until the document's chunk arrives.
  const document = legalDocuments.loaded(slug) ?? use(legalDocuments.load(slug));
  return (
    <>
      <PageHero eyebrow="Legal" title={document.title}>
        <p>
          Last updated: <time dateTime={document.lastUpdated}>{formatDate(document.lastUpdated)}</time>
        </p>
      </PageHero>
      <div className="section">
        <div className="container container--narrow prose">
          {document.intro.map((p, i) => (
            <p key={i}>{p}</p>
          ))}
          {document.sections.map((section) => (
            <Prose key={section.heading} section={section} />
          ))}
          <section className="legal__identity" aria-labelledby="legal-identity">
            <h2 id="legal-identity">Who Operates This Website</h2>
            <p>
              {site.legalName}, {site.registration}, a direct subsidiary of {site.parent}.
              Registered office: {addressLine}. Email: <a href={mailto()}>{site.email}</a>.
            </p>
          </section>
        </div>
      </div>
    </>
  );
}
