/**
 * Paging arithmetic for the paged table (page sizes 10, 25, 100, default 10,
 * start at page 0, changing the page size returns to page 0).
 */
export const PAGE_SIZES = [10, 25, 100] as const;
export type PageSize = (typeof PAGE_SIZES)[number];
export const DEFAULT_PAGE_SIZE: PageSize = 10;

export type PageWindow = {
  /** Zero-based page actually shown (clamped into range). */
  page: number;
  pageCount: number;
  /** Zero-based index of the first row shown, inclusive. */
  start: number;
  /** Zero-based index after the last row shown, exclusive. */
  end: number;
  hasPrevious: boolean;
  hasNext: boolean;
};

/** Which rows a page shows. An out-of-range page is clamped, so the window is never empty unless there are no rows. */
export function pageWindow(total: number, page: number, size: number): PageWindow {
  if (!Number.isInteger(size) || size < 1) throw new RangeError(`page size must be a positive integer, got ${size}`);
  const rows = Math.max(0, Math.floor(total));
  const pageCount = Math.max(1, Math.ceil(rows / size));
  const current = Math.min(Math.max(0, Math.floor(page)), pageCount - 1);
  const start = Math.min(current * size, rows);
  const end = Math.min(start + size, rows);
  return { page: current, pageCount, start, end, hasPrevious: current > 0, hasNext: current < pageCount - 1 };
}

/** The "Rows x–y of z" label, one-based and inclusive ("Rows 0 of 0" for an empty table). */
export function rangeLabel(total: number, window: Pick<PageWindow, 'start' | 'end'>): string {
  if (total === 0) return 'Rows 0 of 0';
  return `Rows ${window.start + 1}–${window.end} of ${total}`;
}

/** Parses a select value into an allowed page size; anything else gives the default. */
export function toPageSize(value: string | number): PageSize {
  const n = Number(value);
  return (PAGE_SIZES as readonly number[]).includes(n) ? (n as PageSize) : DEFAULT_PAGE_SIZE;
}
