import { useRef } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { usePageData } from '../pageDataStore.js';
import { useView } from '../view.js';
import { searchQuery as canonicalSearchQuery } from '../pageKey.js';
import { categories, parseCategory } from '../content/categories.js';
import { mailto } from '../content/site.js';
import { normaliseQuery, searchParamsOf, searchUrl, type SearchResults } from '../search.js';
import { PageHero } from '../components/PageHero.js';
import { CategoryFilter } from '../components/CategoryFilter.js';
import { Pagination } from '../components/Pagination.js';
import { SearchForm } from '../components/SearchForm.js';
import { SearchResult } from '../components/SearchResult.js';
import NotFound from './NotFound.js';

/** Milliseconds of quiet typing before the page's URL (and so its results) follows the box. */
const TYPING_MS = 150;

/** The query of a search view's link: its words, a category, a page; empty parts left out. */
function searchQuery(q: string, category: string | undefined, page = 1): string {
  const params = searchParamsOf(new URLSearchParams({ q, category: category ?? '', page: String(page) }));
  const query = params === null ? '' : canonicalSearchQuery(params);
  return query === '' ? '' : `?${query}`;
}

/** "1 result for “visa”" / "N results for “visa”", plus " in {category}" when one is chosen. */
function countLine(results: SearchResults, categoryLabel: string | undefined): string {
  const noun = results.total === 1 ? 'result' : 'results';
  const where = categoryLabel === undefined ? '' : ` in ${categoryLabel}`;
  return `${results.total} ${noun} for “${results.searched}”${where}`;
}

/** Ways into the archive when there is nothing (yet) to show: each category and the whole list. */
function WaysIn() {
  return (
    <div className="ways-in">
      <h2 className="ways-in__title">Browse by category</h2>
      <ul className="filter__options">
        {categories.map((c) => (
          <li key={c.slug}>
            <Link className="button button--filter" to={`/insights/all-articles?category=${c.slug}`}>
              {c.label}
            </Link>
          </li>
        ))}
      </ul>
      <p>
        <Link to="/insights/all-articles">All articles and analysis</Link>
        {' · '}
        <Link to="/advisory-services">Our advisory services</Link>
      </p>
    </div>
  );
}

/**
 * The search page, /search?q=…&category=…&page=…: rendered on the server with its results (it
 * works without JavaScript), noindex. With JavaScript, typing in its box replaces the URL, and
 * the results follow through the page data (the search endpoint).
 */
export default function Search() {
  const navigate = useNavigate();
  const { key } = useView();
  const { q, category } = key?.kind === 'search' ? key.search : { q: '', category: 'all' };
  const selected = parseCategory(category);
  const results = usePageData('search');
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  // A page past the last or not a number: the server answered with the 404 page.
  if (results === null) return <NotFound />;

  const onType = (value: string) => {
    clearTimeout(timer.current);
    timer.current = setTimeout(() => {
      const next = normaliseQuery(value);
      if (next !== q) void navigate({ search: searchQuery(next, selected?.slug) }, { replace: true });
    }, TYPING_MS);
  };
  return (
    <>
      <PageHero eyebrow="Search" title="Search our insights and services">
        <p>Articles, guides, service pages and legal documents, ranked by how well they match.</p>
      </PageHero>
      <div className="container section section--tight search-page">
        <SearchForm id="search-page-q" label="Search the site" query={q} onType={onType} />
        {q === '' ? (
          <WaysIn />
        ) : (
          <>
            <CategoryFilter id="search-filter" selected={selected} queryFor={(slug) => searchQuery(q, slug)} />
            <p className="count" role="status">
              {countLine(results, selected?.label)}
            </p>
            {results.correctedFrom !== undefined && (
              <p className="search-note">
                Showing results for <strong>{results.searched}</strong>.{' '}
                <Link to={searchUrl(results.correctedFrom, '&spelling=exact')}>
                  {`Search instead for “${results.correctedFrom}”`}
                </Link>
              </p>
            )}
            {results.total === 0 ? (
              <div className="empty search-empty">
                <p>{`Nothing on the site matches “${results.q}”${selected === undefined ? '' : ` in ${selected.label}`}.`}</p>
                {results.suggestion !== undefined && (
                  <p>
                    Did you mean <Link to={searchUrl(results.suggestion)}>{results.suggestion}</Link>?
                  </p>
                )}
                <p>Try fewer or other words, or browse the articles by category.</p>
                <WaysIn />
                <p>
                  Or ask us directly: <a href={mailto(`Enquiry: ${results.q}`)}>write to our advisers</a>.
                </p>
              </div>
            ) : (
              <>
                <ol className="results">
                  {results.hits.map((hit) => (
                    <SearchResult key={hit.url} hit={hit} />
                  ))}
                </ol>
                <Pagination
                  page={results.page}
                  pages={results.pages}
                  label="Pages of results"
                  to={(n) => ({ search: searchQuery(q, selected?.slug, n) })}
                />
              </>
            )}
          </>
        )}
      </div>
    </>
  );
}
