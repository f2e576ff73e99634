/**
 * One product (docs/product.md §2.9): image, name, description, price with two decimals, category, "Buy Now".
 * Everything from the database is rendered as text. A product without an image, or whose image fails, shows a
 * neat placeholder (docs/product.md §8), never a broken-image icon.
 */
import { useEffect, useId, useRef, useState } from 'react';
// Not runtime/media's index: it brings the bucket listing, which no product card needs.
import { MediaImage } from '../runtime/media/MediaImage';
import { resolveMediaUrl } from '../runtime/media/resolve-url';
import { useConfig } from '../runtime/providers';
import { formatPrice, type Product } from '../content/products';
import type { HeadingLevel } from '../runtime/heading';
import { ProductPlaceholder } from './Placeholder';
import { BUY_LABEL, MORE_LABELS, PENDING_LABEL, PRODUCT_IMAGE_HEIGHT, PRODUCT_IMAGE_WIDTH } from './store-text';

export interface BuyButtonProps {
  product: Product;
  /** This product's checkout is starting. */
  pending: boolean;
  /** Some checkout is starting (every button waits). */
  disabled: boolean;
  onBuy: (product: Product) => void;
  /** The id of the text naming the product (a card's name), else the name is read out with the button. */
  describedBy?: string;
  label?: string;
}

export function BuyButton({ product, pending, disabled, onBuy, describedBy, label = BUY_LABEL }: BuyButtonProps) {
  const text = pending ? PENDING_LABEL : label;
  const ref = useRef<HTMLButtonElement>(null);
  // A disabled button loses the keyboard focus: when the checkout fails and the button is back, so is the focus.
  const refocus = useRef(false);
  useEffect(() => {
    if (disabled || !refocus.current) return;
    refocus.current = false;
    ref.current?.focus();
  }, [disabled]);
  return (
    <button
      ref={ref}
      type="button"
      className="medspa-btn product__buy"
      part="buy-button"
      disabled={disabled}
      aria-describedby={describedBy}
      // Alone, the button names its product (the visible text first, WCAG 2.5.3).
      aria-label={describedBy ? undefined : `${text}: ${product.name}, ${formatPrice(product.price)}`}
      onClick={(e) => {
        refocus.current = e.currentTarget.matches(':focus');
        onBuy(product);
      }}
    >
      {text}
    </button>
  );
}

/**
 * The description, clamped to three lines so cards keep one height; when the text is longer, a "Read more"
 * disclosure (docs/product.md §2.9) shows all of it. Measured, not guessed from the length: fonts and widths vary.
 */
function Description({ text, describedBy }: { text: string; describedBy: string }) {
  const id = useId();
  const ref = useRef<HTMLParagraphElement>(null);
  const [expanded, setExpanded] = useState(false);
  const [clamped, setClamped] = useState(false);
  useEffect(() => {
    const el = ref.current;
    if (!el || expanded) return;
    const measure = () => setClamped(el.scrollHeight > el.clientHeight + 1);
    measure();
    const observer = typeof ResizeObserver === 'function' ? new ResizeObserver(measure) : undefined;
    observer?.observe(el);
    return () => observer?.disconnect();
  }, [expanded, text]);
  return (
    <div className={`product__about${expanded ? ' is-expanded' : ''}`}>
      <p id={id} ref={ref} className="product__description" part="description">
        {text}
      </p>
      {clamped || expanded ? (
        <button
          type="button"
          className="product__more"
          part="read-more"
          aria-expanded={expanded}
          aria-controls={id}
          // "Read more" of which product: the card's name
          aria-describedby={describedBy}
          onClick={() => setExpanded((e) => !e)}
        >
          {expanded ? MORE_LABELS.less : MORE_LABELS.more}
        </button>
      ) : null}
    </div>
  );
}

export interface ProductCardProps extends Omit<BuyButtonProps, 'describedBy'> {
  /** The level of the name's heading. */
  level: HeadingLevel;
  /** Image loading: "eager" for the first cards of a page. */
  loading?: 'lazy' | 'eager';
  /** A card alone (the buy button), in no row to keep level with: its text takes the room it needs, no more. */
  single?: boolean;
}

export function ProductCard({ product, level, loading = 'lazy', single = false, ...buy }: ProductCardProps) {
  const nameId = useId();
  const Name = `h${level}` as const;
  const src = resolveMediaUrl(product.image_url, useConfig().supabaseUrl);
  return (
    <article className={single ? 'product product--single' : 'product'} part="card" aria-labelledby={nameId}>
      <div className="product__media" part="image">
        <ProductPlaceholder />
        {src ? (
          <MediaImage
            src={src}
            alt=""
            width={PRODUCT_IMAGE_WIDTH}
            height={PRODUCT_IMAGE_HEIGHT}
            layout="product"
            loading={loading}
            decoding="async"
            frameClassName="product__frame"
          />
        ) : null}
      </div>
      <div className="product__body">
        {product.category?.trim() ? (
          <p className="product__category" part="category">
            {product.category}
          </p>
        ) : null}
        <Name id={nameId} className="product__name" part="name">
          {product.name}
        </Name>
        <Description text={product.description} describedBy={nameId} />
        <div className="product__footer">
          <p className="product__price" part="price">
            {formatPrice(product.price)}
          </p>
          <BuyButton product={product} {...buy} describedBy={nameId} />
        </div>
      </div>
    </article>
  );
}
