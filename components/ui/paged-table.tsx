'use client';

import { useEffect, useId, useRef, useState } from 'react';
import { cn } from '@/lib/cn';
import { DEFAULT_PAGE_SIZE, PAGE_SIZES, pageWindow, rangeLabel, toPageSize, type PageSize } from './paging';

type Cell = string | number;

export type PagedTableColumn<Row extends Record<string, Cell>> = {
  key: keyof Row & string;
  header: string;
  rowHeader?: boolean;
  align?: 'left' | 'right';
  className?: string;
};

/** Every row is in the HTML; off-page rows are display:none, and without scripts all rows show. */
export function PagedTable<Row extends Record<string, Cell>>({
  caption,
  columns,
  rows,
  rowKey,
  className,
  labels,
}: {
  caption: string;
  columns: PagedTableColumn<Row>[];
  rows: Row[];
  rowKey: keyof Row & string;
  className?: string;
  /** The pager's words in another language; `range` has {start}, {end} and {total}. English without it. */
  labels?: { rowsPerPage: string; previous: string; next: string; range: string };
}) {
  const id = useId();
  const captionId = `${id}-caption`;
  const sizeId = `${id}-size`;
  const [size, setSize] = useState<PageSize>(DEFAULT_PAGE_SIZE);
  const [page, setPage] = useState(0);
  const scrollRef = useRef<HTMLDivElement>(null);
  const previousRef = useRef<HTMLButtonElement>(null);
  const nextRef = useRef<HTMLButtonElement>(null);
  /** Which button should get focus back after a page change disabled the one that had it. */
  const refocus = useRef<'previous' | 'next' | null>(null);
  const view = pageWindow(rows.length, page, size);

  useEffect(() => {
    if (scrollRef.current) scrollRef.current.scrollTop = 0;
    const target = refocus.current === 'previous' ? previousRef.current : refocus.current === 'next' ? nextRef.current : null;
    refocus.current = null;
    target?.focus();
  }, [view.page, size]);

  const go = (to: number) => {
    const next = pageWindow(rows.length, to, size);
    if (to > view.page && !next.hasNext) refocus.current = 'previous';
    if (to < view.page && !next.hasPrevious) refocus.current = 'next';
    setPage(next.page);
  };

  const cellPadding = 'px-4 py-3 sm:px-5';

  return (
    <div className={cn('overflow-hidden rounded-xl border border-sand-200 bg-white shadow-card', className)}>
      <div
        ref={scrollRef}
        role="region"
        aria-labelledby={captionId}
        tabIndex={0}
        className="max-h-[440px] overflow-auto overscroll-contain focus-visible:-outline-offset-4"
      >
        <table className="w-full border-separate border-spacing-0 text-left tabular-nums">
          <caption id={captionId} className="bg-sand-50 px-4 py-3 text-left font-semibold text-navy-900 sm:px-5">
            {caption}
          </caption>
          <thead>
            <tr>
              {columns.map((column) => (
                <th
                  key={column.key}
                  scope="col"
                  className={cn(
                    'sticky top-0 z-10 border-b border-navy-950 bg-navy-900 text-sm font-semibold uppercase tracking-wide text-white',
                    cellPadding,
                    column.align === 'right' && 'text-right',
                    column.className,
                  )}
                >
                  {column.header}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {rows.map((row, index) => {
              const shown = index >= view.start && index < view.end;
              return (
                <tr
                  key={String(row[rowKey])}
                  className={cn(
                    'odd:bg-white even:bg-sand-50',
                    !shown && 'hidden [@media(scripting:none)]:table-row',
                  )}
                >
                  {columns.map((column) => {
                    const Tag = column.rowHeader ? 'th' : 'td';
                    return (
                      <Tag
                        key={column.key}
                        scope={column.rowHeader ? 'row' : undefined}
                        className={cn(
                          'border-b border-sand-200 align-top',
                          cellPadding,
                          column.rowHeader ? 'font-semibold text-navy-900' : 'text-ink',
                          column.align === 'right' && 'text-right',
                          column.className,
                        )}
                      >
                        {row[column.key]}
                      </Tag>
                    );
                  })}
                </tr>
              );
            })}
          </tbody>
        </table>
      </div>
      <div className="flex flex-wrap items-center justify-end gap-x-6 gap-y-2 border-t border-sand-200 bg-sand-50 px-4 py-2 text-sm text-ink sm:px-5 [@media(scripting:none)]:hidden">
        <div className="flex items-center gap-2">
          <label htmlFor={sizeId}>{labels?.rowsPerPage ?? 'Rows per page'}</label>
          <select
            id={sizeId}
            value={size}
            onChange={(event) => {
              setSize(toPageSize(event.target.value));
              setPage(0);
            }}
            className="min-h-11 rounded-md border border-sand-200 bg-white px-2 py-1 font-medium text-navy-900"
          >
            {PAGE_SIZES.map((option) => (
              <option key={option} value={option}>
                {option}
              </option>
            ))}
          </select>
        </div>
        <p aria-live="polite" aria-atomic="true" className="min-w-32 text-center tabular-nums">
          {labels
            ? labels.range
                .replace('{start}', String(Math.min(view.start + 1, rows.length)))
                .replace('{end}', String(view.end))
                .replace('{total}', String(rows.length))
            : rangeLabel(rows.length, view)}
        </p>
        <div className="flex items-center gap-1">
          <PagerButton ref={previousRef} label={labels?.previous ?? 'Previous page'} disabled={!view.hasPrevious} onClick={() => go(view.page - 1)} direction="previous" />
          <PagerButton ref={nextRef} label={labels?.next ?? 'Next page'} disabled={!view.hasNext} onClick={() => go(view.page + 1)} direction="next" />
        </div>
      </div>
    </div>
  );
}

function PagerButton({
  ref,
  label,
  disabled,
  onClick,
  direction,
}: {
  ref: React.Ref<HTMLButtonElement>;
  label: string;
  disabled: boolean;
  onClick: () => void;
  direction: 'previous' | 'next';
}) {
  return (
    <button
      ref={ref}
      type="button"
      onClick={onClick}
      disabled={disabled}
      className="grid size-11 place-items-center rounded-full text-navy-900 transition-colors hover:bg-brand-100 disabled:cursor-not-allowed disabled:text-ink-muted/50 disabled:hover:bg-transparent"
    >
      <span className="sr-only">{label}</span>
      <svg aria-hidden="true" viewBox="0 0 20 20" fill="none" stroke="currentColor" strokeWidth="2" className="size-5">
        <path d={direction === 'previous' ? 'm12.5 15-5-5 5-5' : 'm7.5 5 5 5-5 5'} strokeLinecap="round" strokeLinejoin="round" />
      </svg>
    </button>
  );
}
