import { Fragment } from 'react';
import { Link } from 'react-router-dom';
import { parseCategory } from '../content/categories.js';
import type { SearchHit } from '../search.js';
import { useMessages } from '../i18n/messages.js';
import { textLang } from '../i18n/lang.js';

/** A function of a hit to its kind and an article's category ("Article · Banking"). */
export function useKindLine(): (hit: SearchHit) => string {
  const m = useMessages('search');
  const common = useMessages('common');
  return (hit) => {
    const kind = m.kinds[hit.kind]();
    const category = parseCategory(hit.category);
    return category === undefined ? kind : m.kindAndCategory({ kind, category: common.categories[category.slug]() });
  };
}

/** One result: kind, date, linked title and the snippet, matched words in <mark> (text runs, never HTML). */
export function SearchResult({ hit }: { hit: SearchHit }) {
  const kindLine = useKindLine();
  return (
    <li className="result">
      <p className="result__meta">
        <span className="tag">{kindLine(hit)}</span>
        {hit.published !== undefined && <time dateTime={hit.published}>{hit.publishedDisplay}</time>}
      </p>
      <h2 className="result__title" {...textLang(hit)}>
        <Link to={hit.url}>{hit.title}</Link>
      </h2>
      <p className="result__snippet" {...textLang(hit)}>
        {hit.snippet.map((part, i) => (
          <Fragment key={i}>{part.mark ? <mark>{part.text}</mark> : part.text}</Fragment>
        ))}
      </p>
    </li>
  );
}
