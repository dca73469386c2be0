import { Link, useLocation } from 'react-router-dom';
import { categories, type Category } from '../content/categories.js';

/** The query of a filtered list: `?category=<slug>`, or none for All. */
const listQuery = (slug: string | undefined): string => (slug === undefined ? '' : `?category=${slug}`);

/**
 * The category filter row: All plus the six categories, as links to `?category=<slug>` so the
 * server renders each filtered view and the filter works without JavaScript and with
 * Back/Forward. The selected option is filled and marked aria-current.
 * @param queryFor the query of each option's link (a search keeps its words); a list's by default
 */
export function CategoryFilter({
  selected,
  id,
  queryFor = listQuery,
}: {
  selected: Category | undefined;
  id: string;
  queryFor?: (slug: string | undefined) => string;
}) {
  const { pathname } = useLocation();
  const options = [{ slug: undefined, label: 'All' }, ...categories];
  return (
    <nav className="filter" aria-labelledby={id}>
      <h2 id={id} className="filter__label">
        Filter by Category
      </h2>
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
