/**
 * The service pages and the overview, rendered from the catalogue (widgets/content/services.ts, service-pages.ts):
 * one template for every service page (its parts chosen by the page's sections, images rule and call to action)
 * and one for /services. The elements (service images, benefit cards, the consultation button) are rendered by
 * their own components (ctx.widget) with the build-time listing: each page's first image is in the static HTML,
 * inside the element's declarative shadow root (docs/product.md §2.6), preloaded from <head>, so it is the largest
 * paint and never moves; the element hydrates that markup.
 */
import type { ReactNode } from 'react';
import { clinic } from '../../widgets/content/clinic';
import {
  FACT_LABELS,
  SERVICE_FACTS,
  ownPageOf,
  servicePages,
  type FactsKey,
  type ImagesRule,
  type Section,
  type ServiceCta,
  type ServicePage,
  type TreatmentCard,
} from '../../widgets/content/service-pages';
import { SERVICE_FAMILIES, servicePath, services, type ServiceSlug } from '../../widgets/content/services';
import { SITE_PAGES } from '../../widgets/content/navigation';
import { serviceImageLayout } from '../../widgets/service-images/sizes';
import { BENEFIT_IMAGE_LAYOUTS } from '../../widgets/benefit-cards/sizes';
import { serverOrder } from '../../widgets/benefit-cards/order';
import { staticImage } from './images';
import type { ResponsiveImage } from '../../widgets/runtime/media/image-url';
import type { PageBody, PageContext } from '../render/page';
import { InlineStyle, JsonLd } from '../render/html';

/** The image files of a bucket at build time (site/snapshot.ts), as the elements' listing query answers them. */
const imagesOf = (ctx: PageContext, bucket: string) =>
  (ctx.snapshot.buckets[bucket as keyof PageContext['snapshot']['buckets']] ?? []).filter((i) => i.kind === 'image');

/** A link to the booking portal: a new tab, and screen readers are told so (docs/product.md §2.6). */
export function ExternalLink({ href, children }: { href: string; children: ReactNode }) {
  return (
    <a className="btn" href={href} target="_blank" rel="noopener noreferrer">
      {children}
      <span className="sr-only"> (opens in a new tab)</span>
    </a>
  );
}

function Cta({ cta, ctx }: { cta: ServiceCta; ctx: PageContext }) {
  if (cta.kind === 'booking') return <ExternalLink href={ctx.bookingUrl}>{cta.label}</ExternalLink>;
  if (cta.kind === 'link')
    return (
      <a className="btn" href={cta.href}>
        {cta.label}
      </a>
    );
  return ctx.widget('medspa-consultation-button');
}

export function Facts({ facts }: { facts: FactsKey }) {
  const f = SERVICE_FACTS[facts];
  return (
    <ul className="svc-facts">
      {(Object.keys(FACT_LABELS) as (keyof typeof FACT_LABELS)[]).map((k) => (
        // The value never breaks inside ("15-30 / minutes"): the line breaks after the label if it must (issue 32).
        <li key={k}>
          {FACT_LABELS[k]}: <span className="svc-facts__value">{f[k]}</span>
        </li>
      ))}
    </ul>
  );
}

const ICONS: Record<TreatmentCard['icon'], string> = {
  syringe: 'M18 2l4 4-2 2-1-1-7 7-3 1-2 2-1-1 2-2 1-3 7-7-1-1z',
  droplet: 'M12 2s7 8 7 13a7 7 0 0 1-14 0c0-5 7-13 7-13z',
  wave: 'M2 12c3-4 5-4 8 0s5 4 8 0 3-3 4-2v3c-1-1-2 0-4 2-3 4-5 4-8 0s-5-4-8 0z',
  sparkle: 'M12 2l2 7 7 3-7 3-2 7-2-7-7-3 7-3z',
};

/** A treatment's name, as a link to its own page when it has one (ownPageOf, from the service catalogue). */
function TreatmentName({ name, on }: { name: string; on: ServiceSlug }) {
  const slug = ownPageOf(name, on);
  return slug ? <a href={servicePath(slug)}>{name}</a> : <>{name}</>;
}

function TreatmentCards({ cards, on }: { cards: readonly TreatmentCard[]; on: ServiceSlug }) {
  return (
    <ul className="cards svc-cards">
      {cards.map((card) => (
        <li key={card.title} className="card svc-card">
          <svg className="svc-card__icon" aria-hidden="true" focusable="false" viewBox="0 0 24 24" width="32" height="32">
            <path d={ICONS[card.icon]} fill="currentColor" />
          </svg>
          <h2>
            <TreatmentName name={card.title} on={on} />
          </h2>
          <p>{card.description}</p>
          <p className="muted">{card.details}</p>
          <Facts facts={card.facts} />
        </li>
      ))}
    </ul>
  );
}

function SectionBlock({ section, on }: { section: Section; on: ServiceSlug }) {
  switch (section.kind) {
    case 'treatment-cards':
      return <TreatmentCards cards={section.cards} on={on} />;
    case 'facts':
      return (
        <div className="svc-box">
          <h2>{section.heading}</h2>
          <Facts facts={section.facts} />
        </div>
      );
    case 'note':
      return (
        <div className="svc-box">
          <h2>{section.heading}</h2>
          <p>{section.text}</p>
        </div>
      );
    case 'text':
      return (
        <>
          <h2>{section.heading}</h2>
          <p>{section.text}</p>
        </>
      );
    case 'steps':
    case 'list': {
      const items = section.items.map((item) => (
        <li key={item}>
          <TreatmentName name={item} on={on} />
        </li>
      ));
      return (
        <>
          <h2>{section.heading}</h2>
          {section.kind === 'steps' ? <ol className="svc-steps">{items}</ol> : <ul className="checklist">{items}</ul>}
        </>
      );
    }
  }
}

