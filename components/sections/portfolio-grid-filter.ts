/**
 * The portfolio grid's options: the filter, layout
 * and sort come from data attributes on the grid element (data-filter, data-layout, data-sort). This
 * module reads and validates them and arranges the items; it is pure and unit tested.
 */

export const GRID_LAYOUTS = ['masonry', 'grid'] as const;
export const GRID_SORTS = ['original', 'caption'] as const;

export type GridLayout = (typeof GRID_LAYOUTS)[number];
export type GridSort = (typeof GRID_SORTS)[number];
export type GridOptions = { filter: string; layout: GridLayout; sort: GridSort };

export const GRID_DEFAULTS: GridOptions = { filter: 'all', layout: 'masonry', sort: 'original' };

const oneOf = <T extends string>(list: readonly T[], value: string | undefined, fallback: T): T =>
  list.includes(value as T) ? (value as T) : fallback;

/**
 * Options from a grid element's dataset (`{ filter, layout, sort }`). Unknown or missing values fall
 * back to the defaults: all items, masonry layout, original order. A filter that names no known
 * filter id falls back to "all".
 */
export function readGridOptions(
  dataset: { filter?: string; layout?: string; sort?: string },
  filterIds: readonly string[],
): GridOptions {
  return {
    filter: dataset.filter && filterIds.includes(dataset.filter) ? dataset.filter : GRID_DEFAULTS.filter,
    layout: oneOf(GRID_LAYOUTS, dataset.layout, GRID_DEFAULTS.layout),
    sort: oneOf(GRID_SORTS, dataset.sort, GRID_DEFAULTS.sort),
  };
}

type Arrangeable = { id: string; caption: string; groups: readonly string[] };

/** Whether an item shows under a filter ("all" matches every item). */
export function matchesFilter(item: Pick<Arrangeable, 'groups'>, filter: string): boolean {
  return filter === 'all' || item.groups.includes(filter);
}

/** The items in display order: original content order, or alphabetical by caption. */
export function sortItems<T extends Arrangeable>(items: readonly T[], sort: GridSort): T[] {
  if (sort === 'original') return [...items];
  return [...items].sort((a, b) => a.caption.localeCompare(b.caption, 'en'));
}

