import { Link } from 'react-router-dom';
import Clock from 'lucide/dist/esm/icons/clock.mjs';
import type { ArticleSummary } from '../content/articles/catalogue.js';
import { useMessages } from '../i18n/messages.js';
import { Icon } from './Icon.js';
import { RichText } from './RichText.js';

/**
 * An article card: category, read time, title, excerpt, publication date and a link to the
 * article at its own prefix. Cards fade in by their position in the grid (CSS, 0.1 s each).
 * "Read Full Analysis" is followed by the article's title, visually hidden, so the link says
 * where it goes (WCAG 2.4.4) and its name still begins with the words on screen (WCAG 2.5.3).
 */
export function ArticleCard({ article, headingLevel = 3 }: { article: ArticleSummary; headingLevel?: 2 | 3 }) {
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  // An article not translated into the page's language is listed in English.
  const english = article.lang === undefined ? {} : { lang: article.lang, dir: 'ltr' as const };
  const m = useMessages('articles').card;
  const common = useMessages('common');
  return (
    <article className="card article-card fade-in">
      <p className="article-card__meta">
        <span className="tag">{common.categories[article.category.slug]()}</span>
        {article.draft === true && <span className="tag tag--draft">{m.draft()}</span>}
        {article.scheduled === true && (
          <span className="tag tag--draft">{m.scheduled({ date: article.publishedDisplay })}</span>
        )}
        <span className="article-card__time">
          <Icon icon={Clock} />
          {article.readTime}
        </span>
      </p>
      <Heading className="article-card__title" {...english}>
        <Link to={article.path}>{article.title}</Link>
      </Heading>
      <p className="article-card__excerpt" {...english}>
        {article.excerpt}
      </p>
      <p className="article-card__date">
        <RichText
          message={m.published}
          args={{}}
          parts={{ date: <time dateTime={article.published}>{article.publishedDisplay}</time> }}
        />
      </p>
      <p className="article-card__more">
        <Link to={article.path}>
          {m.readMore()}
          <span className="visually-hidden">{m.readMoreTitle({ title: article.title })}</span>{' '}
          <span className="icon--directional" aria-hidden="true">
            →
          </span>
        </Link>
      </p>
    </article>
  );
}
