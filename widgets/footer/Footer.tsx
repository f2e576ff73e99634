/**
 * The site footer (docs/product.md §2, §9), on every page: the clinic's name, address, phone (tel:), email (mailto:),
 * opening hours, page and social links, and the copyright year. Facts come from widgets/content/clinic.ts, the same
 * source as the static fallback and the JSON-LD.
 */
import { clinic } from '../content/clinic';
import { FOOTER_LINKS } from '../content/navigation';
import type { WidgetProps } from '../runtime/contract';
import type { footer } from './footer.contract';

export type FooterProps = WidgetProps<typeof footer>;

export function Footer({ year }: FooterProps) {
  const { address } = clinic;
  const shownYear = year || new Date().getFullYear();
  return (
    <footer className="footer" part="footer">
      <div className="footer__inner">
        <section className="footer__col" aria-labelledby="footer-clinic">
          <h2 className="footer__brand" id="footer-clinic">
            {clinic.name}
          </h2>
          <p className="footer__tagline">{clinic.tagline}</p>
          <address className="footer__address">
            {address.street}
            <br />
            {address.city}, {address.region} {address.postalCode}
            <br />
            <a href={`tel:${clinic.phoneE164}`}>{clinic.phone}</a>
            <br />
            <a href={`mailto:${clinic.email}`}>{clinic.email}</a>
          </address>
        </section>
        <section className="footer__col" aria-labelledby="footer-hours">
          <h2 className="footer__heading" id="footer-hours">
            Hours
          </h2>
          <dl className="footer__hours">
            {clinic.hours.map((h) => (
              <div key={h.days}>
                <dt>{h.days}</dt>
                <dd>{h.label}</dd>
              </div>
            ))}
          </dl>
        </section>
        <nav className="footer__col" aria-labelledby="footer-links">
          <h2 className="footer__heading" id="footer-links">
            Explore
          </h2>
          <ul className="footer__list">
            {FOOTER_LINKS.map((l) => (
              <li key={l.href}>
                <a href={l.href}>{l.label}</a>
              </li>
            ))}
          </ul>
        </nav>
        <section className="footer__col" aria-labelledby="footer-social">
          <h2 className="footer__heading" id="footer-social">
            Connect With Us
          </h2>
          <ul className="footer__list">
            {clinic.social.map((s) => (
              <li key={s.network}>
                <a href={s.url} target="_blank" rel="noopener noreferrer">
                  {s.label}
                  <span className="sr-only"> (opens in a new tab)</span>
                </a>
              </li>
            ))}
          </ul>
        </section>
      </div>
      <p className="footer__legal">
        © {shownYear} {clinic.legalName}. All rights reserved.
      </p>
    </footer>
  );
}
