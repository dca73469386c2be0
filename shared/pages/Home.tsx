import { Link } from 'react-router-dom';
import ArrowRight from 'lucide/dist/esm/icons/arrow-right.mjs';
import Mail from 'lucide/dist/esm/icons/mail.mjs';
import { home } from '../content/pages/home.js';
import { site, mailto } from '../content/site.js';
import { usePageData } from '../pageDataStore.js';
import { services } from '../content/services/index.js';
import { Icon } from '../components/Icon.js';
import { ArticleCard } from '../components/ArticleCard.js';
import { ContactCta } from '../components/ContactCta.js';
import { IconCard } from '../components/IconCard.js';
import { SectionHeader } from '../components/SectionHeader.js';

/** The title of the service page a card links to (a card's own heading may be worded differently). */
function serviceTitle(card: { slug: string; title: string }): string {
  return services.find((service) => service.slug === card.slug)?.title ?? card.title;
}

/** Home: hero, three service cards, the network block, six featured insights, CTA. */
export default function Home() {
  const featured = usePageData('home')?.featured ?? [];
  return (
    <>
      <section className="hero">
        <div className="container hero__inner">
          <p className="eyebrow eyebrow--light">{home.hero.eyebrow}</p>
          <h1 className="hero__title">{home.hero.title}</h1>
          <p className="hero__lead">{home.hero.lead}</p>
          <div className="hero__actions">
            <Link className="button button--primary" to="/advisory-services">
              Explore Our Services
            </Link>
            <a className="button button--ghost" href={mailto()}>
              Contact Us
            </a>
          </div>
          <p className="hero__enquiries">
            <Icon icon={Mail} />
            {home.hero.enquiries} <a href={mailto()}>{site.email}</a>
          </p>
        </div>
      </section>

      <section className="section" aria-labelledby="home-services">
        <div className="container">
          <SectionHeader id="home-services" title={home.servicesHeading} intro={home.servicesIntro} />
          <ul className="grid grid--3">
            {home.serviceCards.map((card) => (
              <IconCard
                key={card.slug}
                className="card service-card fade-in"
                icon={card.icon}
                title={card.title}
                text={card.description}
              >
                {/* The visible words begin the link's name; the hidden rest says where it goes. */}
                <Link className="link-arrow" to={`/services/${card.slug}`}>
                  Learn More<span className="visually-hidden"> about {serviceTitle(card)}</span>{' '}
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
            <h2 id="home-network">{home.network.heading}</h2>
            <p className="section__intro">{home.network.intro}</p>
            <ul className="points">
              {home.network.points.map((point) => (
                <li key={point.title} className="point">
                  <Icon icon={point.icon} className="icon icon--badge" />
                  <div>
                    <h3>{point.title}</h3>
                    <p>{point.description}</p>
                  </div>
                </li>
              ))}
            </ul>
            <Link className="link-arrow" to="/about">
              {home.network.aboutLink} <Icon icon={ArrowRight} className="icon icon--directional" />
            </Link>
          </div>
          <aside className="consult-card" aria-labelledby="home-consultation">
            <h3 id="home-consultation">{home.network.consultation.title}</h3>
            <p>{home.network.consultation.text}</p>
            <a className="button button--primary" href={mailto(home.network.consultation.subject)}>
              {home.network.consultation.button}
            </a>
          </aside>
        </div>
      </section>

      <section className="section" aria-labelledby="home-insights">
        <div className="container">
          <SectionHeader id="home-insights" title={home.insightsHeading} intro={home.insightsIntro} />
          <div className="grid grid--3">
            {featured.map((article) => (
              <ArticleCard key={article.id} article={article} />
            ))}
          </div>
          <p className="section__more">
            <Link className="button button--outline" to="/insights/all-articles">
              {home.moreInsights}
            </Link>
          </p>
        </div>
      </section>

      <ContactCta
        headingId="home-closing"
        title={home.closing.title}
        text={home.closing.text}
        buttonLabel={home.closing.button}
      >
        <Link className="button button--ghost" to="/knowledge-center">
          {home.closing.knowledgeLink}
        </Link>
      </ContactCta>
    </>
  );
}
