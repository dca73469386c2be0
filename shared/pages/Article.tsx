import { Link } from 'react-router-dom';
import ArrowLeft from 'lucide/dist/esm/icons/arrow-left.mjs';
import Clock from 'lucide/dist/esm/icons/clock.mjs';
import Mail from 'lucide/dist/esm/icons/mail.mjs';
import type { ArticleSummary } from '../content/articles/catalogue.js';
import type { TocEntry } from '../content/bodies.js';
import { usePageData } from '../usePageData.js';
import { useView } from '../view.js';
import { site, mailto } from '../content/site.js';
import { registrationLineOf } from '../content/registration.js';
import { useMessages } from '../i18n/messages.js';
import { textLang } from '../i18n/lang.js';
import { useRenderContext } from '../renderContext.js';
import { canonicalOf } from '../match.js';
import { ArticleGrid } from '../components/ArticleCard.js';
import { Icon } from '../components/Icon.js';
import { DatedText, RichText } from '../components/RichText.js';
import { TranslationNotice } from '../components/TranslationNotice.js';

function ArticleHeader({ article }: { article: ArticleSummary | undefined }) {
  const m = useMessages('article');
  const common = useMessages('common');
  // By the matched route, as the server picks the 404 document.
  const insights = useView().route.path === '/insights/:slug';
  return (
    <header className="article__header">
      <div className="container container--narrow">
        <Link className="back-link" to={insights ? '/insights' : '/knowledge-center'}>
          <Icon icon={ArrowLeft} className="icon icon--directional" />
          {insights ? m.backToInsights() : m.backToKnowledge()}
        </Link>
        <p className="article__meta">
          <span className="tag">
            {article === undefined ? m.general() : common.categories[article.category.slug]()}
          </span>
          {article?.draft === true && <span className="tag tag--draft">{m.draft()}</span>}
          {article?.scheduled === true && (
            <span className="tag tag--draft">{m.scheduled({ date: article.publishedDisplay })}</span>
          )}
          <span>
            <Icon icon={Clock} />
            {article?.readTime ?? m.noReadTime()}
          </span>
          {article !== undefined && (
            <span>
              <DatedText message={m.published} iso={article.published} shown={article.publishedDisplay} />
            </span>
          )}
          {article?.updated !== undefined && (
            <span>
              <DatedText message={m.updated} iso={article.updated} shown={article.updatedDisplay!} />
            </span>
          )}
        </p>
        <h1 {...textLang(article ?? {})}>{article?.title ?? m.notFoundTitle()}</h1>
      </div>
    </header>
  );
}

function TocList({ entries, english }: { entries: readonly TocEntry[]; english: ReturnType<typeof textLang> }) {
  return (
    <ol className="toc__list" {...english}>
      {entries.map((entry) => (
        <li key={entry.id}>
          <a href={`#${entry.id}`}>{entry.text}</a>
        </li>
      ))}
    </ol>
  );
}

/** An article at /insights/{slug} or /knowledge/{slug}; an unknown slug renders "Article Not Found" (404). */
export default function Article() {
  const data = usePageData('article');
  const m = useMessages('article');
  const common = useMessages('common');
  const { origin } = useRenderContext();
  const canonical = canonicalOf(useView());
  if (data === null) {
    return (
      <article className="article">
        <ArticleHeader article={undefined} />
        <div className="container container--narrow prose">
          <p>{m.notFoundText()}</p>
          <p>
            <Link className="button button--outline" to="/insights">
              {m.goToInsights()}
            </Link>
          </p>
        </div>
      </article>
    );
  }
  const { article, body, related, translation, revising } = data;
  // An article not translated is shown in English (`article.lang`) after a notice, its headings in the contents too.
  const english = textLang(article);
  return (
    <article className="article">
      <ArticleHeader article={article} />
      <div className="container article__container">
        {article.lang !== undefined && revising !== true && <p className="notice article__notice">{m.englishOnly()}</p>}
        <TranslationNotice note={translation} revising={revising === true} />
        <div className="article__layout">
          {/* "On this page": CSS shows the <details> on phones or the aside on wide screens, never both. */}
          <details className="toc toc--narrow">
            <summary>{m.toc()}</summary>
            <nav aria-label={m.tocLabel()}>
              <TocList entries={body.toc} english={english} />
            </nav>
          </details>
          <aside className="toc toc--wide" aria-labelledby="toc-heading">
            <nav aria-labelledby="toc-heading">
              <h2 id="toc-heading" className="toc__heading">
                {m.toc()}
              </h2>
              <TocList entries={body.toc} english={english} />
            </nav>
          </aside>
          <div
            className="prose article__body"
            data-body={`article:${article.id}`}
            {...english}
            dangerouslySetInnerHTML={{ __html: body.html }}
          />
        </div>
        <aside className="consult-card article__consult" aria-labelledby="article-consult">
          <h2 id="article-consult">{m.consult.title()}</h2>
          <p>
            <RichText
              message={m.consult.text}
              parts={{ disclaimer: <Link to="/legal/disclaimer">{m.consult.disclaimer()}</Link> }}
            />
          </p>
          <a className="button button--primary" href={mailto(m.consult.subject({ title: article.title }))}>
            <Icon icon={Mail} />
            {m.consult.button()}
          </a>
          <p className="cta__email">
            <RichText message={common.contactCta.writeTo} parts={{ email: <a href={mailto()}>{site.email}</a> }} />
          </p>
        </aside>
        {related.length > 0 && (
          <section className="related" aria-labelledby="related-heading">
            <h2 id="related-heading">{m.related()}</h2>
            <ArticleGrid articles={related} />
          </section>
        )}
      </div>
      {/* Print only: paper has no address bar or footer. */}
      <footer className="print-only article__print-footer">
        <p>{m.print.online({ url: `${origin}${canonical ?? ''}` })}</p>
        <p>{m.print.publisher({ legalName: site.legalName, registrationLine: registrationLineOf(common) })}</p>
      </footer>
    </article>
  );
}
