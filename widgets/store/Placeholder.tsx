/**
 * What shows under a missing or failed product image (docs/product.md §8): a drawn shelf with a pump bottle, a tube
 * and a jar, in the theme's accent colour on the image box's surface, so a card without a photo still looks made
 * (also in the server-rendered /store page).
 */
export function ProductPlaceholder() {
  return (
    <svg className="product__placeholder" viewBox="0 0 96 64" aria-hidden="true" focusable="false">
      <g fill="none" stroke="currentColor" strokeWidth="1.75" strokeLinecap="round" strokeLinejoin="round">
        {/* pump bottle */}
        <path d="M22 10h8M26 10v6M21 16h10v5M18 24a3 3 0 0 1 3-3h10a3 3 0 0 1 3 3v32H18z" />
        <path d="M21 34h10" />
        {/* tube, cap down */}
        <path d="M40 18h14l-2 30H42z M43 48h8v8h-8z" />
        <path d="M43 26h8" />
        {/* jar */}
        <path d="M60 40h22v-4H60z M62 40h18v14a2 2 0 0 1-2 2H64a2 2 0 0 1-2-2z" />
        <path d="M66 47h10" />
        {/* shelf */}
        <path d="M10 56h76" />
      </g>
    </svg>
  );
}
