
export const GRID_LAYOUTS = ['masonry', 'grid'] as const;
export const GRID_SORTS = ['original', 'caption'] as const;

export type GridLayout = (typeof GRID_LAYOUTS)[number];
export type GridSort = (typeof GRID_SORTS)[number];
export type GridOptions = { filter: string; layout: GridLayout; sort: GridSort };

export const GRID_DEFAULTS: GridOptions = { filter: 'all', layout: 'masonry', sort: 'original' };

const oneOf = <T extends string>(list: readonly T[], value: string | undefined, fallback: T): T =>
  list.includes(value as T) ? (value as T) : fallback;

/** Unknown or missing values fall back to the defaults: all, masonry, original order. */
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

export function matchesFilter(item: Pick<Arrangeable, 'groups'>, filter: string): boolean {
  return filter === 'all' || item.groups.includes(filter);
}

export function sortItems<T extends Arrangeable>(items: readonly T[], sort: GridSort): T[] {
  if (sort === 'original') return [...items];
  return [...items].sort((a, b) => a.caption.localeCompare(b.caption, 'en'));
}

