/** /contact (docs/product.md §2): the clinic's address, phone, email and hours, the contact form, the social links. */
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { clinic } from '../../widgets/content/clinic';
import { SocialLinks } from '../../widgets/footer';
import type { PageBody, PageContext } from '../render/page';

/** The page's own CSS (./contact.css): the column headings in line with the form's. */
const STYLES = [readFileSync(fileURLToPath(new URL('./contact.css', import.meta.url)), 'utf8')];

function Contact({ ctx }: { ctx: PageContext }) {
  const { address } = clinic;
  return (
    <>
      <section className="section page-intro">
        <div className="container">
          <h1>Contact Us</h1>
          <p className="lead">Questions about a treatment or your visit? Call, write or send us a message.</p>
        </div>
      </section>
      <section className="section contact-page">
        <div className="container two-col">
          <div>
            <h2>Visit Us</h2>
            <address>
              {address.street}
              <br />
              {`${address.city}, ${address.region} ${address.postalCode}`}
            </address>
            <p>
              Phone: <a href={`tel:${clinic.phoneE164}`}>{clinic.phone}</a>
            </p>
            <p>
              Email: <a href={`mailto:${clinic.email}`}>{clinic.email}</a>
            </p>
            <h3>Opening Hours</h3>
            <dl className="hours">
              {clinic.hours.map((h) => [<dt key={`t${h.days}`}>{h.days}</dt>, <dd key={`d${h.days}`}>{h.label}</dd>])}
            </dl>
          </div>
          <div>{ctx.widget('medspa-contact-form')}</div>
        </div>
      </section>
      <section className="section contact-page">
        <div className="container">
          <h2>Connect With Us</h2>
          <SocialLinks className="link-list" />
        </div>
      </section>
    </>
  );
}

export function renderContact(ctx: PageContext): PageBody {
  return { content: <Contact ctx={ctx} />, styles: STYLES };
}
