import { Link, useLocation, useSearchParams } from 'react-router-dom';
import { usePageData } from '../pageDataStore.js';
import { keyQuery } from '../pageKey.js';
import { parseCategory } from '../content/categories.js';
import { PageHero } from '../components/PageHero.js';
import { CategoryFilter } from '../components/CategoryFilter.js';
import { ArticleCard } from '../components/ArticleCard.js';
import { ContactCta } from '../components/ContactCta.js';
import { Pagination } from '../components/Pagination.js';
import { SearchForm } from '../components/SearchForm.js';
import NotFound from './NotFound.js';

/** "Showing 1 article" / "Showing N articles", plus " in {category}" when one is chosen. */
function countLine(count: number, categoryLabel?: string): string {
  const noun = count === 1 ? 'article' : 'articles';
  return `Showing ${count} ${noun}${categoryLabel === undefined ? '' : ` in ${categoryLabel}`}`;
}

/** All articles, at /insights/all-articles and /knowledge/all-articles, a page of cards at a time. */
export default function AllArticles() {
  const { pathname } = useLocation();
  const [params] = useSearchParams();
  const category = parseCategory(params.get('category'));
  const list = usePageData('list');
  // A page past the last or not a number: the server answered with the site's 404 page.
  if (list === null) return <NotFound />;
  return (
    <>
      <PageHero eyebrow="Insights & Knowledge Base" title="All Articles & Analysis">
        <p>
          Every analysis and guide we have published, from company formation and banking to licensing, migration, asset
          protection and legal compliance.
        </p>
      </PageHero>
      <div className="container section section--tight">
        <SearchForm id="all-articles-search" label="Search the articles and the site" />
        <CategoryFilter id="all-articles-filter" selected={category} />
        <p className="count" role="status">
          {countLine(list.total, category?.label)}
        </p>
        {list.total === 0 ? (
          <div className="empty">
            <p>No articles found in the selected category.</p>
            <Link className="button button--outline" to={{ pathname, search: '' }}>
              View All Articles
            </Link>
          </div>
        ) : (
          <>
            <div className="grid grid--3">
              {list.entries.map((a) => (
                <ArticleCard key={a.id} article={a} headingLevel={2} />
              ))}
            </div>
            <Pagination
              page={list.page}
              pages={list.pages}
              label="Pages of the list"
              to={(n) => {
                const query = keyQuery({ lang: 'en', kind: 'list', category: category?.slug ?? 'all', page: n });
                return { pathname, search: query === '' ? '' : `?${query}` };
              }}
            />
          </>
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
