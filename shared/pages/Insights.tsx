import { Link, useSearchParams } from 'react-router-dom';
import Mail from 'lucide/dist/esm/icons/mail.mjs';
import { usePageData } from '../pageDataStore.js';
import { parseCategory } from '../content/categories.js';
import { mailto } from '../content/site.js';
import { PageHero } from '../components/PageHero.js';
import { CategoryFilter } from '../components/CategoryFilter.js';
import { SearchForm } from '../components/SearchForm.js';
import { ArticleCard } from '../components/ArticleCard.js';
import { Icon } from '../components/Icon.js';

/** Subject line of the subscription mailto. */
const SUBSCRIBE_SUBJECT = 'Advisory Intelligence Briefing Subscription';

/**
 * Insights: category filter from `?category=`, featured analyses, then knowledge-base
 * articles, each the newest few (the full list is a link away); a section shows only when at
 * least one of its entries matches.
 */
export default function Insights() {
  const [params] = useSearchParams();
  const category = parseCategory(params.get('category'));
  const { featured, knowledge } = usePageData('insights') ?? { featured: [], knowledge: [] };
  return (
    <>
      <PageHero eyebrow="Insights" title="Insights & Analysis">
        <p>
          Featured analyses and knowledge-base guides from our advisers on company formation, banking, licensing,
          migration, asset protection and legal compliance.
        </p>
      </PageHero>
      <div className="container section section--tight">
        <SearchForm id="insights-search" label="Search the insights and the site" />
        <CategoryFilter id="insights-filter" selected={category} />
        {featured.length + knowledge.length === 0 && (
          <p className="empty" role="status">
            No articles found in the selected category.
          </p>
        )}
        {featured.length > 0 && (
          <section className="section__block" aria-labelledby="featured-heading">
            <h2 id="featured-heading">Featured Analysis</h2>
            <div className="grid grid--3">
              {featured.map((a) => (
                <ArticleCard key={a.id} article={a} />
              ))}
            </div>
          </section>
        )}
        {knowledge.length > 0 && (
          <section className="section__block" aria-labelledby="knowledge-heading">
            <h2 id="knowledge-heading">Knowledge Base</h2>
            <div className="grid grid--3">
              {knowledge.map((a) => (
                <ArticleCard key={a.id} article={a} />
              ))}
            </div>
          </section>
        )}
        <div className="actions-row">
          <Link className="button button--outline" to="/insights/all-articles">
            View All Articles
          </Link>
          <a className="button button--primary" href={mailto(SUBSCRIBE_SUBJECT)}>
            <Icon icon={Mail} />
            Subscribe to Updates
          </a>
        </div>
      </div>
    </>
  );
}
