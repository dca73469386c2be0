import { Link, useLocation, useSearchParams } from 'react-router-dom';
import { usePageData } from '../usePageData.js';
import { keyQuery } from '../pageKey.js';
import { parseCategory } from '../content/categories.js';
import { PageHero } from '../components/PageHero.js';
import { CategoryFilter } from '../components/CategoryFilter.js';
import { ArticleGrid } from '../components/ArticleCard.js';
import { ContactCta } from '../components/ContactCta.js';
import { Pagination } from '../components/Pagination.js';
import { SearchForm } from '../components/SearchForm.js';
import { useMessages } from '../i18n/messages.js';
import { LazyNotFound as NotFound } from '../components/LazyNotFound.js';

/** All articles, at /insights/all-articles and /knowledge/all-articles, a page of cards at a time. */
export default function AllArticles() {
  const { pathname } = useLocation();
  const [params] = useSearchParams();
  const category = parseCategory(params.get('category'));
  const list = usePageData('list');
  const m = useMessages('allArticles');
  const common = useMessages('common');
  // A page past the last or not a number: the server answered 404.
  if (list === null) return <NotFound />;
  return (
    <>
      <PageHero eyebrow={m.eyebrow()} title={m.title()} lead={m.lead()} />
      <div className="container section section--tight">
        <SearchForm id="all-articles-search" label={m.searchLabel()} />
        <CategoryFilter id="all-articles-filter" selected={category} />
        <p className="count" role="status">
          {m.count({
            count: list.total,
            category: category === undefined ? 'all' : common.categories[category.slug](),
          })}
        </p>
        {list.total === 0 ? (
          <div className="empty">
            <p>{m.empty()}</p>
            <Link className="button button--outline" to={{ pathname, search: '' }}>
              {m.viewAll()}
            </Link>
          </div>
        ) : (
          <>
            <ArticleGrid articles={list.entries} headingLevel={2} />
            <Pagination
              page={list.page}
              pages={list.pages}
              label={m.paginationLabel()}
              to={(n) => {
                const query = keyQuery({ lang: 'en', kind: 'list', category: category?.slug ?? 'all', page: n });
                return { pathname, search: query === '' ? '' : `?${query}` };
              }}
            />
          </>
        )}
      </div>
      <ContactCta headingId="all-articles-consultation" words={m.contact}>
        <Link className="button button--ghost" to="/knowledge-center">
          {m.contact.services()}
        </Link>
      </ContactCta>
    </>
  );
}
