/** The staff profiles (docs/product.md §2.4, §2.7), on the home page and /about; each carries its /about#<id> anchor. */
import type { ReactNode } from 'react';
import { clinic, staffMember, type StaffId } from '../../widgets/content/clinic';
import { SITE_PAGES } from '../../widgets/content/navigation';
import type { PageContext } from '../render/page';
import type { ImageLayoutName } from '../../widgets/runtime/media/layouts';
import { StaticImage } from '../templates/images';

/**
 * A square photo of the about bucket, below the fold. With the bucket empty, the photo's box alone (its class sizes
 * it): an `<img src="">` would ask for the page itself again.
 */
function Photo(p: { className: string; src: string; layout: ImageLayoutName; transformations?: boolean; alt: string }) {
  if (!p.src) return <div className={p.className} aria-hidden="true" />;
  return (
    <StaticImage
      className={p.className}
      src={p.src}
      layout={p.layout}
      transformations={p.transformations}
      alt={p.alt}
      width={800}
      height={800}
      loading="lazy"
      decoding="async"
    />
  );
}

/** The medical director: two photos, the bio and the credentials. */
function Physician({ photo, t }: { photo: (n: number) => string; t?: boolean }) {
  const doctor = staffMember('dr-daniel-reyes');
  return (
    <article className="home-about__physician" id={doctor.id} aria-labelledby="about-physician-name">
      <div className="home-about__photos">
        <Photo
          className="home-about__photo home-about__photo--main"
          src={photo(0)}
          layout="staffMain"
          transformations={t}
          alt={`Portrait of ${doctor.name}`}
        />
        <Photo
          className="home-about__photo home-about__photo--side"
          src={photo(1)}
          layout="staffSide"
          transformations={t}
          alt={`${doctor.name} examining a client's scalp during a hair restoration consultation`}
        />
      </div>
      <div className="home-about__bio">
        <h3 id="about-physician-name">{doctor.name}</h3>
        <p className="home-about__role">{doctor.role}</p>
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
  );
}

/** One member of the clinical team; `heading` names their heading's id (about-<heading>-name); `linked` links the photo to the profile. */
function TeamMember(p: { id: StaffId; heading: string; src: string; t?: boolean; linked?: boolean; children: ReactNode }) {
  const member = staffMember(p.id);
  const photo = (
    <Photo className="home-about__member-photo" src={p.src} layout="staffMember" transformations={p.t} alt={`Portrait of ${member.name}`} />
  );
  return (
    <li>
      <article className="home-about__member" id={member.id} aria-labelledby={`about-${p.heading}-name`}>
        {p.linked ? (
          <a className="home-about__member-link" href={`${SITE_PAGES.about.path}#${member.id}`}>
            {photo}
          </a>
        ) : (
          photo
        )}
        <div>
          <h3 id={`about-${p.heading}-name`}>{member.name}</h3>
          <p className="home-about__role">{member.role}</p>
          <p>{p.children}</p>
        </div>
      </article>
    </li>
  );
}

export function Staff({ ctx }: { ctx: PageContext }) {
  const photos = ctx.snapshot.buckets.aboutus_images.filter((i) => i.kind === 'image').map((i) => i.url);
  const photo = (n: number) => photos[n] ?? photos[0] ?? '';
  const t = ctx.imageTransformations;
  return (
    <>
      <Physician photo={photo} t={t} />
      <ul className="home-about__team" aria-label="Our clinical team">
        <TeamMember id="megan-brooks" heading="np" src={photo(2)} t={t} linked>
          A board-certified family nurse practitioner, Megan specialises in neurotoxins and dermal fillers. Clients know her for a light
          touch, natural-looking results and taking the time to explain every option.
        </TeamMember>
        <TeamMember id="alyssa-chen" heading="le" src={photo(3)} t={t}>
          Alyssa performs medical-grade facials, chemical peels and IPL treatments, and builds home skin care routines that protect and
          extend your results between visits.
        </TeamMember>
      </ul>
    </>
  );
}
