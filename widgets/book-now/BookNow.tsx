/**
 * The fixed floating "Book Now" link (SPEC §1): top right, above all other content, opening the
 * scheduling provider's booking page in a new tab.
 */
import { useConfig } from '../runtime/config';

export interface BookNowProps {
  /** Booking page; defaults to the page configuration's `bookingUrl`. */
  href?: string;
  /** Visible text. */
  label?: string;
}

export function BookNow({ href, label = 'Book Now' }: BookNowProps) {
  const { bookingUrl } = useConfig();
  return (
    <a className="medspa-btn book-now" part="link" href={href || bookingUrl} target="_blank" rel="noopener noreferrer">
      {label}
      <span className="sr-only"> (opens in a new tab)</span>
    </a>
  );
}
