import { useLocation } from 'react-router-dom';
import { Check } from 'lucide-react';
import { services } from '../content/services/index.js';
import type { ServiceDetail, ServiceSlug } from '../content/types.js';
import companyFormation from '../content/services/company-formation.js';
import bankingStructuring from '../content/services/banking-structuring.js';
import licensingCompliance from '../content/services/licensing-compliance.js';
import migrationResidency from '../content/services/migration-residency.js';
import assetProtection from '../content/services/asset-protection.js';
import corporateLegal from '../content/services/corporate-legal.js';
import { PageHero } from '../components/PageHero.js';
import { Icon } from '../components/Icon.js';
import { ContactCta } from '../components/ContactCta.js';

const details: Record<ServiceSlug, ServiceDetail> = {
  'company-formation': companyFormation,
  'banking-structuring': bankingStructuring,
  'licensing-compliance': licensingCompliance,
  'migration-residency': migrationResidency,
  'asset-protection': assetProtection,
  'corporate-legal': corporateLegal,
};

/** A service page at /services/{slug} (spec §2): hero, four offerings, then its list sections. */
export default function ServicePage() {
  const { pathname } = useLocation();
  // The route table only sends the six service paths here.
  const summary = services.find((s) => pathname === `/services/${s.slug}`) ?? services[0]!;
  const detail = details[summary.slug];
  return (
    <>
      <PageHero eyebrow={detail.eyebrow} title={summary.title}>
        <p>{detail.lead}</p>
      </PageHero>

      <section className="section" aria-labelledby="offerings">
        <div className="container">
          <header className="section__header">
            <h2 id="offerings">{detail.offeringsHeading}</h2>
            <p>{detail.offeringsIntro}</p>
          </header>
          <ul className="grid grid--2">
            {detail.offerings.map((offering) => (
              <li key={offering.title} className="card fade-in">
                <Icon name={summary.icon} className="icon icon--badge" />
                <h3>{offering.title}</h3>
                <p>{offering.description}</p>
                {offering.items !== undefined && (
                  <ul className="check-list">
                    {offering.items.map((item) => (
                      <li key={item}>
                        <Check className="icon" aria-hidden="true" />
                        {item}
                      </li>
                    ))}
                  </ul>
                )}
              </li>
            ))}
          </ul>
        </div>
      </section>

      {detail.groups.map((group, index) => (
        <section
          key={group.id}
          className={index % 2 === 0 ? 'section section--tinted' : 'section'}
          aria-labelledby={group.id}
        >
          <div className="container">
            <header className="section__header">
              <h2 id={group.id}>{group.heading}</h2>
              <p>{group.intro}</p>
            </header>
            <ul className={group.entries.length === 4 ? 'grid grid--2' : 'grid grid--3'}>
              {group.entries.map((entry) => (
                <li key={entry.name} className="card entry-card fade-in">
                  <h3>{entry.name}</h3>
                  {entry.type !== undefined && <p className="entry-card__type">{entry.type}</p>}
                  {entry.description !== undefined && <p>{entry.description}</p>}
                  <p className="entry-card__label">{group.itemsLabel}</p>
                  <ul className="check-list">
                    {entry.items.map((item) => (
                      <li key={item}>
                        <Check className="icon" aria-hidden="true" />
                        {item}
                      </li>
                    ))}
                  </ul>
                </li>
              ))}
            </ul>
            {group.note !== undefined && <p className="section__note">{group.note}</p>}
          </div>
        </section>
      ))}

      <ContactCta
        headingId="service-contact"
        title={`Discuss ${summary.title}`}
        text="Every engagement begins with a confidential conversation about your objectives and the jurisdictions involved."
        buttonLabel="Arrange a Consultation"
        subject={`Enquiry: ${summary.title}`}
      />
    </>
  );
}
