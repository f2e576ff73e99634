/**
 * <medspa-benefit-cards> (docs/product.md §2.6, PRP): intro, hero image, and one card per benefit with an image.
 * While the listing loads only a skeleton shows: the same boxes, text as bars, so nothing moves when it fills in.
 * Images come shuffled (use-benefit-images.ts): the first is the hero, the next ones go to the cards in order. Drawn
 * on the server, the cards' photos are marked as interchangeable slots (runtime/media/shuffle.ts), which the loader
 * puts in a new order on each load before any widget code; the hero stays as drawn (the page's largest paint).
 * An empty bucket shows nothing (docs/product.md §8); a failed listing shows the text without images.
 */
import type { ReactNode } from 'react';
import { withDefaults, type WidgetProps } from '../runtime/contract';
import { MediaImage, type MediaItem } from '../runtime/media';
import { SHUFFLE_ATTRIBUTE, SLOT_ATTRIBUTE } from '../runtime/media/shuffle';
import type { BenefitCard } from '../content/service-pages';
import { benefitCards } from './benefit-cards.contract';
import { BENEFIT_IMAGE_LAYOUTS, BENEFIT_IMAGE_SIZES } from './sizes';
import { useBenefitImages } from './use-benefit-images';

export type BenefitCardsProps = WidgetProps<typeof benefitCards>;

/** The `cards` attribute, keeping only well-formed cards (it comes from the page). */
export function parseCards(value: unknown): BenefitCard[] {
  if (!Array.isArray(value)) return [];
  return value.filter((c): c is BenefitCard => !!c && typeof c === 'object' && typeof c.title === 'string' && typeof c.text === 'string');
}

function Photo({
  item,
  loading,
  alt,
  size,
  part,
}: {
  item?: MediaItem;
  loading: boolean;
  alt: string;
  size: { width: number; height: number };
  part?: string;
}) {
  const cls = part === 'hero' ? 'benefits__hero' : 'benefits__photo';
  if (loading) return <span className={`${cls} medspa-skeleton`} part={part} />;
  if (!item) return null;
  const layout = part === 'hero' ? BENEFIT_IMAGE_LAYOUTS.hero : BENEFIT_IMAGE_LAYOUTS.card;
  // the hero is the page's largest paint (its server markup, preloaded)
  return (
    <MediaImage
      frameClassName={cls}
      src={item.url}
      alt={alt}
      {...size}
      layout={layout}
      decoding="async"
      fetchPriority={part === 'hero' ? 'high' : undefined}
    />
  );
}

/** A card's photo in a slot the loader may give another of the cards' photos (runtime/media/shuffle.ts). */
function Slot({ children }: { children: ReactNode }) {
  return (
    <div className="benefits__slot" {...{ [SLOT_ATTRIBUTE]: '' }}>
      {children}
    </div>
  );
}

export function BenefitCards(props: BenefitCardsProps) {
  const { bucket, intro, cards, label, container } = withDefaults(benefitCards, props);
  const list = parseCards(cards);
  const state = useBenefitImages(bucket, container);
  if (state.status === 'empty') return null;
  const loading = state.status === 'loading';
  const items = state.status === 'done' ? state.items : [];
  const cardOrder = state.status === 'done' ? state.cardOrder : undefined;
  const text = loading ? 'benefits__text is-skeleton' : 'benefits__text';
  // While loading, the words keep the bars' size but are not drawn: a bar, not faint text (benefit-cards.css).
  const words = (s: string) => (loading ? <span className="benefits__ghost">{s}</span> : s);
  return (
    <div className={`benefits${loading ? ' is-loading' : ''}`} part="benefits" aria-busy={loading || undefined}>
      {loading ? (
        <span className="sr-only" role="status">
          Loading
        </span>
      ) : null}
      <Photo item={items[0]} loading={loading} alt={`${label} at our clinic`} size={BENEFIT_IMAGE_SIZES.hero} part="hero" />
      <p className={`benefits__intro ${text}`} aria-hidden={loading || undefined}>
        {words(intro)}
      </p>
      <ul className="benefits__cards" {...(cardOrder !== undefined ? { [SHUFFLE_ATTRIBUTE]: cardOrder } : {})}>
        {list.map((card, i) => (
          <li key={card.title} className="benefits__card" part="card" aria-hidden={loading || undefined}>
            {cardOrder !== undefined && items[i + 1] ? (
              <Slot>
                <Photo item={items[i + 1]} loading={false} alt={`${card.title}: ${label.toLowerCase()}`} size={BENEFIT_IMAGE_SIZES.card} />
              </Slot>
            ) : (
              <Photo item={items[i + 1]} loading={loading} alt={`${card.title}: ${label.toLowerCase()}`} size={BENEFIT_IMAGE_SIZES.card} />
            )}
            <h2 className={`benefits__title ${text}`}>{words(card.title)}</h2>
            <p className={text}>{words(card.text)}</p>
          </li>
        ))}
      </ul>
    </div>
  );
}
