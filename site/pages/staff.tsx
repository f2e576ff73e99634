/** The staff profiles (docs/product.md §2.4, §2.7), on the home page and /about; each carries its /about#<id> anchor. */
import { clinic } from '../../widgets/content/clinic';
import type { PageContext } from '../render/page';
import { StaticImage } from '../templates/images';

export function Staff({ ctx }: { ctx: PageContext }) {
  const photos = ctx.snapshot.buckets.aboutus_images.filter((i) => i.kind === 'image').map((i) => i.url);
  const photo = (n: number) => photos[n] ?? photos[0] ?? '';
  const t = ctx.imageTransformations;
  const [doctor, np, le] = clinic.staff;
  return (
    <>
      <article className="home-about__physician" id={doctor!.id} aria-labelledby="about-physician-name">
        <div className="home-about__photos">
          <StaticImage
            className="home-about__photo home-about__photo--main"
            src={photo(0)}
            layout="staffMain"
            transformations={t}
            alt={`Portrait of ${doctor!.name}`}
            width={800}
            height={800}
            loading="lazy"
            decoding="async"
          />
          <StaticImage
            className="home-about__photo home-about__photo--side"
            src={photo(1)}
            layout="staffSide"
            transformations={t}
            alt={`${doctor!.name} examining a client's scalp during a hair restoration consultation`}
            width={800}
            height={800}
            loading="lazy"
            decoding="async"
          />
        </div>
        <div className="home-about__bio">
          <h3 id="about-physician-name">{doctor!.name}</h3>
          <p className="home-about__role">{doctor!.role}</p>
          <p>
            With over 18 years of experience in medicine, Dr. Reyes founded {clinic.name} to bring physician-level care to hair restoration
            and aesthetic medicine. He focuses on restoring hair with PRP, exosome and follicular unit extraction (FUE) treatments, and on
            subtle, natural-looking facial rejuvenation.
          </p>
          <p>
            He meets every new client, designs each treatment plan himself and supervises every procedure performed at the clinic, so you
            always know a physician is accountable for your care.
          </p>
          <h4 className="home-about__credentials-heading">Credentials</h4>
          <ul className="home-about__credentials">
            <li>Doctor of Medicine (MD), board certified in family medicine</li>
            <li>Over 18 years of clinical experience</li>
            <li>Diplomate, American Board of Hair Restoration Surgery</li>
            <li>Member, International Society of Hair Restoration Surgery</li>
            <li>Advanced training in neurotoxins, dermal fillers and regenerative (PRP) medicine</li>
            <li>Medical director for all aesthetic, hair and IV therapy treatments</li>
          </ul>
        </div>
      </article>
      <ul className="home-about__team" aria-label="Our clinical team">
        <li>
          <article className="home-about__member" id={np!.id} aria-labelledby="about-np-name">
            <a className="home-about__member-link" href={`/about#${np!.id}`}>
              <StaticImage
                className="home-about__member-photo"
                src={photo(2)}
                layout="staffMember"
                transformations={t}
                alt={`Portrait of ${np!.name}`}
                width={800}
                height={800}
                loading="lazy"
                decoding="async"
              />
            </a>
            <div>
              <h3 id="about-np-name">{np!.name}</h3>
              <p className="home-about__role">{np!.role}</p>
              <p>
                A board-certified family nurse practitioner, Megan specialises in neurotoxins and dermal fillers. Clients know her for a
                light touch, natural-looking results and taking the time to explain every option.
              </p>
            </div>
          </article>
        </li>
        <li>
          <article className="home-about__member" id={le!.id} aria-labelledby="about-le-name">
            <StaticImage
              className="home-about__member-photo"
              src={photo(3)}
              layout="staffMember"
              transformations={t}
              alt={`Portrait of ${le!.name}`}
              width={800}
              height={800}
              loading="lazy"
              decoding="async"
            />
            <div>
              <h3 id="about-le-name">{le!.name}</h3>
              <p className="home-about__role">{le!.role}</p>
              <p>
                Alyssa performs medical-grade facials, chemical peels and IPL treatments, and builds home skin care routines that protect
                and extend your results between visits.
              </p>
            </div>
          </article>
        </li>
      </ul>
    </>
  );
}
