import { Fragment } from 'react';
import { Link } from 'react-router-dom';
import { parseCategory } from '../content/categories.js';
import type { SearchHit } from '../search.js';
import { useMessages } from '../i18n/messages.js';

/**
 * What a result is, in the page's words: its kind, and an article's category ("Article · Banking").
 * @returns a function of a hit to its label
 */
export function useKindLine(): (hit: SearchHit) => string {
  const m = useMessages('search');
  const common = useMessages('common');
  return (hit) => {
    const kind = m.kinds[hit.kind]();
    const category = parseCategory(hit.category);
    return category === undefined ? kind : m.kindAndCategory({ kind, category: common.categories[category.slug]() });
  };
}

/** A snippet as text with its matched words in <mark>; the engine gives text runs, never HTML. */
function Snippet({ hit }: { hit: SearchHit }) {
  return hit.snippet.map((part, i) => <Fragment key={i}>{part.mark ? <mark>{part.text}</mark> : part.text}</Fragment>);
}

/** One result of the search page: the title linked, kind and category, an article's date, the snippet. */
export function SearchResult({ hit }: { hit: SearchHit }) {
  const kindLine = useKindLine();
  return (
    <li className="result">
      <p className="result__meta">
        <span className="tag">{kindLine(hit)}</span>
        {hit.published !== undefined && <time dateTime={hit.published}>{hit.publishedDisplay}</time>}
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
