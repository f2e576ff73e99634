/**
 * Page links drawn alike by every paged list (the blog's and the store's pages; issue 27): Previous, the numbered
 * pages with gaps (the current one `aria-current="page"`), Next, all plain links, so each page is an address of its
 * own that works without JavaScript. Its CSS is `pageLinkStyles` (./styles.ts).
 */

/**
 * The page numbers a pager links, with `null` for a gap: the first, the last, and two either side of the current
 * one (1 … 4 5 6 7 8 … 84). Every page stays reachable by the Next link of the one before.
 */
export function pageWindow(current: number, last: number, around = 2): (number | null)[] {
  const out: (number | null)[] = [];
  for (let n = 1; n <= last; n++) {
    if (n === 1 || n === last || Math.abs(n - current) <= around) out.push(n);
    else if (out[out.length - 1] !== null) out.push(null);
  }
  return out;
}

export interface PageLinksProps {
  /** The address of page n. */
  href: (page: number) => string;
  page: number;
  last: number;
  /** The navigation's accessible name ("Blog pages"). */
  label: string;
  /** The widget's own class on the <nav> (its placement). */
  className: string;
}

/** Nothing when there is one page. The <nav> is the element's `pagination` part. */
export function PageLinks({ href, page, last, label, className }: PageLinksProps) {
  if (last <= 1) return null;
  return (
    <nav className={`medspa-pages ${className}`} part="pagination" aria-label={label}>
      {page > 1 ? (
        <a className="medspa-pages__link" href={href(page - 1)} rel="prev">
          Previous<span className="sr-only"> page</span>
        </a>
      ) : null}
      <ol className="medspa-pages__list">
        {pageWindow(page, last).map((n, i) =>
          n === null ? (
            <li key={`gap-${i}`} className="medspa-pages__gap" aria-hidden="true">
              …
            </li>
          ) : (
            <li key={n}>
              <a className="medspa-pages__link" href={href(n)} aria-current={n === page ? 'page' : undefined}>
                <span className="sr-only">Page </span>
                {n}
              </a>
            </li>
          ),
        )}
      </ol>
      {page < last ? (
        <a className="medspa-pages__link" href={href(page + 1)} rel="next">
          Next<span className="sr-only"> page</span>
        </a>
      ) : null}
    </nav>
  );
}
