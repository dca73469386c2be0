import { Link, useLocation, useSearchParams } from 'react-router-dom';
import { articlesIn } from '../content/articles/catalogue.js';
import { parseCategory } from '../content/categories.js';
import { PageHero } from '../components/PageHero.js';
import { CategoryFilter } from '../components/CategoryFilter.js';
import { ArticleCard } from '../components/ArticleCard.js';
import { ContactCta } from '../components/ContactCta.js';

/** "Showing 1 article" / "Showing N articles", plus " in {category}" when one is chosen. */
export function countLine(count: number, categoryLabel?: string): string {
  const noun = count === 1 ? 'article' : 'articles';
  return `Showing ${count} ${noun}${categoryLabel === undefined ? '' : ` in ${categoryLabel}`}`;
}

/** All articles, at /insights/all-articles and /knowledge/all-articles. */
export default function AllArticles() {
  const { pathname } = useLocation();
  const [params] = useSearchParams();
  const category = parseCategory(params.get('category'));
  const matching = articlesIn(category);
  return (
    <>
      <PageHero eyebrow="Insights & Knowledge Base" title="All Articles & Analysis">
        <p>
          Every analysis and guide we have published, from company formation and banking to licensing, migration, asset
          protection and legal compliance.
        </p>
      </PageHero>
      <div className="container section section--tight">
        <CategoryFilter id="all-articles-filter" selected={category} />
        <p className="count" role="status">
          {countLine(matching.length, category?.label)}
        </p>
        {matching.length === 0 ? (
          <div className="empty">
            <p>No articles found in the selected category.</p>
            <Link className="button button--outline" to={{ pathname, search: '' }}>
              View All Articles
            </Link>
          </div>
        ) : (
          <div className="grid grid--3">
            {matching.map((a) => (
              <ArticleCard key={a.id} article={a} headingLevel={2} />
            ))}
          </div>
        )}
      </div>
      <ContactCta
        headingId="all-articles-consultation"
        title="Professional Advisory Consultation"
        text="Our articles are general guidance. For advice on your own circumstances, speak with an adviser in confidence."
        buttonLabel="Request a Consultation"
      >
        <Link className="button button--ghost" to="/knowledge-center">
          Explore Advisory Services
        </Link>
      </ContactCta>
    </>
  );
}
