import Globe from 'lucide/dist/esm/icons/globe.mjs';
import GraduationCap from 'lucide/dist/esm/icons/graduation-cap.mjs';
import Lock from 'lucide/dist/esm/icons/lock.mjs';
import Users from 'lucide/dist/esm/icons/users.mjs';
import { useMessages } from '../i18n/messages.js';
import { PageHero } from '../components/PageHero.js';
import { IconCard } from '../components/IconCard.js';
import { SectionHeader } from '../components/SectionHeader.js';
import { ContactCta } from '../components/ContactCta.js';

/** The culture points' icons, in the catalogue's order. */
const CULTURE_ICONS = [Globe, Lock, GraduationCap, Users] as const;

/** Careers: intro, four culture points and a mailto; no listings, no form. */
export default function Careers() {
  const m = useMessages('careers');
  return (
    <>
      <PageHero eyebrow={m.eyebrow()} title={m.title()} lead={m.intro} />
      <section className="section" aria-labelledby="careers-culture">
        <div className="container">
          <SectionHeader id="careers-culture" title={m.cultureHeading()} />
          <ul className="grid grid--4">
            {m.culture.map((point, i) => (
              <IconCard key={i} icon={CULTURE_ICONS[i]!} title={point.title()} text={point.description()} />
            ))}
          </ul>
        </div>
      </section>
      <ContactCta headingId="careers-contact" words={m.contact} />
    </>
  );
}