/** The page's images: <medspa-service-images> (the first `count` files) or <medspa-benefit-cards> (PRP). */
function Images({ rule, page, ctx }: { rule: ImagesRule; page: ServicePage; ctx: PageContext }) {
  if (rule.rule === 'first')
    return ctx.widget('medspa-service-images', { bucket: rule.bucket, count: String(rule.count), label: page.heading });
  return ctx.widget('medspa-benefit-cards', {
    bucket: rule.bucket,
    intro: page.intro,
    cards: JSON.stringify(rule.cards),
    label: page.heading,
  });
}

/** The page's largest image, as its element draws it (the first file, or the benefit cards' hero): PageBody.largestImage. */
export function largestImage(slug: ServiceSlug, ctx: PageContext): ResponsiveImage | undefined {
  const rule = servicePages[slug].images;
  if (!rule) return undefined;
  const images = imagesOf(ctx, rule.bucket);
  const first = rule.rule === 'first' ? images[0] : serverOrder(images)[0];
  if (!first || (rule.rule === 'first' && rule.count < 1)) return undefined;
  const layout = rule.rule === 'first' ? serviceImageLayout(0) : BENEFIT_IMAGE_LAYOUTS.hero;
  return staticImage(first.url, layout, ctx.imageTransformations);
}

/** schema.org: the treatment as a service the clinic offers (the clinic's own JSON-LD has `@id` …/#clinic). */
export function serviceJsonLd(slug: ServiceSlug, siteUrl: string) {
  const page = servicePages[slug];
  const family = services.find((s) => s.slug === slug)!.family;
  return {
    '@context': 'https://schema.org',
    '@type': 'Service',
    '@id': `${siteUrl}${servicePath(slug)}#service`,
    name: page.heading,
    description: page.description,
    url: `${siteUrl}${servicePath(slug)}`,
    category: family,
    serviceType: page.heading,
    provider: { '@type': 'MedicalBusiness', '@id': `${siteUrl}/#clinic`, name: clinic.name },
    areaServed: { '@type': 'City', name: `${clinic.address.city}, Missouri` },
  };
}

export function ServicePageBody({ slug, ctx }: { slug: ServiceSlug; ctx: PageContext }) {
  const page = servicePages[slug];
  const images = page.images;
  return (
    <>
      <section className="section page-intro">
        <div className="container">
          <p className="eyebrow">
            <a href={SITE_PAGES.services.path}>Services</a>
          </p>
          <h1>{page.heading}</h1>
          {images?.rule === 'shuffled-cards' ? null : <p className="lead">{page.intro}</p>}
        </div>
      </section>
      <section className="section">
        <div className="container svc">
          {images ? (
            <div className="svc-media">
              <Images rule={images} page={page} ctx={ctx} />
            </div>
          ) : null}
          {page.sections.map((section, i) => (
            <SectionBlock key={i} section={section} on={slug} />
          ))}
          <p className="svc__cta">
            <Cta cta={page.cta} ctx={ctx} />
          </p>
        </div>
      </section>
    </>
  );
}

const stylesheet = (ctx: PageContext) => <InlineStyle css={ctx.css('assets/services.css')} />;

export function renderServicePage(slug: ServiceSlug, ctx: PageContext): PageBody {
  return {
    content: <ServicePageBody slug={slug} ctx={ctx} />,
    head: [stylesheet(ctx), <JsonLd data={serviceJsonLd(slug, ctx.siteUrl)} />],
    largestImage: largestImage(slug, ctx),
  };
}

/** /services (docs/product.md §2.5): the three families, every service a card linking to its page. */
export function ServicesOverviewBody() {
  return (
    <>
      <section className="section page-intro">
        <div className="container">
          <h1>Our Services</h1>
          <p className="lead">
            Hair restoration, facial aesthetics, IV therapy and body treatments, each planned by our physician-led team.
          </p>
        </div>
      </section>
      {SERVICE_FAMILIES.map((family, f) => (
        <section key={family} className="section svc-family" aria-labelledby={`family-${f}`}>
          <div className="container">
            <h2 id={`family-${f}`}>{family}</h2>
            <ul className="cards">
              {services
                .filter((s) => s.family === family)
                .map((s) => (
                  <li key={s.slug} className="card svc-overview__card">
                    <h3>
                      <a className="svc-overview__link" href={servicePath(s.slug)}>
                        {servicePages[s.slug].heading}
                      </a>
                    </h3>
                    {/* The page's intro, written for people (the meta description is for search results). */}
                    <p>{servicePages[s.slug].intro}</p>
                  </li>
                ))}
            </ul>
          </div>
        </section>
      ))}
    </>
  );
}

export function renderServicesOverview(ctx: PageContext): PageBody {
  return { content: <ServicesOverviewBody />, head: [stylesheet(ctx)] };
}
