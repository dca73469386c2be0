import ArrowRight from 'lucide/dist/esm/icons/arrow-right.mjs';
import { serviceSlugs } from '../content/services/index.js';
import { useMessages } from '../i18n/messages.js';
import { PageHero } from '../components/PageHero.js';
import { IconCard } from '../components/IconCard.js';
import { CheckList } from '../components/CheckList.js';
import { ContactCta } from '../components/ContactCta.js';
import { Icon } from '../components/Icon.js';
import { serviceIcons } from '../content/services/icons.js';

/** Services overview; each card's link is a plain anchor (a full page load) by product decision (WCAG 2.4.4, 2.5.3). */
export default function AdvisoryServices() {
  const m = useMessages('services');
  const common = useMessages('common');
  return (
    <>
      <PageHero eyebrow={m.eyebrow()} title={m.title()} lead={m.lead()} />
      <section className="section" aria-labelledby="services-list">
        <div className="container">
          <h2 id="services-list" className="visually-hidden">
            {m.listHeading()}
          </h2>
          <ul className="grid grid--3">
            {serviceSlugs.map((slug) => {
              const card = m.cards[slug];
              const title = common.serviceTitles[slug]();
              return (
                <IconCard
                  key={slug}
                  className="card service-card fade-in"
                  icon={serviceIcons[slug]}
                  title={title}
                  text={card.description()}
                >
                  <CheckList items={card.features.map((feature) => feature())} />
                  <a className="link-arrow" href={`/services/${slug}`}>
                    {m.explore()}
                    <span className="visually-hidden">{m.exploreFor({ service: title })}</span>{' '}
                    <Icon icon={ArrowRight} className="icon icon--directional" />
                  </a>
                </IconCard>
              );
            })}
          </ul>
        </div>
      </section>
      <ContactCta headingId="services-contact" words={m.contact} />
    </>
  );
}
