/**
 * "More …" on a paged list drawn without page links (a partner's page; issue 27): the pages after the first, added
 * below it; a live region says what is loading and then how many are shown; focus goes to the first new item. One
 * hook and one control for the blog's and the store's lists (their CSS: `.medspa-more` in ./page-links.css).
 */
import { useEffect, useRef, useState, type RefObject } from 'react';

/** A page of a list as its query answers: its rows and the count of all. */
export interface ListPage<T> {
  rows: readonly T[];
  total: number;
}

export interface MorePagesOptions<T> {
  /** What the first page shows (its filter): when it changes, what was added goes. */
  of: string;
  /** The number of the page shown first. */
  first: number;
  /** The first page's rows and total (undefined while it loads). */
  page: ListPage<T> | undefined;
  /** Tells two rows apart: a row a later page repeats (after a write) shows once. */
  id: (row: T) => string;
  /** Reads page n (the query layer's load: its error policy applies). */
  load: (page: number) => Promise<ListPage<T>>;
  /** The live region's text while the next page loads, and once it is drawn. */
  loadingText: string;
  shownText: (shown: number, total: number) => string;
  /** The focusable items inside the list element, in order. */
  itemSelector: string;
}

export interface MorePages<T, L extends HTMLElement> {
  /** The first page's rows, then the added ones. */
  rows: T[];
  total: number;
  /** Whether another page is there to add. */
  hasMore: boolean;
  status: string;
  clearStatus: () => void;
  pending: boolean;
  loadMore: () => Promise<void>;
  /** The list element (its items get focus). */
  listRef: RefObject<L | null>;
}

export function useMorePages<T, L extends HTMLElement = HTMLUListElement>(o: MorePagesOptions<T>): MorePages<T, L> {
  const of = `${o.of}|${o.first}`;
  const [more, setMore] = useState<{ of: string; rows: T[]; next: number; total?: number }>({ of: '', rows: [], next: 0 });
  const [status, setStatus] = useState('');
  const [pending, setPending] = useState(false);
  /** The item to focus once the next page is drawn (the first new one). */
  const focusAt = useRef<number | null>(null);
  const listRef = useRef<L>(null);
  const extra = more.of === of ? more : { of, rows: [] as T[], next: o.first + 1, total: undefined };
  const shown = o.page?.rows ?? [];
  const rows = o.page ? [...shown, ...extra.rows.filter((r) => !shown.some((s) => o.id(s) === o.id(r)))] : [];
  const total = extra.total ?? o.page?.total ?? 0;

  useEffect(() => {
    if (focusAt.current === null) return;
    listRef.current?.querySelectorAll<HTMLElement>(o.itemSelector)[focusAt.current]?.focus();
    focusAt.current = null;
  }, [rows.length, o.itemSelector]);

  const loadMore = async () => {
    if (pending) return;
    setPending(true);
    setStatus(o.loadingText);
    const before = rows.length;
    try {
      const next = await o.load(extra.next);
      const added = [...extra.rows, ...next.rows];
      setMore({ of, rows: added, next: extra.next + 1, total: next.total });
      setStatus(o.shownText(Math.min(next.total, shown.length + added.length), next.total));
      if (next.rows.length) focusAt.current = before;
    } catch {
      setStatus(''); // the layer's toast says it
    } finally {
      setPending(false);
    }
  };

  return { rows, total, hasMore: rows.length < total, status, clearStatus: () => setStatus(''), pending, loadMore, listRef };
}

export interface MoreButtonProps {
  more: Pick<MorePages<unknown, HTMLElement>, 'status' | 'pending' | 'loadMore'>;
  /** Whether the button shows (another page is there, and the first has loaded). */
  show: boolean;
  label: string;
  /** The widget's own classes: the box, the live region, the button (its placement and its tests). */
  className: { box: string; status: string; button: string };
}

/** The live region and the "More …" button under a list. */
export function MoreButton({ more, show, label, className }: MoreButtonProps) {
  return (
    <div className={`medspa-more ${className.box}`}>
      <p className={`medspa-more__status ${className.status}`} role="status">
        {more.status}
      </p>
      {show ? (
        <button
          type="button"
          className={`medspa-more__button ${className.button}`}
          part="more"
          aria-disabled={more.pending || undefined}
          onClick={() => void more.loadMore()}
        >
          {label}
        </button>
      ) : null}
    </div>
  );
}
