import { careers } from '../content/pages/careers.js';
import { PageHero } from '../components/PageHero.js';
import { IconCard } from '../components/IconCard.js';
import { SectionHeader } from '../components/SectionHeader.js';
import { ContactCta } from '../components/ContactCta.js';

/** Careers: intro, four culture points and a mailto; no listings, no form. */
export default function Careers() {
  return (
    <>
      <PageHero eyebrow="Careers" title="Careers With Us">
        {careers.intro.map((p, i) => (
          <p key={i}>{p}</p>
        ))}
      </PageHero>
      <section className="section" aria-labelledby="careers-culture">
        <div className="container">
          <SectionHeader id="careers-culture" title="Our Culture" />
          <ul className="grid grid--4">
            {careers.culture.map((point) => (
              <IconCard key={point.title} icon={point.icon} title={point.title} text={point.description} />
            ))}
          </ul>
        </div>
      </section>
      <ContactCta
        headingId="careers-contact"
        title="Interested in Joining Us?"
        text={careers.invitation}
        buttonLabel="Send Your CV"
        subject="Career enquiry"
      />
    </>
  );
}
