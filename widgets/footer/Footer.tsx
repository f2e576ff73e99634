/**
 * The site footer (docs/product.md §2, §9), on every page: the clinic's name, address, phone (tel:), email (mailto:),
 * opening hours, page and social links, and the copyright year. Facts come from widgets/content/clinic.ts, the same
 * source as the static fallback and the JSON-LD.
 */
import type { ReactNode } from 'react';
import { clinic } from '../content/clinic';
import { FOOTER_LINKS } from '../content/navigation';
import type { WidgetProps } from '../runtime/contract';
import type { footer } from './footer.contract';
import { SocialLinks } from '../runtime/social/SocialLinks';

export type FooterProps = WidgetProps<typeof footer>;

/** A titled column of the footer; `nav` for the column of page links; `kind` names its width (footer.css). */
function Column({
  id,
  title,
  as: Tag = 'section',
  kind = 'links',
  children,
}: {
  id: string;
  title: string;
  as?: 'section' | 'nav';
  kind?: 'links' | 'hours';
  children: ReactNode;
}) {
  return (
    <Tag className={`footer__col footer__col--${kind}`} aria-labelledby={id}>
      <h2 className="footer__heading" id={id}>
        {title}
      </h2>
      {children}
    </Tag>
  );
}

export function Footer({ year }: FooterProps) {
  const { address } = clinic;
  const shownYear = year || new Date().getFullYear();
  return (
    <footer className="footer" part="footer">
      <div className="footer__inner">
        <section className="footer__col footer__col--clinic" aria-labelledby="footer-clinic">
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
        <Column id="footer-hours" title="Hours" kind="hours">
          <dl className="footer__hours">
            {clinic.hours.map((h) => (
              <div key={h.days}>
                <dt>{h.days}</dt>
                <dd>{h.label}</dd>
              </div>
            ))}
          </dl>
        </Column>
        <Column id="footer-links" title="Explore" as="nav">
          <ul className="footer__list">
            {FOOTER_LINKS.map((l) => (
              <li key={l.href}>
                <a href={l.href}>{l.label}</a>
              </li>
            ))}
          </ul>
        </Column>
        <Column id="footer-social" title="Connect With Us">
          <SocialLinks className="footer__list" />
        </Column>
      </div>
      <div className="footer__legal">
        <p>
          © {shownYear} {clinic.legalName}. All rights reserved.
        </p>
      </div>
    </footer>
  );
}
