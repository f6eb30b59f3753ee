import { describe, expect, it } from 'vitest';
import { GRID_DEFAULTS, matchesFilter, readGridOptions, sortItems } from '@/components/sections/portfolio-grid-filter';
import { gallery, galleryFilters } from '@/content/gallery';

const ids = galleryFilters.map((f) => f.id);

describe('portfolio grid options from data attributes', () => {
  it('defaults to all items, masonry layout and the original order', () => {
    expect(readGridOptions({}, ids)).toEqual({ filter: 'all', layout: 'masonry', sort: 'original' });
    expect(GRID_DEFAULTS).toEqual({ filter: 'all', layout: 'masonry', sort: 'original' });
  });

  it('reads valid attributes', () => {
    expect(readGridOptions({ filter: 'community', layout: 'grid', sort: 'caption' }, ids)).toEqual({
      filter: 'community',
      layout: 'grid',
      sort: 'caption',
    });
  });

  it('falls back to the defaults for unknown values', () => {
    expect(readGridOptions({ filter: 'nope', layout: 'carousel', sort: 'random' }, ids)).toEqual(GRID_DEFAULTS);
  });
});

describe('portfolio filter (a single active choice)', () => {
  it('"all" matches every item', () => {
    expect(gallery.every((item) => matchesFilter(item, 'all'))).toBe(true);
  });

  it('a filter matches the items in its group, including items in several groups', () => {
    const community = gallery.filter((item) => matchesFilter(item, 'community')).map((i) => i.id);
    expect(community).toEqual(['vita-clinic', 'food-bank', 'team-volunteering']);
    const events = gallery.filter((item) => matchesFilter(item, 'events')).map((i) => i.id);
    expect(events).toContain('team-volunteering');
  });

  it('every filter entry of the content matches at least one item', () => {
    for (const filter of galleryFilters) expect(gallery.some((item) => matchesFilter(item, filter.id))).toBe(true);
  });
});

describe('portfolio sort', () => {
  it('keeps the content order for "original" without mutating the input', () => {
    const before = gallery.map((i) => i.id);
    expect(sortItems(gallery, 'original').map((i) => i.id)).toEqual(before);
    sortItems(gallery, 'caption');
    expect(gallery.map((i) => i.id)).toEqual(before);
  });

  it('orders by caption for "caption"', () => {
    const captions = sortItems(gallery, 'caption').map((i) => i.caption);
    expect(captions).toEqual([...captions].sort((a, b) => a.localeCompare(b, 'en')));
  });
});
