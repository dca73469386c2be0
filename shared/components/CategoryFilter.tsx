import { Link, useLocation } from 'react-router-dom';
import { categories, type Category } from '../content/categories.js';
import { feedPath } from '../feeds.js';
import { useView } from '../view.js';
import { useMessages } from '../i18n/messages.js';

const listQuery = (slug: string | undefined): string => (slug === undefined ? '' : `?category=${slug}`);

type Props = { selected: Category | undefined; id: string; queryFor?: (slug: string | undefined) => string };

/**
 * The category filter: All and each category as links, so it works without JavaScript; on a list, the feed beside it.
 * @param queryFor the query of each option's link (a search keeps its words); a list's by default
 */
export function CategoryFilter({ selected, id, queryFor = listQuery }: Props) {
  const { pathname } = useLocation();
  const { route, lang } = useView();
  const m = useMessages('articles').filter;
  const common = useMessages('common');
  const options = [
    { slug: undefined, label: m.all() },
    ...categories.map((c) => ({ slug: c.slug, label: common.categories[c.slug]() })),
  ];
  return (
    <nav className="filter" aria-labelledby={id}>
      <div className="filter__head">
        <h2 id={id} className="filter__label">
          {m.heading()}
        </h2>
        {/* The chosen category's feed, or every article's: a plain link, as a feed is not a page. */}
        {(route.pageData === 'insights' || route.pageData === 'list') && (
          <a className="filter__follow" href={feedPath(lang, selected)} type="application/atom+xml">
            {selected === undefined ? m.followAll() : m.followTopic()}
            <span className="visually-hidden">
              {selected === undefined ? m.feedAll() : m.feedCategory({ category: common.categories[selected.slug]() })}
            </span>
          </a>
        )}
      </div>
      <ul className="filter__options">
        {options.map((option) => {
          const active = option.slug === selected?.slug;
          return (
            <li key={option.label}>
              <Link
                to={{ pathname, search: queryFor(option.slug) }}
                className={active ? 'button button--filter is-selected' : 'button button--filter'}
                aria-current={active ? 'true' : undefined}
              >
                {option.label}
              </Link>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
