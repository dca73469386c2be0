import { services } from '../content/services/index.js';
import { useContext, useState } from 'react';
import { InitialPageDataContext, isInitialOf } from '../pageDataStore.js';
import { useView } from '../view.js';

/** A link of the top bar or footer. */
export interface NavItem {
  label: string;
  to: string;
}

/** Top-level links before the Advisory Services dropdown. */
export const leadingLinks: readonly NavItem[] = [
  { label: 'Home', to: '/' },
  { label: 'About Us', to: '/about' },
];

/** Top-level links after the Advisory Services dropdown. */
export const trailingLinks: readonly NavItem[] = [
  { label: 'Knowledge Center', to: '/knowledge-center' },
  { label: 'Insights', to: '/insights' },
  { label: 'Careers', to: '/careers' },
];

/** The dropdown's entries: the overview, then one per service page. */
export const serviceLinks: readonly NavItem[] = [
  { label: 'Overview of All Services', to: '/advisory-services' },
  ...services.map((s) => ({ label: s.title, to: `/services/${s.slug}` })),
];

/** Footer resource links. */
export const resourceLinks: readonly NavItem[] = [
  { label: 'About Us', to: '/about' },
  { label: 'Knowledge Center', to: '/knowledge-center' },
  { label: 'Insights', to: '/insights' },
  { label: 'Careers', to: '/careers' },
];

/** Footer legal links. */
export const legalLinks: readonly NavItem[] = [
  { label: 'Privacy Policy', to: '/legal/privacy-policy' },
  { label: 'Terms of Use', to: '/legal/terms-of-use' },
  { label: 'Disclaimer', to: '/legal/disclaimer' },
  { label: 'Fraud Warning', to: '/legal/fraud-warning' },
  { label: 'Accessibility', to: '/legal/accessibility-statement' },
];

/** True when the Advisory Services entry should show as active for this path. */
export function isServicesPath(pathname: string): boolean {
  return pathname === '/advisory-services' || pathname.startsWith('/services/');
}

/**
 * Whether the current location is a page of the site. On a 404 no menu entry is marked
 * current: the server sends one 404 document for every unknown path, so its menus cannot
 * depend on which path it was (and hydration must find the same markup).
 */
export function useIsKnownPage(): boolean {
  const { route, key } = useView();
  const initial = useContext(InitialPageDataContext);
  if (route.kind === 'not-found') return false;
  // An unknown slug or list page: the server's document says so with null page data.
  return !(isInitialOf(initial, key) && initial.data === null);
}

/**
 * Open/closed state of a menu that closes on navigation: it is open only on the pathname where
 * it was opened, so a route change closes it during render, without an effect and the second
 * render an effect would cost.
 * @returns [open, setOpen], setOpen taking a boolean or an updater like useState's
 */
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
