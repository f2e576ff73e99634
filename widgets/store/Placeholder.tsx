/**
 * What shows under a missing or failed product image (docs/product.md §8): a drawn shelf with a pump bottle, a tube
 * and a jar, in the theme's accent colour on the image box's surface, so a card without a photo still looks made
 * (also in the server-rendered /store page). One path (two elements a card, not nine: every card carries it).
 */
const SHELF = [
  'M22 10h8M26 10v6M21 16h10v5M18 24a3 3 0 0 1 3-3h10a3 3 0 0 1 3 3v32H18zM21 34h10', // pump bottle
  'M40 18h14l-2 30H42zM43 48h8v8h-8zM43 26h8', // tube, cap down
  'M60 40h22v-4H60zM62 40h18v14a2 2 0 0 1-2 2H64a2 2 0 0 1-2-2zM66 47h10', // jar
  'M10 56h76', // shelf
].join('');

export function ProductPlaceholder() {
  return (
    <svg
      className="product__placeholder"
      viewBox="0 0 96 64"
      aria-hidden="true"
      focusable="false"
      fill="none"
      stroke="currentColor"
      strokeWidth="1.75"
      strokeLinecap="round"
      strokeLinejoin="round"
    >
      <path d={SHELF} />
    </svg>
  );
}
