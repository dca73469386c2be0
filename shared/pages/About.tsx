import Eye from 'lucide/dist/esm/icons/eye.mjs';
import Heart from 'lucide/dist/esm/icons/heart.mjs';
import MapPin from 'lucide/dist/esm/icons/map-pin.mjs';
import Target from 'lucide/dist/esm/icons/target.mjs';
import { about } from '../content/pages/about.js';
import { site } from '../content/site.js';
import { registrationLineOf } from '../content/registration.js';
import { useMessages } from '../i18n/messages.js';
import { PageHero } from '../components/PageHero.js';
import { Icon } from '../components/Icon.js';
import { ContactCta } from '../components/ContactCta.js';
import { IconCard } from '../components/IconCard.js';
import { SectionHeader } from '../components/SectionHeader.js';

/** About: intro, story, mission/vision/commitment, values, group, leadership, presence. */
export default function About() {
  const common = useMessages('common');
  return (
    <>
      <PageHero eyebrow="About Us" title={`About ${site.name}`}>
        {about.intro.map((p, i) => (
          <p key={i}>{p}</p>
        ))}
      </PageHero>

      <section className="section" aria-labelledby="about-story">
        <div className="container container--narrow prose">
          <h2 id="about-story">Our Story</h2>
          {about.story.map((p, i) => (
            <p key={i}>{p}</p>
          ))}
        </div>
      </section>

      <section className="section section--tinted" aria-label="Mission, vision and commitment">
        <div className="container grid grid--3">
          {(
            [
              ['Our Mission', about.mission, Target],
              ['Our Vision', about.vision, Eye],
              ['Our Commitment', about.commitment, Heart],
            ] as const
          ).map(([title, text, icon]) => (
            <div key={title} className="card">
              <Icon icon={icon} className="icon icon--badge" />
              <h2 className="card__title">{title}</h2>
              <p>{text}</p>
            </div>
          ))}
        </div>
      </section>

      <section className="section" aria-labelledby="about-values">
        <div className="container">
          <SectionHeader id="about-values" title="Core Values" />
          <ul className="grid grid--4">
            {about.values.map((value) => (
              <IconCard key={value.title} icon={value.icon} title={value.title} text={value.description} />
            ))}
          </ul>
        </div>
      </section>

      <section className="section section--tinted" aria-labelledby="about-group">
        <div className="container container--narrow prose">
          <h2 id="about-group">Part of {site.parent}</h2>
          <p className="prose__lead">
            {site.legalName} is a direct subsidiary of {site.parent}.
          </p>
          <p>{registrationLineOf(common)}</p>
          {about.group.map((p, i) => (
            <p key={i}>{p}</p>
          ))}
        </div>
      </section>

      <section className="section" aria-labelledby="about-leadership">
        <div className="container">
          <SectionHeader id="about-leadership" title="Leadership Team" />
          <ul className="grid grid--4">
            {about.leadership.map((leader) => (
              <li key={leader.role} className="card">
                <h3>{leader.role}</h3>
                <p>{leader.description}</p>
              </li>
            ))}
          </ul>
        </div>
      </section>

      <section className="section section--tinted" aria-labelledby="about-presence">
        <div className="container">
          <SectionHeader id="about-presence" title="Global Presence" />
          <ul className="grid grid--4">
            {about.presence.map((region) => (
              <li key={region.region} className="card">
                <h3>{region.region}</h3>
                <ul className="location-list">
                  {region.locations.map((location) => (
                    <li key={location}>
                      <Icon icon={MapPin} />
                      {location}
                    </li>
                  ))}
                </ul>
              </li>
            ))}
          </ul>
        </div>
      </section>

      <ContactCta
        headingId="about-contact"
        title="Speak With Our Advisers"
        text="Tell us what you are planning and where. We will respond in confidence."
      />
    </>
  );
}
