/**
 * The navigation bar (SPEC §2), on every page: fixed at the top; the logo linking home; a Services
 * dropdown with the 17 service routes; Home, About, Store, Blog, Contact (aria-current on the current
 * page); a "Schedule Consultation" button opening the dialog "Schedule a Consultation" with the
 * consultation form (fetched on first open). Below the small-screen breakpoint a hamburger toggles a
 * stacked menu; choosing a link closes it; Escape closes it.
 *
 * The dropdown is a disclosure (button + list of links), not Headless UI's Menu: the same keyboard use
 * for site navigation (Tab, Enter/Space, Escape, plus arrow keys) for a few hundred bytes instead of
 * 32 KB gzipped (measured), which the home page's 130 KB budget cannot carry.
 */
import { useId, useRef, type FocusEvent, type KeyboardEvent } from 'react';
import { clinic } from '../content/clinic';
import { PAGE_LINKS, SERVICE_LINKS, type NavLink } from '../content/navigation';
import { withDefaults, type WidgetProps } from '../runtime/contract';
import { useConsultationDialog } from '../consultation';
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

export function Navbar(props: NavbarProps) {
  const { currentPath, consultationLabel, container, onConsultationSubmitted } = withDefaults(navbar, props);
  const ids = useId();
  const menuId = `${ids}-menu`;
  const servicesId = `${ids}-services`;
  const here = normalizePath(currentPath || (typeof location !== 'undefined' ? location.pathname : '/'));
  const menu = useDisclosure();
  const services = useDisclosure<HTMLButtonElement, HTMLLIElement>();
  const servicesList = useRef<HTMLUListElement>(null);
  const consultation = useConsultationDialog({ container, onSubmitted: onConsultationSubmitted });

  const current = (href: string) => (normalizePath(href) === here ? ('page' as const) : undefined);
  const inServices = here.startsWith('/services');

  const chose = () => {
    // Choosing a link closes the stacked menu and the dropdown (the page may not navigate, e.g. same page).
    services.setOpen(false);
    menu.setOpen(false);
  };

  const link = ({ href, label }: NavLink, className: string) => (
    <a className={className} href={href} aria-current={current(href)} onClick={chose}>
      {label}
    </a>
  );

  const onServicesKeyDown = (e: KeyboardEvent<HTMLElement>) => {
    if (e.key === 'Escape' && services.open) {
      e.preventDefault();
      e.stopPropagation();
      services.closeAndFocus();
      return;
    }
    if (e.target === services.buttonRef.current && (e.key === 'ArrowDown' || e.key === 'ArrowUp')) {
      e.preventDefault();
      services.setOpen(true);
      const key = e.key;
      // The list is shown on the next render; move focus into it then.
      setTimeout(() => focusLinkFor(key, servicesList.current));
      return;
    }
    if (services.open && e.target !== services.buttonRef.current) moveFocusInList(e, servicesList.current);
  };

  const onServicesBlur = (e: FocusEvent<HTMLElement>) => {
    const next = e.relatedTarget as Node | null;
    if (next && !e.currentTarget.contains(next)) services.setOpen(false);
  };

  const onNavKeyDown = (e: KeyboardEvent<HTMLElement>) => {
    if (e.key === 'Escape' && menu.open) {
      e.preventDefault();
      menu.closeAndFocus();
    }
  };

  return (
    <header className="navbar" part="bar">
      <nav className="navbar__inner" aria-label="Main" ref={menu.rootRef} onKeyDown={onNavKeyDown}>
        <a className="navbar__logo" href="/" part="logo" onClick={chose}>
          <Logo />
          <span>{clinic.name}</span>
        </a>

        <button
          ref={menu.buttonRef}
          type="button"
          className="navbar__toggle"
          part="menu-button"
          aria-expanded={menu.open}
          aria-controls={menuId}
          aria-label="Menu"
          onClick={menu.toggle}
        >
          <span className="navbar__burger" aria-hidden="true" />
        </button>

        <div id={menuId} className={`navbar__menu${menu.open ? ' navbar__menu--open' : ''}`} part="menu">
          <ul className="navbar__links">
            <li>{link(PAGE_LINKS[0]!, 'navbar__link')}</li>
            <li className="navbar__dropdown" ref={services.rootRef} onKeyDown={onServicesKeyDown} onBlur={onServicesBlur}>
              <button
                ref={services.buttonRef}
                type="button"
                className={`navbar__link navbar__services${inServices ? ' navbar__link--section' : ''}`}
                part="services-button"
                aria-expanded={services.open}
                aria-controls={servicesId}
                onClick={services.toggle}
              >
                Services
                <svg className="navbar__chevron" viewBox="0 0 12 12" width="12" height="12" aria-hidden="true" focusable="false">
                  <path d="M2 4l4 4 4-4" fill="none" stroke="currentColor" strokeWidth="1.75" />
                </svg>
              </button>
              <ul id={servicesId} ref={servicesList} className="navbar__services-list" part="services-list" hidden={!services.open}>
                {SERVICE_LINKS.map((s) => (
                  <li key={s.href}>{link(s, 'navbar__service-link')}</li>
                ))}
              </ul>
            </li>
            {PAGE_LINKS.slice(1).map((p) => (
              <li key={p.href}>{link(p, 'navbar__link')}</li>
            ))}
          </ul>
          <button type="button" className="medspa-btn navbar__cta" part="consultation-button" {...consultation.triggerProps}>
            {consultationLabel}
          </button>
        </div>
      </nav>
      {consultation.dialog}
    </header>
  );
}
