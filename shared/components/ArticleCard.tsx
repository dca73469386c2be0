import { Link } from 'react-router-dom';
import Clock from 'lucide/dist/esm/icons/clock.mjs';
import type { ArticleSummary } from '../content/articles/catalogue.js';
import { useMessages } from '../i18n/messages.js';
import { textLang } from '../i18n/lang.js';
import { Icon } from './Icon.js';
import { DatedText } from './RichText.js';

/** An article card; its link's hidden end names the article, after the words on screen (WCAG 2.4.4, 2.5.3). */
export function ArticleCard({ article, headingLevel = 3 }: { article: ArticleSummary; headingLevel?: 2 | 3 }) {
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  const english = textLang(article);
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
        <DatedText message={m.published} iso={article.published} shown={article.publishedDisplay} />
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

/** Article cards in a three-column grid. */
export function ArticleGrid({
  articles,
  headingLevel = 3,
}: {
  articles: readonly ArticleSummary[];
  headingLevel?: 2 | 3;
}) {
  return (
    <div className="grid grid--3">
      {articles.map((a) => (
        <ArticleCard key={a.id} article={a} headingLevel={headingLevel} />
      ))}
    </div>
  );
}
