import { Link } from 'react-router-dom';
import ArrowRight from 'lucide/dist/esm/icons/arrow-right.mjs';
import Award from 'lucide/dist/esm/icons/award.mjs';
import Building2 from 'lucide/dist/esm/icons/building-complex.mjs';
import Globe from 'lucide/dist/esm/icons/globe.mjs';
import Landmark from 'lucide/dist/esm/icons/landmark.mjs';
import Mail from 'lucide/dist/esm/icons/mail.mjs';
import Shield from 'lucide/dist/esm/icons/shield.mjs';
import ShieldCheck from 'lucide/dist/esm/icons/shield-check.mjs';
import { site, mailto } from '../content/site.js';
import { usePageData } from '../usePageData.js';
import { useMessages } from '../i18n/messages.js';
import { Icon } from '../components/Icon.js';
import { ArticleGrid } from '../components/ArticleCard.js';
import { ContactCta } from '../components/ContactCta.js';
import { IconCard } from '../components/IconCard.js';
import { SectionHeader } from '../components/SectionHeader.js';

/** The service cards, with their icons; their words are the catalogue's `home.serviceCards`. */
const SERVICE_CARDS = [
  ['company-formation', Building2],
  ['banking-structuring', Landmark],
  ['asset-protection', Shield],
] as const;

/** The network block's three points' icons, in the catalogue's order. */
const POINT_ICONS = [Globe, Award, ShieldCheck] as const;

/** Home: hero, three service cards, the network block, six featured insights, CTA. */
export default function Home() {
  const featured = usePageData('home')?.featured ?? [];
  const m = useMessages('home');
  const common = useMessages('common');
  return (
    <>
      <section className="hero">
        <div className="container hero__inner">
          <p className="eyebrow eyebrow--light">{m.hero.eyebrow()}</p>
          <h1 className="hero__title">{m.hero.title()}</h1>
          <p className="hero__lead">{m.hero.lead()}</p>
          <div className="hero__actions">
            <Link className="button button--primary" to="/advisory-services">
              {m.hero.explore()}
            </Link>
            <a className="button button--ghost" href={mailto()}>
              {m.hero.contact()}
            </a>
          </div>
          <p className="hero__enquiries">
            <Icon icon={Mail} />
            {m.hero.enquiries()} <a href={mailto()}>{site.email}</a>
          </p>
        </div>
      </section>

      <section className="section" aria-labelledby="home-services">
        <div className="container">
          <SectionHeader id="home-services" title={m.servicesHeading()} intro={m.servicesIntro()} />
          <ul className="grid grid--3">
            {SERVICE_CARDS.map(([slug, icon]) => (
              <IconCard
                key={slug}
                className="card service-card fade-in"
                icon={icon}
                title={m.serviceCards[slug].title()}
                text={m.serviceCards[slug].description()}
              >
                {/* The hidden rest of the link's name names the service page, whatever the card's heading. */}
                <Link className="link-arrow" to={`/services/${slug}`}>
                  {m.learnMore()}
                  <span className="visually-hidden">
                    {m.learnMoreAbout({ service: common.serviceTitles[slug]() })}
                  </span>{' '}
                  <Icon icon={ArrowRight} className="icon icon--directional" />
                </Link>
              </IconCard>
            ))}
          </ul>
        </div>
      </section>

      <section className="section section--tinted" aria-labelledby="home-network">
        <div className="container split">
          <div>
            <h2 id="home-network">{m.network.heading()}</h2>
            <p className="section__intro">{m.network.intro()}</p>
            <ul className="points">
              {m.network.points.map((point, i) => (
                <li key={i} className="point">
                  <Icon icon={POINT_ICONS[i]!} className="icon icon--badge" />
                  <div>
                    <h3>{point.title()}</h3>
                    <p>{point.description()}</p>
                  </div>
                </li>
              ))}
            </ul>
            <Link className="link-arrow" to="/about">
              {m.network.aboutLink()} <Icon icon={ArrowRight} className="icon icon--directional" />
            </Link>
          </div>
          <aside className="consult-card" aria-labelledby="home-consultation">
            <h3 id="home-consultation">{m.network.consultation.title()}</h3>
            <p>{m.network.consultation.text()}</p>
            <a className="button button--primary" href={mailto(m.network.consultation.subject())}>
              {m.network.consultation.button()}
            </a>
          </aside>
        </div>
      </section>

      <section className="section" aria-labelledby="home-insights">
        <div className="container">
          <SectionHeader id="home-insights" title={m.insightsHeading()} intro={m.insightsIntro()} />
          <ArticleGrid articles={featured} />
          <p className="section__more">
            <Link className="button button--outline" to="/insights/all-articles">
              {m.moreInsights()}
            </Link>
          </p>
        </div>
      </section>

      <ContactCta headingId="home-closing" words={m.closing}>
        <Link className="button button--ghost" to="/knowledge-center">
          {m.closing.knowledgeLink()}
        </Link>
      </ContactCta>
    </>
  );
}
