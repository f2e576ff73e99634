/**
 * The navigation bar (docs/product.md §2), on every page: fixed at the top; the logo linking home; a Services
 * dropdown with the 17 service routes, grouped by family under its name; Home, About, Store, Blog, Contact (aria-current on the current
 * page); a "Schedule Consultation" button opening the dialog "Schedule a Consultation" with the
 * consultation form (fetched on first open). Below the small-screen breakpoint a hamburger toggles a
 * stacked menu; choosing a link closes it; Escape closes it.
 *
 * The dropdown is a disclosure (button + list of links), not Headless UI's Menu: the same keyboard use
 * for site navigation (Tab, Enter/Space, Escape, plus arrow keys) for a few hundred bytes instead of
 * 32 KB gzipped (measured), which the home page's 130 KB budget cannot carry.
 */
import { useCallback, useId, useRef, type FocusEvent, type KeyboardEvent } from 'react';
import { clinic } from '../content/clinic';
import { PAGE_LINKS, SERVICE_GROUPS, SITE_PAGES, type NavLink } from '../content/navigation';
import { withDefaults, type WidgetProps } from '../runtime/contract';
import { useConsultationDialog } from '../consultation';
import { thenSuccessUrl } from '../runtime/lead';
import { navbar } from './navbar.contract';
import { normalizePath } from './normalize-path';
import { focusLinkFor, moveFocusInList, useDisclosure } from './use-disclosure';

export type NavbarProps = WidgetProps<typeof navbar>;

function Logo() {
  return (
    <svg className="navbar__mark" viewBox="0 0 32 32" width="32" height="32" aria-hidden="true" focusable="false">
      <circle cx="16" cy="16" r="15" fill="currentColor" />
      <path d="M16 7c-3 4-6 6.5-6 10.5a6 6 0 0 0 12 0C22 13.5 19 11 16 7Z" fill="#fff" />
    </svg>
  );
}

/** A link of the bar; `onChose` closes what is open (the page may not navigate, e.g. the same page). */
function NavLinkItem({ link, className, here, onChose }: { link: NavLink; className: string; here: string; onChose: () => void }) {
  return (
    <a className={className} href={link.href} aria-current={normalizePath(link.href) === here ? 'page' : undefined} onClick={onChose}>
      {link.label}
    </a>
  );
}

/**
 * The Services dropdown: a disclosure (button + list of links). Arrow keys, Home and End move between the links;
 * Escape closes it and returns focus to the button; focus leaving it closes it where it floats (wide screens).
 */
function ServicesDropdown({ here, onChose }: { here: string; onChose: () => void }) {
  const baseId = useId();
  const listId = `${baseId}-services`;
  const listRef = useRef<HTMLUListElement>(null);
  // A press or focus outside closes the list where it floats over the page; in the small-screen menu it is part of
  // the column, and closing it there would pull the rest up under the visitor's finger between press and release,
  // so the tap would land on nothing (issue 32).
  const floats = useCallback(() => !!listRef.current && getComputedStyle(listRef.current).position !== 'static', []);
  const { open, setOpen, toggle, closeAndFocus, buttonRef, rootRef } = useDisclosure<HTMLButtonElement, HTMLLIElement>(false, floats);
  const chose = () => {
    setOpen(false);
    onChose();
  };

  // Keyboard handling is delegated to the item that holds the button and the list (the controls are a button
  // and links; the item only listens).
  const onKeyDown = (e: KeyboardEvent<HTMLElement>) => {
    const onButton = e.target === buttonRef.current;
    if (e.key === 'Escape' && open) {
      e.preventDefault();
      e.stopPropagation();
      closeAndFocus();
    } else if (onButton && (e.key === 'ArrowDown' || e.key === 'ArrowUp')) {
      e.preventDefault();
      setOpen(true);
      const key = e.key;
      // The list is shown on the next render; move focus into it then.
      setTimeout(() => focusLinkFor(key, listRef.current));
    } else if (open && !onButton) {
      moveFocusInList(e, listRef.current);
    }
  };
  const onBlur = (e: FocusEvent<HTMLElement>) => {
    const next = e.relatedTarget as Node | null;
    if (next && !e.currentTarget.contains(next) && floats()) setOpen(false);
  };

  return (
    // eslint-disable-next-line jsx-a11y/no-noninteractive-element-interactions -- delegation; see onKeyDown
    <li className="navbar__dropdown" ref={rootRef} onKeyDown={onKeyDown} onBlur={onBlur}>
      <button
        ref={buttonRef}
        type="button"
        className={`navbar__link navbar__services${here.startsWith(SITE_PAGES.services.path) ? ' navbar__link--section' : ''}`}
        part="services-button"
        aria-expanded={open}
        aria-controls={listId}
        onClick={toggle}
      >
        Services
        <svg className="navbar__chevron" viewBox="0 0 12 12" width="12" height="12" aria-hidden="true" focusable="false">
          <path d="M2 4l4 4 4-4" fill="none" stroke="currentColor" strokeWidth="1.75" />
        </svg>
      </button>
      <ul id={listId} ref={listRef} className="navbar__services-list" part="services-list" hidden={!open}>
        {SERVICE_GROUPS.map((g, i) => (
          <li key={g.family} className="navbar__service-group">
            <span className="navbar__group-heading" id={`${baseId}-family-${i}`}>
              {g.family}
            </span>
            <ul className="navbar__group-links" aria-labelledby={`${baseId}-family-${i}`}>
              {g.links.map((s) => (
                <li key={s.href}>
                  <NavLinkItem link={s} className="navbar__service-link" here={here} onChose={chose} />
                </li>
              ))}
            </ul>
          </li>
        ))}
      </ul>
    </li>
  );
}

