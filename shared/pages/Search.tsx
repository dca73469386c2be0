import { useRef } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { usePageData } from '../usePageData.js';
import { useView } from '../view.js';
import { searchQuery as canonicalSearchQuery } from '../pageKey.js';
import { categories, parseCategory } from '../content/categories.js';
import { mailto } from '../content/site.js';
import { normaliseQuery, searchParamsOf, searchUrl } from '../search.js';
import { PageHero } from '../components/PageHero.js';
import { CategoryFilter } from '../components/CategoryFilter.js';
import { Pagination } from '../components/Pagination.js';
import { SearchForm } from '../components/SearchForm.js';
import { SearchResult } from '../components/SearchResult.js';
import { RichText } from '../components/RichText.js';
import { useMessages } from '../i18n/messages.js';
import { LazyNotFound as NotFound } from '../components/LazyNotFound.js';

/** Milliseconds of quiet typing before the URL (and so the results) follows the box. */
const TYPING_MS = 150;

/** The query of a search view's link: its words, a category, a page; empty parts left out. */
function searchQuery(q: string, category: string | undefined, page = 1): string {
  const params = searchParamsOf(new URLSearchParams({ q, category: category ?? '', page: String(page) }));
  const query = params === null ? '' : canonicalSearchQuery(params);
  return query === '' ? '' : `?${query}`;
}

/** Ways into the archive when there is nothing (yet) to show: each category and the whole list. */
function WaysIn() {
  const m = useMessages('search');
  const common = useMessages('common');
  return (
    <div className="ways-in">
      <h2 className="ways-in__title">{m.browse()}</h2>
      <ul className="filter__options">
        {categories.map((c) => (
          <li key={c.slug}>
            <Link className="button button--filter" to={`/insights/all-articles?category=${c.slug}`}>
              {common.categories[c.slug]()}
            </Link>
          </li>
        ))}
      </ul>
      <p>
        <Link to="/insights/all-articles">{m.allArticles()}</Link>
        {' · '}
        <Link to="/advisory-services">{m.services()}</Link>
      </p>
    </div>
  );
}

/** The search page, /search?q=…&category=…&page=…, noindex; typing replaces the URL and the results follow it. */
export default function Search() {
  const navigate = useNavigate();
  const { key } = useView();
  const { q, category } = key?.kind === 'search' ? key.search : { q: '', category: 'all' };
  const selected = parseCategory(category);
  const results = usePageData('search');
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  const m = useMessages('search');
  const common = useMessages('common');
  // A page past the last or not a number: the server answered with the 404 page.
  if (results === null) return <NotFound />;

  const onType = (value: string) => {
    clearTimeout(timer.current);
    timer.current = setTimeout(() => {
      const next = normaliseQuery(value);
      if (next !== q) void navigate({ search: searchQuery(next, selected?.slug) }, { replace: true });
    }, TYPING_MS);
  };
  const where = selected === undefined ? 'all' : common.categories[selected.slug]();
  return (
    <>
      <PageHero eyebrow={m.eyebrow()} title={m.title()} lead={m.lead()} />
      <div className="container section section--tight search-page">
        <SearchForm id="search-page-q" query={q} onType={onType} />
        {q === '' ? (
          <WaysIn />
        ) : (
          <>
            <CategoryFilter id="search-filter" selected={selected} queryFor={(slug) => searchQuery(q, slug)} />
            <p className="count" role="status">
              {m.count({ count: results.total, query: results.searched, category: where })}
            </p>
            {results.correctedFrom !== undefined && (
              <p className="search-note">
                <RichText message={m.showingFor} parts={{ query: <strong>{results.searched}</strong> }} />{' '}
                <Link to={searchUrl(results.correctedFrom, '&spelling=exact')}>
                  {m.searchInstead({ query: results.correctedFrom })}
                </Link>
              </p>
            )}
            {results.total === 0 ? (
              <div className="empty search-empty">
                <p>{m.nothing({ query: results.q, category: where })}</p>
                {results.suggestion !== undefined && (
                  <p>
                    <RichText
                      message={m.didYouMean}
                      parts={{ suggestion: <Link to={searchUrl(results.suggestion)}>{results.suggestion}</Link> }}
                    />
                  </p>
                )}
                <p>{m.tryOther()}</p>
                <WaysIn />
                <p>
                  <RichText
                    message={m.askUs}
                    parts={{
                      link: <a href={mailto(m.askUsSubject({ query: results.q }))}>{m.askUsLink()}</a>,
                    }}
                  />
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
                  label={m.paginationLabel()}
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
