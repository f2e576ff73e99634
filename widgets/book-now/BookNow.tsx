/**
 * The fixed floating "Book Now" link (docs/product.md §1): top right, above all other content, opening the
 * scheduling provider's booking page in a new tab.
 */
import { useConfig } from '../runtime/providers';
import { withDefaults, type WidgetProps } from '../runtime/contract';
import { bookNow } from './book-now.contract';

export type BookNowProps = WidgetProps<typeof bookNow>;

export function BookNow(props: BookNowProps) {
  const { href, label } = withDefaults(bookNow, props);
  const { bookingUrl } = useConfig();
  return (
    <a className="medspa-btn book-now" part="link" href={href || bookingUrl} target="_blank" rel="noopener noreferrer">
      {label}
      <span className="sr-only"> (opens in a new tab)</span>
    </a>
  );
}
