import Award from 'lucide/dist/esm/icons/award.mjs';
import Eye from 'lucide/dist/esm/icons/eye.mjs';
import Globe from 'lucide/dist/esm/icons/globe.mjs';
import Handshake from 'lucide/dist/esm/icons/handshake.mjs';
import Heart from 'lucide/dist/esm/icons/heart.mjs';
import MapPin from 'lucide/dist/esm/icons/map-pin.mjs';
import ShieldCheck from 'lucide/dist/esm/icons/shield-check.mjs';
import Target from 'lucide/dist/esm/icons/target.mjs';
import { site } from '../content/site.js';
import { registrationLineOf } from '../content/registration.js';
import { useMessages } from '../i18n/messages.js';
import { PageHero } from '../components/PageHero.js';
import { Icon } from '../components/Icon.js';
import { ContactCta } from '../components/ContactCta.js';
import { IconCard } from '../components/IconCard.js';
import { SectionHeader } from '../components/SectionHeader.js';

const STATEMENTS = [
  ['mission', Target],
  ['vision', Eye],
  ['commitment', Heart],
] as const;

/** The core values' icons, in the catalogue's order. */
const VALUE_ICONS = [Award, ShieldCheck, Globe, Handshake] as const;

/** About: intro, story, mission/vision/commitment, values, group, leadership, presence. */
export default function About() {
  const m = useMessages('about');
  const common = useMessages('common');
  return (
    <>
      <PageHero eyebrow={m.eyebrow()} title={m.title({ name: site.name })} lead={m.intro} />

      <section className="section" aria-labelledby="about-story">
        <div className="container container--narrow prose">
          <h2 id="about-story">{m.storyHeading()}</h2>
          {m.story.map((p, i) => (
            <p key={i}>{p()}</p>
          ))}
        </div>
      </section>

      <section className="section section--tinted" aria-label={m.statementsLabel()}>
        <div className="container grid grid--3">
          {STATEMENTS.map(([key, icon]) => (
            <div key={key} className="card">
              <Icon icon={icon} className="icon icon--badge" />
              <h2 className="card__title">{m[key].title()}</h2>
              <p>{m[key].text()}</p>
            </div>
          ))}
        </div>
      </section>

      <section className="section" aria-labelledby="about-values">
        <div className="container">
          <SectionHeader id="about-values" title={m.valuesHeading()} />
          <ul className="grid grid--4">
            {m.values.map((value, i) => (
              <IconCard key={i} icon={VALUE_ICONS[i]!} title={value.title()} text={value.description()} />
            ))}
          </ul>
        </div>
      </section>

      <section className="section section--tinted" aria-labelledby="about-group">
        <div className="container container--narrow prose">
          <h2 id="about-group">{m.groupHeading({ parent: site.parent })}</h2>
          <p className="prose__lead">{m.groupLead({ legalName: site.legalName, parent: site.parent })}</p>
          <p>{registrationLineOf(common)}</p>
          {m.group.map((p, i) => (
            <p key={i}>{p()}</p>
          ))}
        </div>
      </section>

      <section className="section" aria-labelledby="about-leadership">
        <div className="container">
          <SectionHeader id="about-leadership" title={m.leadershipHeading()} />
          <ul className="grid grid--4">
            {m.leadership.map((leader, i) => (
              <li key={i} className="card">
                <h3>{leader.role()}</h3>
                <p>{leader.description()}</p>
              </li>
            ))}
          </ul>
        </div>
      </section>

      <section className="section section--tinted" aria-labelledby="about-presence">
        <div className="container">
          <SectionHeader id="about-presence" title={m.presenceHeading()} />
          <ul className="grid grid--4">
            {m.presence.map((region, i) => (
              <li key={i} className="card">
                <h3>{region.region()}</h3>
                <ul className="location-list">
                  {region.locations.map((location, j) => (
                    <li key={j}>
                      <Icon icon={MapPin} />
                      {location()}
                    </li>
                  ))}
                </ul>
              </li>
            ))}
          </ul>
        </div>
      </section>

      <ContactCta headingId="about-contact" words={m.contact} />
    </>
  );
}
