import Globe from 'lucide/dist/esm/icons/globe.mjs';
import { useView } from '../view.js';
import { viewUrl } from '../match.js';
import { useLang } from '../i18n/lang.js';
import { langs, localePath, locales, type Lang } from '../i18n/locales.js';
import { useMessages } from '../i18n/messages.js';
import { Icon } from './Icon.js';

/**
 * The same page in another language: its path under that language's prefix, with the page's
 * canonical query (a list's category and page, a search's words) and nothing else.
 */
function useHrefIn(): (lang: Lang) => string {
  const view = useView();
  return (lang) => viewUrl(localePath(lang, view.canonicalPath ?? view.pathname), view.key);
}

/**
 * The languages of the site, each named in itself, with `lang` and `hreflang` on its link: plain
 * links, as a change of language loads the other language's document (W3C: no flags).
 * `compact` is the top bar's form on wide screens, a disclosure (`<details>`) that opens without
 * JavaScript; `bare` the list alone, in the mobile menu; the footer lists all three in a landmark.
 */
export function LanguageSwitcher({ compact = false, bare = false }: { compact?: boolean; bare?: boolean }) {
  const lang = useLang();
  const label = useMessages('common').languageSwitcher();
  const hrefIn = useHrefIn();
  const list = (
    <ul className="lang-switch__list">
      {langs.map((other) => (
        <li key={other}>
          {other === lang ? (
            <span className="lang-switch__this" lang={locales[other].htmlLang}>
              {locales[other].name}
            </span>
          ) : (
            <a href={hrefIn(other)} lang={locales[other].htmlLang} hrefLang={locales[other].htmlLang}>
              {locales[other].name}
            </a>
          )}
        </li>
      ))}
    </ul>
  );
  // In the mobile menu: the list alone, as the footer's navigation landmark already names it.
  if (bare) return list;
  if (!compact)
    return (
      <nav className="lang-switch" aria-label={label}>
        {list}
      </nav>
    );
  return (
    <details className="lang-switch lang-switch--compact">
      <summary className="lang-switch__button">
        <Icon icon={Globe} className="icon" />
        <span className="visually-hidden">{label}: </span>
        <span className="lang-switch__current">{locales[lang].name}</span>
      </summary>
      {/* Not a second navigation landmark: the footer's list is the page's one. */}
      <div className="lang-switch__panel">{list}</div>
    </details>
  );
}
