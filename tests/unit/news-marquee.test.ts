import { describe, expect, it } from 'vitest';
import { marqueePosts, newsPostHref } from '@/components/sections/news-marquee-items';
import { newsPosts } from '@/content/news';

const post = (title: string, placeholder = false) => ({ title, placeholder });

describe('news marquee visibility', () => {
  it('lists every real post and never the placeholder', () => {
    const shown = marqueePosts(newsPosts);
    expect(shown.length).toBe(newsPosts.length - 1);
    expect(shown.map((p) => p.title)).not.toContain('Post Not Found');
    expect(shown.every((p) => !p.placeholder)).toBe(true);
  });

  it('shows nothing with only one real post (plus the placeholder)', () => {
    expect(marqueePosts([post('Post Not Found', true), post('Only post')])).toEqual([]);
  });

  it('shows nothing with no posts or only the placeholder', () => {
    expect(marqueePosts([])).toEqual([]);
    expect(marqueePosts([post('Post Not Found', true)])).toEqual([]);
  });

  it('shows two real posts, in order', () => {
    expect(marqueePosts([post('Post Not Found', true), post('A'), post('B')]).map((p) => p.title)).toEqual(['A', 'B']);
  });
});

describe('news post links', () => {
  it('point at /news/ with the title percent-encoded in ?post=', () => {
    expect(newsPostHref('Texas Franchise Tax Reports Are Due May 15')).toBe(
      '/news/?post=Texas%20Franchise%20Tax%20Reports%20Are%20Due%20May%2015',
    );
    expect(newsPostHref('Q&A: 50% off?')).toBe('/news/?post=Q%26A%3A%2050%25%20off%3F');
  });
});
