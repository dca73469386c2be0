import { useLocation } from 'react-router-dom';
import { usePageData } from '../pageDataStore.js';
import { formatDate } from '../content/dates.js';
import { site, mailto } from '../content/site.js';
import { registrationLine } from '../content/registration.js';
import { PageHero } from '../components/PageHero.js';

/**
 * A legal page: privacy policy, terms of use or disclaimer (one Markdown file each), followed
 * by the firm's identity.
 */
export default function Legal() {
  const { pathname } = useLocation();
  const slug = pathname.slice('/legal/'.length).toLowerCase();
  // On first load the body comes from the server's HTML; on client navigation this suspends
  // inside a transition until the page data's JSON file arrives.
  const page = usePageData('legal');
  return (
    <>
      <PageHero eyebrow="Legal" title={page?.title ?? ''}>
        {page !== null && (
          <p>
            Last updated: <time dateTime={page.updated}>{formatDate(page.updated)}</time>
          </p>
        )}
      </PageHero>
      <div className="section">
        <div className="container container--narrow prose">
          <div data-body={`legal:${slug}`} dangerouslySetInnerHTML={{ __html: page?.body.html ?? '' }} />
          <section className="legal__identity" aria-labelledby="legal-identity">
            <h2 id="legal-identity">Who Operates This Website</h2>
            <p>
              {site.legalName}, a direct subsidiary of {site.parent}. {registrationLine} Email:{' '}
              <a href={mailto()}>{site.email}</a>.
            </p>
          </section>
        </div>
      </div>
    </>
  );
}
