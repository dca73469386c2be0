import { serviceSlugs } from '../content/services/index.js';
import type { Messages } from '../content/generated/messages.js';
import { useContext, useState } from 'react';
import { Link, NavLink } from 'react-router-dom';
import { useMessages } from '../i18n/messages.js';
import { InitialPageDataContext, isInitialOf } from '../usePageData.js';
import { useView } from '../view.js';
import { legalSlugs } from '../routes/legal.js';

type Common = Messages['common'];

/** A link of the top bar or footer: its label read from the chrome's words. */
export interface NavItem {
  label: (m: Common) => string;
  to: string;
}

/** Top-level links before the Advisory Services dropdown. */
export const leadingLinks: readonly NavItem[] = [
  { label: (m) => m.nav.home(), to: '/' },
  { label: (m) => m.nav.about(), to: '/about' },
];

/** Top-level links after the Advisory Services dropdown. */
export const trailingLinks: readonly NavItem[] = [
  { label: (m) => m.nav.knowledgeCenter(), to: '/knowledge-center' },
  { label: (m) => m.nav.insights(), to: '/insights' },
  { label: (m) => m.nav.careers(), to: '/careers' },
];

/** The dropdown's entries: the overview, then one per service page. */
export const serviceLinks: readonly NavItem[] = [
  { label: (m) => m.nav.servicesOverview(), to: '/advisory-services' },
  ...serviceSlugs.map((slug): NavItem => ({ label: (m) => m.serviceTitles[slug](), to: `/services/${slug}` })),
];

export const resourceLinks: readonly NavItem[] = [leadingLinks[1]!, ...trailingLinks];

export const legalLinks: readonly NavItem[] = [
  ...legalSlugs.map((slug): NavItem => ({ label: (m) => m.footer.legalLinks[slug](), to: `/legal/${slug}` })),
];

/** Whether the Advisory Services entry is active on this path. */
export function isServicesPath(pathname: string): boolean {
  return pathname === '/advisory-services' || pathname.startsWith('/services/');
}

/** Whether the location is a page of the site: a 404 marks no entry, as one document serves every unknown path. */
export function useIsKnownPage(): boolean {
  const { route, key } = useView();
  const initial = useContext(InitialPageDataContext);
  if (route.kind === 'not-found') return false;
  // An unknown slug or list page: the server's document says so with null page data.
  return !(isInitialOf(initial, key) && initial.data === null);
}

/** [open, setOpen] as useState's, open only on the pathname it was opened on, so navigation closes it with no effect. */
export function useOpenUntilNavigation(
  pathname: string,
): [boolean, (next: boolean | ((open: boolean) => boolean)) => void] {
  const [openOn, setOpenOn] = useState<string | null>(null);
  const setOpen = (next: boolean | ((open: boolean) => boolean)) =>
    setOpenOn((current) => {
      const value = typeof next === 'function' ? next(current === pathname) : next;
      return value ? pathname : null;
    });
  return [openOn === pathname, setOpen];
}

/** List items of links; the home link is active only on "/" itself, none on a 404. */
export function NavItems({ items, linkClass = 'nav-link' }: { items: readonly NavItem[]; linkClass?: string }) {
  const known = useIsKnownPage();
  const m = useMessages('common');
  return items.map((item) => (
    <li key={item.to}>
      {known ? (
        <NavLink
          to={item.to}
          end={item.to === '/'}
          className={({ isActive }) => (isActive ? `${linkClass} is-active` : linkClass)}
        >
          {item.label(m)}
        </NavLink>
      ) : (
        <Link to={item.to} className={linkClass}>
          {item.label(m)}
        </Link>
      )}
    </li>
  ));
}
