import { Link } from 'react-router-dom';
import BarChart3 from 'lucide/dist/esm/icons/chart-column.mjs';
import FileText from 'lucide/dist/esm/icons/file-text.mjs';
import MapIcon from 'lucide/dist/esm/icons/map.mjs';
import Plane from 'lucide/dist/esm/icons/plane.mjs';
import { useMessages } from '../i18n/messages.js';
import { PageHero } from '../components/PageHero.js';
import { IconCard } from '../components/IconCard.js';
import { ContactCta } from '../components/ContactCta.js';

/** The guide categories' icons, in the catalogue's order. */
const CATEGORY_ICONS = [MapIcon, FileText, Plane, BarChart3] as const;

/** Knowledge Center: four categories of six guide titles (plain text) and a mailto. */
export default function KnowledgeCenter() {
  const m = useMessages('knowledgeCenter');
  return (
    <>
      <PageHero eyebrow={m.eyebrow()} title={m.title()} lead={m.intro} />
      <section className="section" aria-labelledby="kc-categories">
        <div className="container">
          <h2 id="kc-categories" className="visually-hidden">
            {m.categoriesHeading()}
          </h2>
          <ul className="grid grid--2">
            {m.categories.map((category, i) => (
              <IconCard key={i} icon={CATEGORY_ICONS[i]!} title={category.title()} text={category.description()}>
                <ul className="guide-list">
                  {category.guides.map((guide, j) => (
                    <li key={j}>{guide()}</li>
                  ))}
                </ul>
              </IconCard>
            ))}
          </ul>
          <p className="section__more">
            <Link className="button button--outline" to="/knowledge/all-articles">
              {m.browse()}
            </Link>
          </p>
        </div>
      </section>
      <ContactCta headingId="kc-research" words={m.research} />
    </>
  );
}
