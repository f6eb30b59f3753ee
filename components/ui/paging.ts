export const PAGE_SIZES = [10, 25, 100] as const;
export type PageSize = (typeof PAGE_SIZES)[number];
export const DEFAULT_PAGE_SIZE: PageSize = 10;

export type PageWindow = {
  page: number;
  pageCount: number;
  start: number;
  /** Exclusive. */
  end: number;
  hasPrevious: boolean;
  hasNext: boolean;
};

/** An out-of-range page is clamped. */
export function pageWindow(total: number, page: number, size: number): PageWindow {
  if (!Number.isInteger(size) || size < 1) throw new RangeError(`page size must be a positive integer, got ${size}`);
  const rows = Math.max(0, Math.floor(total));
  const pageCount = Math.max(1, Math.ceil(rows / size));
  const current = Math.min(Math.max(0, Math.floor(page)), pageCount - 1);
  const start = Math.min(current * size, rows);
  const end = Math.min(start + size, rows);
  return { page: current, pageCount, start, end, hasPrevious: current > 0, hasNext: current < pageCount - 1 };
}

export function rangeLabel(total: number, window: Pick<PageWindow, 'start' | 'end'>): string {
  if (total === 0) return 'Rows 0 of 0';
  return `Rows ${window.start + 1}–${window.end} of ${total}`;
}

export function toPageSize(value: string | number): PageSize {
  const n = Number(value);
  return (PAGE_SIZES as readonly number[]).includes(n) ? (n as PageSize) : DEFAULT_PAGE_SIZE;
}
