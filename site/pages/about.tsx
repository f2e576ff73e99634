/** /about (docs/product.md §2.7): the practice, the clinic's collage (drawn by its element) and the team's profiles. */
import { clinic } from '../../widgets/content/clinic';
import { SITE_PAGES } from '../../widgets/content/navigation';
import type { PageBody, PageContext } from '../render/page';
import { InlineStyle } from '../render/html';
import { Staff } from './staff';
import { staticImage } from '../templates/images';

function About({ ctx }: { ctx: PageContext }) {
  return (
    <>
      <section className="section page-intro">
        <div className="container">
          <h1>About {clinic.name}</h1>
          <p className="lead">
            {clinic.name} is a physician-led medical spa in Saint Louis, Missouri, offering hair restoration, facial aesthetics and IV
            therapy and body treatments in a calm, private setting.
          </p>
        </div>
      </section>
      <section className="section about-practice" aria-labelledby="practice-heading">
        <div className="container about-practice__grid">
          {ctx.widget('medspa-about-collage')}
          <div className="about-practice__text">
            <h2 id="practice-heading">Our Practice</h2>
            <p>
              Every plan starts with a consultation with our medical director and is carried out by licensed medical professionals, in
              private treatment rooms and a relaxed IV lounge.
            </p>
            <p>
              We combine proven surgical and non-surgical hair restoration, injectables, skin treatments and wellness infusions, so one team
              can look after your hair, skin and health over time.
            </p>
            <p>
              <a className="btn" href={SITE_PAGES.contact.path}>
                Schedule a Consultation
              </a>
            </p>
          </div>
        </div>
      </section>
      <section className="section home-about" aria-labelledby="team-heading">
        <div className="container">
          <h2 id="team-heading">Our Team</h2>
          <Staff ctx={ctx} />
        </div>
      </section>
    </>
  );
}

export function renderAbout(ctx: PageContext): PageBody {
  const first = ctx.snapshot.buckets.aboutus_images.find((i) => i.kind === 'image');
  return {
    content: <About ctx={ctx} />,
    head: [<InlineStyle css={ctx.css('assets/home.css')} />, <InlineStyle css={ctx.css('assets/about.css')} />],
    // The collage's large tile, as the element draws it (the page's largest paint).
    largestImage: first && staticImage(first.url, 'collageLarge', ctx.imageTransformations),
  };
}
