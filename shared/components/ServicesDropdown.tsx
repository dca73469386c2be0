import { useRef, type KeyboardEvent, type FocusEvent, type MouseEvent } from 'react';
import { useLocation } from 'react-router-dom';
import ChevronDown from 'lucide/dist/esm/icons/chevron-down.mjs';
import { serviceLinks, isServicesPath, useIsKnownPage, useOpenUntilNavigation, NavItems } from './navigation.js';
import { Icon } from './Icon.js';
import { useMessages } from '../i18n/messages.js';

const canHover = () => window.matchMedia('(hover: hover) and (pointer: fine)').matches;

/** The services dropdown, a <details> (no JavaScript needed); hydrated, it also follows hover, Escape and focus. */
export function ServicesDropdown() {
  const { pathname } = useLocation();
  const known = useIsKnownPage();
  const [open, setOpen] = useOpenUntilNavigation(pathname);
  const ref = useRef<HTMLDetailsElement>(null);
  const summaryRef = useRef<HTMLElement>(null);
  const openedByHover = useRef(false);
  const m = useMessages('common');

  const onSummaryClick = (event: MouseEvent) => {
    // React owns `open`; a click that follows a hover-open keeps the menu open.
    event.preventDefault();
    const hovered = openedByHover.current;
    openedByHover.current = false;
    setOpen((value) => hovered || !value);
  };
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'Escape' && open) {
      event.preventDefault();
      setOpen(false);
      summaryRef.current?.focus();
    }
  };
  const onBlur = (event: FocusEvent) => {
    if (!ref.current?.contains(event.relatedTarget)) setOpen(false);
  };

  return (
    // <details> is interactive; these handlers add to what it does natively.
    // eslint-disable-next-line jsx-a11y/no-noninteractive-element-interactions
    <details
      ref={ref}
      className="dropdown"
      open={open}
      onKeyDown={onKeyDown}
      onBlur={onBlur}
      onMouseEnter={() => {
        if (canHover() && !open) {
          openedByHover.current = true;
          setOpen(true);
        }
      }}
      onMouseLeave={() => {
        if (canHover()) {
          openedByHover.current = false;
          setOpen(false);
        }
      }}
    >
      <summary
        ref={summaryRef}
        className={`nav-link dropdown__toggle${known && isServicesPath(pathname) ? ' is-active' : ''}`}
        aria-controls="services-menu"
        onClick={onSummaryClick}
      >
        {m.nav.services()}
        <Icon icon={ChevronDown} className="icon dropdown__chevron" />
      </summary>
      <ul id="services-menu" className="dropdown__menu">
        <NavItems items={serviceLinks} linkClass="dropdown__link" />
      </ul>
    </details>
  );
}
