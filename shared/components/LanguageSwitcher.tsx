import Globe from 'lucide/dist/esm/icons/globe.mjs';
import { useView } from '../view.js';
import { viewUrl } from '../match.js';
import { useLang } from '../i18n/lang.js';
import { langs, localePath, locales, type Lang } from '../i18n/locales.js';
import { useMessages } from '../i18n/messages.js';
import { Icon } from './Icon.js';

/** The languages, named in themselves (W3C: no flags), as plain links; `compact` in the top bar, `bare` in the menu. */
export function LanguageSwitcher({ compact = false, bare = false }: { compact?: boolean; bare?: boolean }) {
  const lang = useLang();
  const label = useMessages('common').languageSwitcher();
  const view = useView();
  // The same page in another language: its path under that prefix, with the canonical query only.
  const hrefIn = (other: Lang) => viewUrl(localePath(other, view.canonicalPath ?? view.pathname), view.key);
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
        {/* The globe alone: the bar's container has no room for a name in English; the open list names each. */}
        <span className="visually-hidden">
          {label}: {locales[lang].name}
        </span>
      </summary>
      <div className="lang-switch__panel">{list}</div>
    </details>
  );
}
