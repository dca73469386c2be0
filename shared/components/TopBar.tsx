import { memo, useEffect, useState } from 'react';
import { Link, useLocation } from 'react-router-dom';
import Menu from 'lucide/dist/esm/icons/menu.mjs';
import X from 'lucide/dist/esm/icons/x.mjs';
import SearchIcon from 'lucide/dist/esm/icons/search.mjs';
import { site, mailto } from '../content/site.js';
import {
  leadingLinks,
  trailingLinks,
  serviceLinks,
  isServicesPath,
  useIsKnownPage,
  useOpenUntilNavigation,
  NavItems,
} from './navigation.js';
import { ServicesDropdown } from './ServicesDropdown.js';
import { Icon } from './Icon.js';
import { useMessages } from '../i18n/messages.js';
import { LanguageSwitcher } from './LanguageSwitcher.js';

/** Scroll offset (px) above which the transparent top bar turns opaque, so text stays legible. */
const OPAQUE_AFTER_PX = 50;

/** The fixed top bar; its mobile menu is a <details>, so it opens without JavaScript, and closes on navigation. */
export function TopBar() {
  const [scrolled, setScrolled] = useState(false);
  useEffect(() => {
    const update = () => setScrolled(window.scrollY > OPAQUE_AFTER_PX);
    // A page loaded already scrolled (reload, Back) is opaque at once.
    update();
    window.addEventListener('scroll', update, { passive: true });
    return () => window.removeEventListener('scroll', update);
  }, []);
  return (
    <header className={scrolled ? 'topbar is-scrolled' : 'topbar'}>
      <TopBarContent />
    </header>
  );
}

/** Memoised: crossing the scroll threshold re-renders the header's class alone. */
const TopBarContent = memo(function TopBarContent() {
  const { pathname } = useLocation();
  const servicesActive = useIsKnownPage() && isServicesPath(pathname);
  const [menuOpen, setMenuOpen] = useOpenUntilNavigation(pathname);
  const m = useMessages('common');

  return (
    <div className="topbar__inner container">
      <Link to="/" className="wordmark">
        <span className="wordmark__mark" aria-hidden="true">
          A
        </span>
        <span className="wordmark__text">{site.name}</span>
      </Link>

      <nav className="topbar__nav" aria-label={m.nav.main()}>
        <ul className="topbar__links">
          <NavItems items={leadingLinks} />
          <li>
            <ServicesDropdown />
          </li>
          <NavItems items={trailingLinks} />
        </ul>
      </nav>

      <Link to="/search" className="topbar__search">
        <Icon icon={SearchIcon} className="icon" />
        <span className="visually-hidden">{m.nav.search()}</span>
      </Link>

      <LanguageSwitcher compact />

      <a className="button button--primary topbar__contact" href={mailto()}>
        {m.nav.contact()}
      </a>

      <details className="mobile-menu" open={menuOpen} onToggle={(event) => setMenuOpen(event.currentTarget.open)}>
        {/* No aria-expanded: ARIA in HTML forbids it on a <summary>, which conveys the state. */}
        <summary className="mobile-menu__button" aria-controls="mobile-menu-panel">
          <Icon icon={Menu} className="icon mobile-menu__open" />
          <Icon icon={X} className="icon mobile-menu__close" />
          <span className="visually-hidden">{m.nav.menu()}</span>
        </summary>
        <nav id="mobile-menu-panel" className="mobile-menu__panel" aria-label={m.nav.mobile()}>
          <ul>
            <NavItems items={leadingLinks} />
            <li>
              <span className={servicesActive ? 'mobile-menu__heading is-active' : 'mobile-menu__heading'}>
                {m.nav.services()}
              </span>
              <ul className="mobile-menu__sub">
                <NavItems items={serviceLinks} />
              </ul>
            </li>
            <NavItems items={trailingLinks} />
            <li className="mobile-menu__langs">
              <LanguageSwitcher bare />
            </li>
            <li>
              <a className="button button--primary mobile-menu__contact" href={mailto()}>
                {m.nav.contact()}
              </a>
            </li>
          </ul>
        </nav>
      </details>
    </div>
  );
});
