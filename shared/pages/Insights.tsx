import { Link, useSearchParams } from 'react-router-dom';
import Mail from 'lucide/dist/esm/icons/mail.mjs';
import { usePageData } from '../usePageData.js';
import { parseCategory } from '../content/categories.js';
import { mailto } from '../content/site.js';
import { useMessages } from '../i18n/messages.js';
import { PageHero } from '../components/PageHero.js';
import { CategoryFilter } from '../components/CategoryFilter.js';
import { SearchForm } from '../components/SearchForm.js';
import { ArticleGrid } from '../components/ArticleCard.js';
import { Icon } from '../components/Icon.js';

/** Insights: the category filter, then the newest featured and knowledge-base articles, each section if any match. */
export default function Insights() {
  const [params] = useSearchParams();
  const category = parseCategory(params.get('category'));
  const { featured, knowledge } = usePageData('insights') ?? { featured: [], knowledge: [] };
  const m = useMessages('insights');
  return (
    <>
      <PageHero eyebrow={m.eyebrow()} title={m.title()} lead={m.lead()} />
      <div className="container section section--tight">
        <SearchForm id="insights-search" label={m.searchLabel()} />
        <CategoryFilter id="insights-filter" selected={category} />
        {featured.length + knowledge.length === 0 && (
          <p className="empty" role="status">
            {m.empty()}
          </p>
        )}
        {featured.length > 0 && (
          <section className="section__block" aria-labelledby="featured-heading">
            <h2 id="featured-heading">{m.featured()}</h2>
            <ArticleGrid articles={featured} />
          </section>
        )}
        {knowledge.length > 0 && (
          <section className="section__block" aria-labelledby="knowledge-heading">
            <h2 id="knowledge-heading">{m.knowledge()}</h2>
            <ArticleGrid articles={knowledge} />
          </section>
        )}
        <div className="actions-row">
          <Link className="button button--outline" to="/insights/all-articles">
            {m.viewAll()}
          </Link>
          <a className="button button--primary" href={mailto(m.subscribeSubject())}>
            <Icon icon={Mail} />
            {m.subscribe()}
          </a>
        </div>
      </div>
    </>
  );
}
