/** What shows under a missing or failed product image: a bottle outline (also in the static /store page). */
export function ProductPlaceholder() {
  return (
    <svg className="product__placeholder" viewBox="0 0 48 48" aria-hidden="true" focusable="false">
      <path d="M19 4h10v7l4 5v26a2 2 0 0 1-2 2H17a2 2 0 0 1-2-2V16l4-5z M15 22h18" fill="none" stroke="currentColor" strokeWidth="2" />
    </svg>
  );
}
