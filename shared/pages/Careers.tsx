import { careers } from '../content/pages/careers.js';
import { PageHero } from '../components/PageHero.js';
import { Icon } from '../components/Icon.js';
import { ContactCta } from '../components/ContactCta.js';

/** Careers (spec §2): intro, four culture points and a mailto; no listings, no form. */
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
          <header className="section__header">
            <h2 id="careers-culture">Our Culture</h2>
          </header>
          <ul className="grid grid--4">
            {careers.culture.map((point) => (
              <li key={point.title} className="card fade-in">
                <Icon name={point.icon} className="icon icon--badge" />
                <h3>{point.title}</h3>
                <p>{point.description}</p>
              </li>
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
