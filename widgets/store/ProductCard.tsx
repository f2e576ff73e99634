/**
 * One product (docs/product.md §2.9): image, name, description, price with two decimals, category, "Buy Now".
 * Everything from the database is rendered as text. A product without an image, or whose image fails, shows a
 * neat placeholder (docs/product.md §8), never a broken-image icon.
 */
import { useId } from 'react';
import { MediaImage, resolveMediaUrl } from '../runtime/media';
import { formatPrice, type Product } from '../content/products';

/** The image box, also the optimisation target of own uploads. */
export const PRODUCT_IMAGE_WIDTH = 480;
export const PRODUCT_IMAGE_HEIGHT = 360;
export const BUY_LABEL = 'Buy Now';
export const PENDING_LABEL = 'Starting checkout…';

export type HeadingLevel = 1 | 2 | 3 | 4 | 5 | 6;
/** An attribute's heading level, 1 to 5 (a card's name sits one below), or `fallback`. */
export const headingLevel = (n: unknown, fallback: HeadingLevel): HeadingLevel =>
  typeof n === 'number' && n >= 1 && n <= 5 ? (Math.floor(n) as HeadingLevel) : fallback;

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
  return (
    <button
      type="button"
      className="medspa-btn product__buy"
      part="buy-button"
      disabled={disabled}
      aria-describedby={describedBy}
      onClick={() => onBuy(product)}
    >
      {pending ? PENDING_LABEL : label}
      {describedBy ? null : <span className="sr-only">{`: ${product.name}, ${formatPrice(product.price)}`}</span>}
    </button>
  );
}

function Placeholder() {
  // A bottle outline: what shows under a missing or failed image.
  return (
    <svg className="product__placeholder" viewBox="0 0 48 48" aria-hidden="true" focusable="false">
      <path d="M19 4h10v7l4 5v26a2 2 0 0 1-2 2H17a2 2 0 0 1-2-2V16l4-5z M15 22h18" fill="none" stroke="currentColor" strokeWidth="2" />
    </svg>
  );
}

export interface ProductCardProps extends Omit<BuyButtonProps, 'describedBy'> {
  /** The level of the name's heading. */
  level: HeadingLevel;
  /** Image loading: "eager" for the first cards of a page. */
  loading?: 'lazy' | 'eager';
}

export function ProductCard({ product, level, loading = 'lazy', ...buy }: ProductCardProps) {
  const nameId = useId();
  const Name = `h${level}` as const;
  const src = resolveMediaUrl(product.image_url);
  return (
    <article className="product" part="card" aria-labelledby={nameId}>
      <div className="product__media" part="image">
        <Placeholder />
        {src ? (
          <MediaImage
            src={src}
            alt=""
            width={PRODUCT_IMAGE_WIDTH}
            height={PRODUCT_IMAGE_HEIGHT}
            loading={loading}
            decoding="async"
            frameClassName="product__frame"
          />
        ) : null}
      </div>
      <div className="product__body">
        <p className="product__category" part="category">
          {product.category}
        </p>
        <Name id={nameId} className="product__name" part="name">
          {product.name}
        </Name>
        <p className="product__description" part="description">
          {product.description}
        </p>
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
