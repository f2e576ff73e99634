/**
 * The home page (docs/product.md §2 Home): the widgets rendered by their own components (ctx.widget, server-side,
 * hydrated by the loader when needed) and the clinic's text between them.
 */
import { clinic } from '../../widgets/content/clinic';
import { SITE_PAGES } from '../../widgets/content/navigation';
import type { PageBody, PageContext } from '../render/page';
import { InlineStyle } from '../render/html';
import { staticImage } from '../templates/images';
import { Staff } from './staff';

const FEATURES = [
  {
    title: 'Physician-Led Care',
    text: 'A medical director with over 18 years of experience oversees every treatment and every plan.',
    icon: 'M12 3v4m-2-2h4M6 9h12l-1 11H7L6 9zm4 4h4m-2-2v4',
  },
  {
    title: 'Personalised Plans',
    text: 'Your goals, skin and hair are assessed in a consultation first; no two treatment plans are the same.',
    icon: 'M9 4h6l1 2h3v14H5V6h3l1-2zm-1 8 3 3 5-6',
  },
  {
    title: 'Advanced Technology',
    text: 'FUE hair restoration, PRP and exosomes, red light laser and IPL: proven methods, current equipment.',
    icon: 'M12 2v3m0 14v3M4.2 4.2l2.1 2.1m11.4 11.4 2.1 2.1M2 12h3m14 0h3M4.2 19.8l2.1-2.1M17.7 6.3l2.1-2.1M12 8a4 4 0 1 0 0 8 4 4 0 0 0 0-8z',
  },
  {
    title: 'A Comfortable Setting',
    text: 'Private treatment rooms, unhurried appointments and a calm space designed around your comfort.',
    icon: 'M3 11V8a2 2 0 0 1 2-2h14a2 2 0 0 1 2 2v3M3 11h18v5H3v-5zm2 5v3m14-3v3',
  },
];

function Home({ ctx }: { ctx: PageContext }) {
  return (
    <>
      {ctx.widget('medspa-hero')}
      {ctx.widget('medspa-news-ticker')}
      <section className="section home-about" id="about" aria-labelledby="about-heading">
        <div className="container">
          <h2 id="about-heading" className="home-section-heading">
            About Us
          </h2>
          <p className="lead home-section-lead">
            {clinic.name} is a physician-led medical spa in Saint Louis, Missouri. Every treatment plan, from hair restoration to facial
            aesthetics and IV therapy, is designed and overseen by our medical director and carried out by licensed medical professionals.
          </p>
          <Staff ctx={ctx} />
          <p className="home-about__more">
            <a className="btn" href={SITE_PAGES.about.path}>
              Learn More About Us
            </a>
          </p>
        </div>
      </section>
      <section id="services" className="section hm-services" aria-labelledby="services-heading">
        <div className="container">
          <h2 id="services-heading" className="home-section-heading">
            Our Services
          </h2>
          {ctx.widget('medspa-service-cards')}
        </div>
      </section>
      <section className="section home-vision" aria-labelledby="vision-heading">
        <div className="container">
          <div className="home-vision__text">
            <h2 id="vision-heading" className="home-section-heading">
              Our Vision
            </h2>
            <p className="lead home-section-lead">
              We believe looking your best should never mean compromising on medical care. Our vision is a practice where every client is
              treated by licensed professionals, guided by a physician, and given honest advice about what will and will not help.
            </p>
            <p className="home-vision__body">
              Whether you are restoring thinning hair, softening fine lines or recharging with IV therapy, we aim for results that look like
              you on your best day: natural, lasting and built on evidence.
            </p>
          </div>
          <ul className="home-features">
            {FEATURES.map((f) => (
              <li className="home-feature" key={f.title}>
                <svg className="home-feature__icon" viewBox="0 0 24 24" width="32" height="32" aria-hidden="true" focusable="false">
                  <path fill="none" stroke="currentColor" strokeWidth="1.75" strokeLinecap="round" strokeLinejoin="round" d={f.icon} />
                </svg>
                <h3>{f.title}</h3>
                <p>{f.text}</p>
              </li>
            ))}
          </ul>
        </div>
      </section>
      {ctx.widget('medspa-testimonials')}
      <section className="section hm-gallery" aria-labelledby="gallery-heading">
        <div className="container">
          <h2 id="gallery-heading" className="home-section-heading">
            Our Gallery
          </h2>
          {ctx.widget('medspa-gallery')}
        </div>
      </section>
      {ctx.widget('medspa-visit-us')}
    </>
  );
}

export function renderHome(ctx: PageContext): PageBody {
  const hero = ctx.snapshot.buckets.hero_images.find((i) => i.kind === 'image');
  return {
    content: <Home ctx={ctx} />,
    // The first screen (hero, ticker, the start of About Us) is whole once #about is parsed: the hero's paint does
    // not wait for the rest of the page (about 70 KB more of server-rendered elements), issue 39.
    firstFrameAfter: 'about',
    head: [<InlineStyle css={ctx.css('assets/home.css')} />],
    // The hero's first slide, as the element draws it: fetched with the HTML (its largest paint).
    largestImage: hero && staticImage(hero.url, 'hero', ctx.imageTransformations),
  };
}
