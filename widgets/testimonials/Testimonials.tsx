/**
 * Client Transformations (docs/product.md §2 Home, §7.9): up to 3 featured testimonials, each with before and after
 * images, the client's words, name and service type (and treatment details when present).
 *
 * States: loading -> 3 skeleton cards; success -> the cards; no featured rows -> nothing at all, heading included
 * (a heading over an empty section reads as broken, so the section leaves the page and the next one follows).
 * A failed read (docs/product.md §8, logged only, decision) changes nothing on screen: on the clinic's pages the
 * section keeps the testimonials the page was built with (the server's rows, SWR's fallback, which SWR still answers
 * after the live read failed), so the visitor reads real testimonials, not an empty section; where nothing was
 * built in (a partner's page) the section stays empty, heading included.
 */
import { MediaImage, resolveMediaUrl } from '../runtime/media';
import { withDefaults, type WidgetProps } from '../runtime/contract';
import { useConfig } from '../runtime/providers';
import { testimonials } from './testimonials.contract';
import { TESTIMONIALS_LIMIT, useFeaturedTestimonials, type Testimonial } from './use-testimonials';

export type TestimonialsProps = WidgetProps<typeof testimonials>;

/** Image box of each before/after photo; also its optimisation target. */
export const PHOTO_WIDTH = 400;
export const PHOTO_HEIGHT = 300;

function Photo({ label, url, service }: { label: 'Before' | 'After'; url: string; service: string | null }) {
  const { supabaseUrl } = useConfig();
  return (
    <figure className="photo" part="photo">
      <MediaImage
        src={resolveMediaUrl(url, supabaseUrl)}
        alt={service ? `${label} ${service} treatment` : `${label} treatment`}
        width={PHOTO_WIDTH}
        height={PHOTO_HEIGHT}
        layout="testimonial"
        loading="lazy"
        decoding="async"
        frameClassName="photo__frame"
      />
      <figcaption className="photo__label">{label}</figcaption>
    </figure>
  );
}

function Card({ t }: { t: Testimonial }) {
  const photos = [
    t.before_image_url ? <Photo key="b" label="Before" url={t.before_image_url} service={t.service_type} /> : null,
    t.after_image_url ? <Photo key="a" label="After" url={t.after_image_url} service={t.service_type} /> : null,
  ].filter(Boolean);
  return (
    <li className="card" part="card">
      <article
        className={photos.length ? 'card__body' : 'card__body card__body--quote-only'}
        aria-label={t.service_type ? `${t.client_name}, ${t.service_type}` : t.client_name}
      >
        {photos.length ? <div className="card__photos">{photos}</div> : null}
        <blockquote className="card__quote" part="quote">
          <p>{t.testimonial_text}</p>
        </blockquote>
        <p className="card__client">
          <span className="card__name">{t.client_name}</span>
          {t.service_type ? (
            <span className="card__service" part="service">
              {t.service_type}
            </span>
          ) : null}
        </p>
        {t.treatment_details ? <p className="card__details">{t.treatment_details}</p> : null}
      </article>
    </li>
  );
}

function SkeletonCard() {
  return (
    <li className="card card--skeleton" aria-hidden="true">
      <div className="card__body">
        <div className="card__photos">
          <span className="medspa-skeleton skeleton-photo" />
          <span className="medspa-skeleton skeleton-photo" />
        </div>
        {[0, 1, 2, 3].map((i) => (
          <span key={i} className="medspa-skeleton skeleton-line" />
        ))}
        <span className="medspa-skeleton skeleton-line skeleton-line--short skeleton-line--gap" />
        <span className="medspa-skeleton skeleton-line skeleton-line--short" />
      </div>
    </li>
  );
}

export function Testimonials(props: TestimonialsProps) {
  const { heading, intro } = withDefaults(testimonials, props);
  const { data, error, isLoading } = useFeaturedTestimonials();
  const loading = isLoading && !data && !error;
  // After a failed read `data` is still the build's rows where the page has them (kept, §8); elsewhere none.
  const rows = data ?? [];
  if (!loading && !rows.length) return null;

  return (
    <section className="testimonials medspa-section" part="section" aria-labelledby="testimonials-heading" aria-busy={loading || undefined}>
      <h2 id="testimonials-heading" className="testimonials__heading medspa-section__heading" part="heading">
        {heading}
      </h2>
      {intro ? <p className="testimonials__intro">{intro}</p> : null}
      {loading ? (
        <>
          <p className="sr-only" role="status">
            Loading client transformations…
          </p>
          <ul className="testimonials__list" data-state="loading">
            {Array.from({ length: TESTIMONIALS_LIMIT }, (_, i) => (
              <SkeletonCard key={i} />
            ))}
          </ul>
        </>
      ) : (
        <ul className="testimonials__list" data-state="ready">
          {rows.map((t) => (
            <Card key={t.id} t={t} />
          ))}
        </ul>
      )}
    </section>
  );
}
