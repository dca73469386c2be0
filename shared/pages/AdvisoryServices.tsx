import ArrowRight from 'lucide/dist/esm/icons/arrow-right.mjs';
import { services } from '../content/services/index.js';
import { serviceOverviews } from '../content/services/overview.js';
import { PageHero } from '../components/PageHero.js';
import { IconCard } from '../components/IconCard.js';
import { CheckList } from '../components/CheckList.js';
import { ContactCta } from '../components/ContactCta.js';
import { Icon } from '../components/Icon.js';
import { serviceIcons } from '../content/services/icons.js';

/**
 * Services overview: six cards with description, four features and an "Explore
 * Service Details" link. Those links are plain anchors by product decision (a full page load);
 * each link's name ends with its service's title, visually hidden (WCAG 2.4.4, 2.5.3).
 */
export default function AdvisoryServices() {
  return (
    <>
      <PageHero eyebrow="Advisory Services" title="Advisory Services">
        <p>
          Six practice areas, one standard of work: structures that are lawful, bankable and sustainable in every
          jurisdiction they touch.
        </p>
      </PageHero>
      <section className="section" aria-labelledby="services-list">
        <div className="container">
          <h2 id="services-list" className="visually-hidden">
            Our services
          </h2>
          <ul className="grid grid--3">
            {services.map((service) => (
              <IconCard
                key={service.slug}
                className="card service-card fade-in"
                icon={serviceIcons[service.slug]}
                title={service.title}
                text={serviceOverviews[service.slug].description}
              >
                <CheckList items={serviceOverviews[service.slug].features} />
                <a className="link-arrow" href={`/services/${service.slug}`}>
                  Explore Service Details<span className="visually-hidden"> for {service.title}</span>{' '}
                  <Icon icon={ArrowRight} className="icon icon--directional" />
                </a>
              </IconCard>
            ))}
          </ul>
        </div>
      </section>
      <ContactCta
        headingId="services-contact"
        title="Not Sure Where to Start?"
        text="Describe your objectives and the jurisdictions involved. We will suggest which of our teams should lead, and how."
        buttonLabel="Discuss Your Requirements"
      />
    </>
  );
}
