/**
 * Visit Us (docs/product.md §2 Home): address, phone, opening hours, the Connect With Us social links (facebook,
 * instagram, linkedin, twitter) and the map. Facts come from widgets/content/clinic.ts, the same source as the page's
 * static fallback and JSON-LD.
 */
import { clinic, clinicAddressLine, directionsUrl } from '../content/clinic';
import { withDefaults, type WidgetProps } from '../runtime/contract';
import { visitUs } from './visit-us.contract';
import { Map } from './Map';
import { SocialLinks } from '../runtime/social/SocialLinks';

export type VisitUsProps = WidgetProps<typeof visitUs>;

export function VisitUs(props: VisitUsProps) {
  const { heading } = withDefaults(visitUs, props);
  const { address } = clinic;
  return (
    <section className="visit medspa-section" part="section" aria-labelledby="visit-heading">
      <h2 id="visit-heading" className="visit__heading medspa-section__heading" part="heading">
        {heading}
      </h2>
      <div className="visit__grid">
        <div className="visit__info">
          <h3 className="visit__subheading">{clinic.name}</h3>
          <address className="visit__address">
            {address.street}
            <br />
            {address.city}, {address.region} {address.postalCode}
          </address>
          <p className="visit__phone">
            <a href={`tel:${clinic.phoneE164}`} part="phone">
              {clinic.phone}
            </a>
          </p>
          <h3 className="visit__subheading">Opening Hours</h3>
          <dl className="visit__hours">
            {clinic.hours.map((h) => (
              <div key={h.days} className="visit__hours-row">
                <dt>{h.days}</dt>
                <dd>{h.label}</dd>
              </div>
            ))}
          </dl>
          <h3 className="visit__subheading">Connect With Us</h3>
          <SocialLinks className="visit__social" part="social" />
        </div>
        <Map center={clinic.geo} zoom={clinic.mapZoom} title={`${clinic.name}, ${clinicAddressLine}`} directionsUrl={directionsUrl} />
      </div>
    </section>
  );
}
