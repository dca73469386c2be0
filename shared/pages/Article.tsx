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
import { ArticleCard } from '../components/ArticleCard.js';
import { Icon } from '../components/Icon.js';
import { RichText } from '../components/RichText.js';

/**
 * The back link: to /insights under /insights/, otherwise to /knowledge-center, by the route
 * the view matched, as the server decides which 404 document an unknown slug gets.
 */
function BackLink() {
  const insights = useView().route.path === '/insights/:slug';
  const m = useMessages('article');
  return (
    <Link className="back-link" to={insights ? '/insights' : '/knowledge-center'}>
      <Icon icon={ArrowLeft} className="icon icon--directional" />
      {insights ? m.backToInsights() : m.backToKnowledge()}
    </Link>
  );
}

function ArticleHeader({ article }: { article: ArticleSummary | undefined }) {
  const m = useMessages('article');
  const common = useMessages('common');
  return (
    <header className="article__header">
      <div className="container container--narrow">
        <BackLink />
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
              <RichText
                message={m.published}
                args={{}}
                parts={{ date: <time dateTime={article.published}>{article.publishedDisplay}</time> }}
              />
            </span>
          )}
          {article?.updated !== undefined && (
            <span>
              <RichText
                message={m.updated}
                args={{}}
                parts={{ date: <time dateTime={article.updated}>{article.updatedDisplay}</time> }}
              />
            </span>
          )}
        </p>
        <h1 lang={article?.lang} dir={article?.lang === undefined ? undefined : 'ltr'}>
          {article?.title ?? m.notFoundTitle()}
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
  const m = useMessages('article');
  return (
    <>
      <details className="toc toc--narrow">
        <summary>{m.toc()}</summary>
        <nav aria-label={m.tocLabel()}>
          <TocList entries={entries} />
        </nav>
      </details>
      <aside className="toc toc--wide" aria-labelledby="toc-heading">
        <nav aria-labelledby="toc-heading">
          <h2 id="toc-heading" className="toc__heading">
            {m.toc()}
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
  const m = useMessages('article');
  if (related.length === 0) return null;
  return (
    <section className="related" aria-labelledby="related-heading">
      <h2 id="related-heading">{m.related()}</h2>
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
  const m = useMessages('article');
  const common = useMessages('common');
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
  const { article, body, related } = data;
  return (
    <article className="article">
      <ArticleHeader article={article} />
      <div className="container article__container">
        <ArticleBody article={article} body={body} />
        <aside className="consult-card article__consult" aria-labelledby="article-consult">
          <h2 id="article-consult">{m.consult.title()}</h2>
          <p>
            <RichText
              message={m.consult.text}
              args={{}}
              parts={{ disclaimer: <Link to="/legal/disclaimer">{m.consult.disclaimer()}</Link> }}
            />
          </p>
          <a className="button button--primary" href={mailto(m.consult.subject({ title: article.title }))}>
            <Icon icon={Mail} />
            {m.consult.button()}
          </a>
          <p className="cta__email">
            <RichText
              message={common.contactCta.writeTo}
              args={{}}
              parts={{ email: <a href={mailto()}>{site.email}</a> }}
            />
          </p>
        </aside>
        <RelatedInsights related={related} />
      </div>
      <PrintFooter />
    </article>
  );
}
