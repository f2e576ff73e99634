/** The clinic's social links (widgets/content/clinic.ts), each opening in a new tab: the footer's and /contact's one list. */
import { clinic } from '../content/clinic';

export function SocialLinks({ className }: { className: string }) {
  return (
    <ul className={className}>
      {clinic.social.map((s) => (
        <li key={s.network}>
          <a href={s.url} target="_blank" rel="noopener noreferrer">
            {s.label}
            <span className="sr-only"> (opens in a new tab)</span>
          </a>
        </li>
      ))}
    </ul>
  );
}
