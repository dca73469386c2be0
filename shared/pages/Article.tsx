import { use } from 'react';
import { Link, useMatch, useParams } from 'react-router-dom';
import { ArrowLeft, Clock, Mail } from 'lucide-react';
import { findArticle, type ArticleSummary } from '../content/articles/catalogue.js';
import { articleBodies } from '../content/articles/articleBodies.js';
import { site, mailto } from '../content/site.js';
import { Prose } from '../components/Prose.js';

/**
 * The back link: to /insights under /insights/, otherwise to /knowledge-center. Decided by
 * the route the router matched (case-insensitive, percent-decoded), as the server decides
 * which 404 document an unknown slug gets.
 */
function BackLink() {
  const insights = useMatch('/insights/:slug') !== null;
  return (
    <Link className="back-link" to={insights ? '/insights' : '/knowledge-center'}>
      <ArrowLeft className="icon" aria-hidden="true" />
      {insights ? 'Back to Insights' : 'Back to Knowledge Center'}
    </Link>
  );
}

function ArticleHeader({
  category,
  readTime,
  title,
}: {
  category: string;
  readTime: string;
  title: string;
}) {
  return (
    <header className="article__header">
      <div className="container container--narrow">
        <BackLink />
        <p className="article__meta">
          <span className="tag">{category}</span>
          <span>
            <Clock className="icon" aria-hidden="true" />
            {readTime}
          </span>
          <span>
            Published: <time dateTime={site.published.iso}>{site.published.display}</time>
          </span>
        </p>
        <h1>{title}</h1>
      </div>
    </header>
  );
}

function ArticleBody({ article }: { article: ArticleSummary }) {
  // Preloaded on the server and before hydration; on client navigation this suspends inside a
  // transition, so the previous page stays visible until the chunk arrives.
  const body = articleBodies.loaded(article.id) ?? use(articleBodies.load(article.id));
  return (
    <div className="prose">
      {body.intro.map((p, i) => (
        <p key={i} className={i === 0 ? 'prose__lead' : undefined}>
          {p}
        </p>
      ))}
      {body.sections.map((section) => (
        <Prose key={section.heading} section={section} />
      ))}
    </div>
  );
}

/**
 * An article page (spec §2) at /insights/{slug} or /knowledge/{slug}. An unknown slug renders
 * the in-page "Article Not Found" state; the server sends it with status 404.
 */
export default function Article() {
  const { slug = '' } = useParams();
  const article = findArticle(slug);
  if (article === undefined) {
    return (
      <article className="article">
        <ArticleHeader category="General" readTime="0 min read" title="Article Not Found" />
        <div className="container container--narrow prose">
          <p>
            The requested article could not be found. Please check the URL, or return to the
            insights page to browse our published analysis.
          </p>
          <p>
            <Link className="button button--outline" to="/insights">
              Go to Insights
            </Link>
          </p>
        </div>
      </article>
    );
  }
  return (
    <article className="article">
      <ArticleHeader category={article.category.label} readTime={article.readTime} title={article.title} />
      <div className="container container--narrow">
        <ArticleBody article={article} />
        <aside className="consult-card article__consult" aria-labelledby="article-consult">
          <h2 id="article-consult">Discuss This Topic With Our Advisers</h2>
          <p>
            Every situation turns on its own facts. Arrange a confidential consultation before you
            act on anything in this article; our{' '}
            <Link to="/legal/disclaimer">Disclaimer</Link> sets out the limits of the general
            information we publish.
          </p>
          <a className="button button--primary" href={mailto(`Consultation: ${article.title}`)}>
            <Mail className="icon" aria-hidden="true" />
            Request a Consultation
          </a>
          <p className="cta__email">
            Or write to <a href={mailto()}>{site.email}</a>
          </p>
        </aside>
      </div>
    </article>
  );
}
