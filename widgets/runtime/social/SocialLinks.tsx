/**
 * The clinic's social links (widgets/content/clinic.ts), drawn one way wherever they are (the footer, Visit Us,
 * /contact): each network's mark and its name, opening in a new tab, which its accessible name says.
 */
import { clinic } from '../../content/clinic';
import { SocialIcon } from './icons';

export function SocialLinks({ className, part }: { className: string; part?: string }) {
  return (
    <ul className={`medspa-social ${className}`} part={part}>
      {clinic.social.map((s) => (
        <li key={s.network}>
          <a
            className="medspa-social__link"
            href={s.url}
            target="_blank"
            rel="noopener noreferrer"
            aria-label={`${s.label} (opens in a new tab)`}
          >
            <SocialIcon network={s.network} />
            {s.label}
          </a>
        </li>
      ))}
    </ul>
  );
}