export function Navbar(props: NavbarProps) {
  const { currentPath, consultationLabel, container, onConsultationSubmitted, metadata, successUrl } = withDefaults(navbar, props);
  const menuId = `${useId()}-menu`;
  const here = normalizePath(currentPath || (typeof location !== 'undefined' ? location.pathname : '/'));
  const { open, setOpen, toggle, closeAndFocus, buttonRef, rootRef } = useDisclosure();
  const { triggerProps, dialog } = useConsultationDialog({
    container,
    onSubmitted: thenSuccessUrl(navbar.tag, successUrl, onConsultationSubmitted),
    prefill: { metadata, tag: navbar.tag },
  });
  const close = () => setOpen(false);

  // Escape closes the small-screen menu from anywhere inside the bar (delegated, as in the dropdown).
  const onKeyDown = (e: KeyboardEvent<HTMLElement>) => {
    if (e.key === 'Escape' && open) {
      e.preventDefault();
      closeAndFocus();
    }
  };

  return (
    // A box, not a <header>: the page decides its banner (the clinic's layout wraps the navbar in one).
    <div className="navbar" part="bar">
      {/* eslint-disable-next-line jsx-a11y/no-noninteractive-element-interactions -- delegation; see onKeyDown */}
      <nav className="navbar__inner" aria-label="Main" ref={rootRef} onKeyDown={onKeyDown}>
        <a className="navbar__logo" href="/" part="logo" onClick={close}>
          <Logo />
          <span className="navbar__logo-text">{clinic.name}</span>
        </a>

        <button
          ref={buttonRef}
          type="button"
          className="navbar__toggle"
          part="menu-button"
          aria-expanded={open}
          aria-controls={menuId}
          aria-label="Menu"
          onClick={toggle}
        >
          <span className="navbar__burger" aria-hidden="true" />
        </button>

        <div id={menuId} className={`navbar__menu${open ? ' navbar__menu--open' : ''}`} part="menu">
          <ul className="navbar__links">
            <li>
              <NavLinkItem link={PAGE_LINKS[0]!} className="navbar__link" here={here} onChose={close} />
            </li>
            <ServicesDropdown here={here} onChose={close} />
            {PAGE_LINKS.slice(1).map((p) => (
              <li key={p.href}>
                <NavLinkItem link={p} className="navbar__link" here={here} onChose={close} />
              </li>
            ))}
          </ul>
          <button type="button" className="medspa-btn navbar__cta" part="consultation-button" {...triggerProps}>
            {consultationLabel}
          </button>
        </div>
      </nav>
      {dialog}
    </div>
  );
}
