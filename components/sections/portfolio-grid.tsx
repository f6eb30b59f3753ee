'use client';

import { useLayoutEffect, useRef, useState } from 'react';
import { Icon } from '@/components/ui/icon';
import { cn } from '@/lib/cn';
import { matchesFilter, readGridOptions, sortItems, type GridLayout, type GridSort } from './portfolio-grid-filter';
import { Lightbox, lightboxIntent, type LightboxLabelList, type LightboxSlide } from '@/components/ui/lightbox';

export type PortfolioItem = { id: string; caption: string; groups: string[]; image: LightboxSlide };
export type PortfolioFilter = { id: string; label: string };

const LAYOUT_CLASSES: Record<GridLayout, { grid: string; item: string; img: string }> = {
  masonry: { grid: 'columns-2 gap-4 sm:gap-6 lg:columns-3', item: 'mb-5 break-inside-avoid sm:mb-6', img: 'h-auto w-full' },
  grid: { grid: 'grid grid-cols-2 gap-4 sm:gap-6 lg:grid-cols-3', item: '', img: 'aspect-[4/3] w-full object-cover' },
};

/** The grid's data-* attributes set the initial state, so the markup drives it. Without JavaScript every item shows. */
export function PortfolioGrid({
  items,
  filters,
  label,
  filter = 'all',
  layout: layoutName = 'masonry',
  sort = 'original',
  labels,
}: {
  items: PortfolioItem[];
  filters: readonly PortfolioFilter[];
  label: string;
  filter?: string;
  layout?: GridLayout;
  sort?: GridSort;
  /** The words in the page's language (English by default). */
  labels?: { enlarge: string; dialog: LightboxLabelList; showing: string };
}) {
  const filterIds = filters.map((f) => f.id);
  const gridRef = useRef<HTMLDivElement>(null);
  const [options, setOptions] = useState(() =>
    readGridOptions({ filter, layout: layoutName, sort }, filterIds),
  );
  const [lightboxIndex, setLightboxIndex] = useState<number | null>(null);

  // The rendered attributes win. They normally match the props and nothing is set: a state change
  // here would re-render the grid inside the hydration commit, the longest task of the load.
  useLayoutEffect(() => {
    if (!gridRef.current) return;
    const read = readGridOptions(gridRef.current.dataset, filterIds);
    if (read.filter !== options.filter || read.layout !== options.layout || read.sort !== options.sort) setOptions(read);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- read once, on mount
  }, []);

  const ordered = sortItems(items, options.sort);
  const visible = ordered.filter((item) => matchesFilter(item, options.filter));
  const layout = LAYOUT_CLASSES[options.layout];

  return (
    <div>
      <div role="group" aria-label={label} className="flex flex-wrap gap-2">
        {filters.map((filter) => {
          const pressed = filter.id === options.filter;
          return (
            <button
              key={filter.id}
              type="button"
              aria-pressed={pressed}
              onClick={() => setOptions((o) => ({ ...o, filter: filter.id }))}
              className={cn(
                'min-h-11 rounded-full border px-4 py-2 text-sm font-semibold transition-colors',
                pressed
                  ? 'border-navy-900 bg-navy-900 text-white'
                  : 'border-navy-900/20 bg-white text-navy-900 hover:border-navy-900/40 hover:bg-sand-100',
              )}
            >
              {filter.label}
            </button>
          );
        })}
      </div>
      <p className="sr-only" role="status">
        {(labels?.showing ?? 'Showing {shown} of {total} images').replace('{shown}', String(visible.length)).replace('{total}', String(items.length))}
      </p>

      <div
        ref={gridRef}
        data-filter={filter}
        data-layout={layoutName}
        data-sort={sort}
        data-testid="portfolio-grid"
        className={cn('mt-8', layout.grid)}
      >
        {ordered.map((item) => {
          const index = visible.findIndex((v) => v.id === item.id);
          return (
            <figure key={item.id} hidden={index < 0} data-groups={item.groups.join(' ')} className={layout.item}>
              <button
                type="button"
                aria-label={`${labels?.enlarge ?? 'Enlarge image: '}${item.image.alt}`}
                aria-haspopup="dialog"
                {...lightboxIntent}
                onClick={() => setLightboxIndex(index)}
                className="group relative block w-full cursor-zoom-in overflow-hidden rounded-2xl bg-sand-100 shadow-card"
              >
                {/* eslint-disable-next-line @next/next/no-img-element -- static export, project-made SVG */}
                <img
                  src={item.image.src}
                  alt={item.image.alt}
                  width={item.image.width}
                  height={item.image.height}
                  loading="lazy"
                  decoding="async"
                  className={cn(layout.img, 'transition-transform duration-500 group-hover:scale-[1.03]')}
                />
                <span
                  aria-hidden="true"
                  className="absolute bottom-2 right-2 inline-flex size-8 items-center justify-center rounded-full bg-navy-950/80 text-white sm:bottom-3 sm:right-3 sm:size-9"
                >
                  <Icon name="expand" className="size-4" />
                </span>
              </button>
              <figcaption className="mt-2 text-xs leading-snug text-ink-muted sm:mt-3 sm:text-sm">{item.caption}</figcaption>
            </figure>
          );
        })}
      </div>

      <Lightbox
        slides={visible.map((item) => item.image)}
        index={lightboxIndex ?? 0}
        open={lightboxIndex !== null}
        labels={labels?.dialog}
        onClose={() => setLightboxIndex(null)}
      />
    </div>
  );
}
