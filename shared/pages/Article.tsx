import { Link } from 'react-router-dom';
import ArrowLeft from 'lucide/dist/esm/icons/arrow-left.mjs';
import Clock from 'lucide/dist/esm/icons/clock.mjs';
import Mail from 'lucide/dist/esm/icons/mail.mjs';
import type { ArticleSummary } from '../content/articles/catalogue.js';
import type { CompiledBody, TocEntry } from '../content/bodies.js';
import { usePageData } from '../pageDataStore.js';
import { useView } from '../view.js';
import { site, mailto } from '../content/site.js';
import { registrationLineOf } from '../content/registration.js';
import { useMessages } from '../i18n/messages.js';
import { useRenderContext } from '../renderContext.js';
import { canonicalOf } from '../match.js';
import { formatDate } from '../content/dates.js';
import { ArticleCard } from '../components/ArticleCard.js';
import { Icon } from '../components/Icon.js';

/**
 * The back link: to /insights under /insights/, otherwise to /knowledge-center, by the route
 * the view matched, as the server decides which 404 document an unknown slug gets.
 */
function BackLink() {
  const insights = useView().route.path === '/insights/:slug';
  return (
    <Link className="back-link" to={insights ? '/insights' : '/knowledge-center'}>
      <Icon icon={ArrowLeft} className="icon icon--directional" />
      {insights ? 'Back to Insights' : 'Back to Knowledge Center'}
    </Link>
  );
}

function ArticleHeader({ article }: { article: ArticleSummary | undefined }) {
  return (
    <header className="article__header">
      <div className="container container--narrow">
        <BackLink />
        <p className="article__meta">
          <span className="tag">{article?.category.label ?? 'General'}</span>
          {article?.draft === true && <span className="tag tag--draft">Draft: not in the production build</span>}
          {article?.scheduled === true && (
            <span className="tag tag--draft">{`Scheduled for ${article.publishedDisplay}: not in the production build until then`}</span>
          )}
          <span>
            <Icon icon={Clock} />
            {article?.readTime ?? '0 min read'}
          </span>
          {article !== undefined && (
            <span>
              Published: <time dateTime={article.published}>{article.publishedDisplay}</time>
            </span>
          )}
          {article?.updated !== undefined && (
            <span>
              Updated: <time dateTime={article.updated}>{formatDate(article.updated)}</time>
            </span>
          )}
        </p>
        <h1 lang={article?.lang} dir={article?.lang === undefined ? undefined : 'ltr'}>
          {article?.title ?? 'Article Not Found'}
        </h1>
      </div>
    </header>
  );
}

/** The section links of an article. */
function TocList({ entries }: { entries: readonly TocEntry[] }) {
  return (
    <ol className="toc__list">
      {entries.map((entry) => (
        <li key={entry.id}>
          <a href={`#${entry.id}`}>{entry.text}</a>
        </li>
      ))}
    </ol>
  );
}

/**
 * "On this page": a sticky aside beside the text on wide screens, a collapsible block above
 * it on phones. Both work without JavaScript; CSS shows one of them (display: none also
 * hides the other from assistive technology).
 */
function TableOfContents({ entries }: { entries: readonly TocEntry[] }) {
  return (
    <>
      <details className="toc toc--narrow">
        <summary>On this page</summary>
        <nav aria-label="On this page (sections)">
          <TocList entries={entries} />
        </nav>
      </details>
      <aside className="toc toc--wide" aria-labelledby="toc-heading">
        <nav aria-labelledby="toc-heading">
          <h2 id="toc-heading" className="toc__heading">
            On this page
          </h2>
          <TocList entries={entries} />
        </nav>
      </aside>
    </>
  );
}

/**
 * The article's text. One not translated into the page's language is shown in English
 * (`article.lang`), marked so, after a notice in the page's language.
 */
function ArticleBody({ article, body }: { article: ArticleSummary; body: CompiledBody }) {
  const m = useMessages('article');
  const english = article.lang === undefined ? {} : { lang: article.lang, dir: 'ltr' as const };
  return (
    <>
      {article.lang !== undefined && <p className="notice article__notice">{m.englishOnly()}</p>}
      <div className="article__layout">
        <TableOfContents entries={body.toc} />
        <div
          className="prose article__body"
          data-body={`article:${article.id}`}
          {...english}
          dangerouslySetInnerHTML={{ __html: body.html }}
        />
      </div>
    </>
  );
}

/** Up to three articles to read next, the same category first. */
function RelatedInsights({ related }: { related: readonly ArticleSummary[] }) {
  if (related.length === 0) return null;
  return (
    <section className="related" aria-labelledby="related-heading">
      <h2 id="related-heading">Related insights</h2>
      <div className="grid grid--3">
        {related.map((a) => (
          <ArticleCard key={a.id} article={a} />
        ))}
      </div>
    </section>
  );
}

/**
 * The end of a printed article, shown only in print: where it lives online and who published it,
 * with the firm's registered details, since paper carries neither the address bar nor the site's footer.
 */
function PrintFooter() {
  const { origin } = useRenderContext();
  // The page's canonical URL, as its head tags name it.
  const canonical = canonicalOf(useView());
  const m = useMessages('article');
  const common = useMessages('common');
  return (
    <footer className="print-only article__print-footer">
      <p>{m.print.online({ url: `${origin}${canonical ?? ''}` })}</p>
      <p>{m.print.publisher({ legalName: site.legalName, registrationLine: registrationLineOf(common) })}</p>
    </footer>
  );
}

/**
 * An article page at /insights/{slug} or /knowledge/{slug}. An unknown slug renders the
 * in-page "Article Not Found" state; the server sends it with status 404.
 */
export default function Article() {
  // On first load the body comes from the server's HTML; on client navigation the page data
  // (head fields, body, related articles) is one file, fetched before the page shows.
  const data = usePageData('article');
  if (data === null) {
    return (
      <article className="article">
        <ArticleHeader article={undefined} />
        <div className="container container--narrow prose">
          <p>
            The requested article could not be found. Please check the URL, or return to the insights page to browse our
            published analysis.
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
  const { article, body, related } = data;
  return (
    <article className="article">
      <ArticleHeader article={article} />
      <div className="container article__container">
        <ArticleBody article={article} body={body} />
        <aside className="consult-card article__consult" aria-labelledby="article-consult">
          <h2 id="article-consult">Discuss This Topic With Our Advisers</h2>
          <p>
            Every situation turns on its own facts. Arrange a confidential consultation before you act on anything in
            this article; our <Link to="/legal/disclaimer">Disclaimer</Link> sets out the limits of the general
            information we publish.
          </p>
          <a className="button button--primary" href={mailto(`Consultation: ${article.title}`)}>
            <Icon icon={Mail} />
            Request a Consultation
          </a>
          <p className="cta__email">
            Or write to <a href={mailto()}>{site.email}</a>
          </p>
        </aside>
        <RelatedInsights related={related} />
      </div>
      <PrintFooter />
    </article>
  );
}
