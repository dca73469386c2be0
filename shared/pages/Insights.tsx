import { Link, useSearchParams } from 'react-router-dom';
import Mail from 'lucide/dist/esm/icons/mail.mjs';
import { usePageData } from '../pageDataStore.js';
import { parseCategory } from '../content/categories.js';
import { mailto } from '../content/site.js';
import { useMessages } from '../i18n/messages.js';
import { PageHero } from '../components/PageHero.js';
import { CategoryFilter } from '../components/CategoryFilter.js';
import { SearchForm } from '../components/SearchForm.js';
import { ArticleCard } from '../components/ArticleCard.js';
import { Icon } from '../components/Icon.js';

/**
 * Insights: category filter from `?category=`, featured analyses, then knowledge-base
 * articles, each the newest few (the full list is a link away); a section shows only when at
 * least one of its entries matches.
 */
export default function Insights() {
  const [params] = useSearchParams();
  const category = parseCategory(params.get('category'));
  const { featured, knowledge } = usePageData('insights') ?? { featured: [], knowledge: [] };
  const m = useMessages('insights');
  return (
    <>
      <PageHero eyebrow={m.eyebrow()} title={m.title()}>
        <p>{m.lead()}</p>
      </PageHero>
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
            <div className="grid grid--3">
              {featured.map((a) => (
                <ArticleCard key={a.id} article={a} />
              ))}
            </div>
          </section>
        )}
        {knowledge.length > 0 && (
          <section className="section__block" aria-labelledby="knowledge-heading">
            <h2 id="knowledge-heading">{m.knowledge()}</h2>
            <div className="grid grid--3">
              {knowledge.map((a) => (
                <ArticleCard key={a.id} article={a} />
              ))}
            </div>
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
