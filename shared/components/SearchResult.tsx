import { Fragment } from 'react';
import { Link } from 'react-router-dom';
import { parseCategory } from '../content/categories.js';
import { formatDate } from '../content/dates.js';
import type { SearchHit } from '../search.js';

/** What a result is, as its label says. */
const KIND_LABELS: Record<SearchHit['kind'], string> = {
  article: 'Article',
  service: 'Service',
  page: 'Page',
  legal: 'Legal',
};

/** A result's kind, and an article's category: "Article · Banking". */
export function kindLine(hit: SearchHit): string {
  const category = parseCategory(hit.category)?.label;
  return category === undefined ? KIND_LABELS[hit.kind] : `${KIND_LABELS[hit.kind]} · ${category}`;
}

/** A snippet as text with its matched words in <mark>; the engine gives text runs, never HTML. */
function Snippet({ hit }: { hit: SearchHit }) {
  return hit.snippet.map((part, i) => <Fragment key={i}>{part.mark ? <mark>{part.text}</mark> : part.text}</Fragment>);
}

/** One result of the search page: the title linked, kind and category, an article's date, the snippet. */
export function SearchResult({ hit }: { hit: SearchHit }) {
  return (
    <li className="result">
      <p className="result__meta">
        <span className="tag">{kindLine(hit)}</span>
        {hit.published !== undefined && <time dateTime={hit.published}>{formatDate(hit.published)}</time>}
      </p>
      <h2 className="result__title">
        <Link to={hit.url}>{hit.title}</Link>
      </h2>
      <p className="result__snippet">
        <Snippet hit={hit} />
      </p>
    </li>
  );
}
