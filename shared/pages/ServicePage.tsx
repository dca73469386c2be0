import { useLocation } from 'react-router-dom';
import { serviceSlugs } from '../content/services/index.js';
import { usePageData } from '../usePageData.js';
import { useMessages } from '../i18n/messages.js';
import { PageHero } from '../components/PageHero.js';
import { IconCard } from '../components/IconCard.js';
import { CheckList } from '../components/CheckList.js';
import { SectionHeader } from '../components/SectionHeader.js';
import { ContactCta } from '../components/ContactCta.js';
import { serviceIcons } from '../content/services/icons.js';

/** A service page at /services/{slug}: hero, four offerings, then its list sections. */
export default function ServicePage() {
  const { pathname } = useLocation();
  const slug = serviceSlugs.find((s) => pathname === `/services/${s}`) ?? serviceSlugs[0]!;
  // The route table only sends the service paths here.
  const detail = usePageData('service')!;
  const m = useMessages('servicePage');
  const title = useMessages('common').serviceTitles[slug]();
  return (
    <>
      <PageHero eyebrow={detail.eyebrow} title={title} lead={detail.lead} />

      <section className="section" aria-labelledby="offerings">
        <div className="container">
          <SectionHeader id="offerings" title={detail.offeringsHeading} intro={detail.offeringsIntro} />
          <ul className="grid grid--2">
            {detail.offerings.map((offering) => (
              <IconCard
                key={offering.title}
                icon={serviceIcons[slug]}
                title={offering.title}
                text={offering.description}
              >
                {offering.items !== undefined && <CheckList items={offering.items} />}
              </IconCard>
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
            <SectionHeader id={group.id} title={group.heading} intro={group.intro} />
            <ul className={group.entries.length === 4 ? 'grid grid--2' : 'grid grid--3'}>
              {group.entries.map((entry) => (
                <li key={entry.name} className="card entry-card fade-in">
                  <h3>{entry.name}</h3>
                  {entry.type !== undefined && <p className="entry-card__type">{entry.type}</p>}
                  {entry.description !== undefined && <p>{entry.description}</p>}
                  <p className="entry-card__label">{group.itemsLabel}</p>
                  <CheckList items={entry.items} />
                </li>
              ))}
            </ul>
            {group.note !== undefined && <p className="section__note">{group.note}</p>}
          </div>
        </section>
      ))}

      <ContactCta headingId="service-contact" words={m.contact} args={{ service: title }} />
    </>
  );
}
