import { Link } from 'react-router-dom';
import { knowledgeCategories, knowledgeCenterIntro, researchRequest } from '../content/pages/knowledge-center.js';
import { PageHero } from '../components/PageHero.js';
import { IconCard } from '../components/IconCard.js';
import { ContactCta } from '../components/ContactCta.js';

/** Knowledge Center: four categories of six guide titles (plain text) and a mailto. */
export default function KnowledgeCenter() {
  return (
    <>
      <PageHero eyebrow="Knowledge Center" title="Knowledge Center">
        {knowledgeCenterIntro.map((p, i) => (
          <p key={i}>{p}</p>
        ))}
      </PageHero>
      <section className="section" aria-labelledby="kc-categories">
        <div className="container">
          <h2 id="kc-categories" className="visually-hidden">
            Guide categories
          </h2>
          <ul className="grid grid--2">
            {knowledgeCategories.map((category) => (
              <IconCard key={category.title} icon={category.icon} title={category.title} text={category.description}>
                <ul className="guide-list">
                  {category.guides.map((guide) => (
                    <li key={guide}>{guide}</li>
                  ))}
                </ul>
              </IconCard>
            ))}
          </ul>
          <p className="section__more">
            <Link className="button button--outline" to="/knowledge/all-articles">
              Browse Published Articles
            </Link>
          </p>
        </div>
      </section>
      <ContactCta
        headingId="kc-research"
        title="Request Specialised Research"
        text={researchRequest}
        buttonLabel="Request Research"
        subject="Specialised research request"
      />
    </>
  );
}
