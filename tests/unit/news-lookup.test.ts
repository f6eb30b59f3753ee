import { describe, expect, it } from 'vitest';
import { newsPosts, OBBBA_POST_TITLE } from '@/content/news';
import { postHref, postPath, publishedPosts, selectPostIndex, POST_PARAM } from '@/lib/news';

const posts = [
  { title: 'Post Not Found', placeholder: true },
  { title: 'QuickBooks Desktop 2022 and 2023 Are No Longer Supported', formerTitles: ['QuickBooks Desktop 2022 Support Ends May 31, 2025'] },
  { title: 'BOI Reporting: Domestic Companies Now Exempt' },
  { title: 'Fees & "Costs" + 100% (of) It?' },
];

/** What the browser hands the island: the query value of a link built by postHref. */
const roundTrip = (title: string) => new URL(postHref(title), 'https://example.com').searchParams.get(POST_PARAM);

describe('selectPostIndex', () => {
  it('picks the post whose title matches exactly', () => {
    expect(selectPostIndex(posts, 'BOI Reporting: Domestic Companies Now Exempt')).toBe(2);
    expect(selectPostIndex(posts, 'QuickBooks Desktop 2022 and 2023 Are No Longer Supported')).toBe(1);
  });

  it('still finds a renamed post by a title it had before', () => {
    expect(selectPostIndex(posts, 'QuickBooks Desktop 2022 Support Ends May 31, 2025')).toBe(1);
  });

  it('falls back to the first post (the placeholder) for a missing or empty title', () => {
    expect(selectPostIndex(posts, null)).toBe(0);
    expect(selectPostIndex(posts, undefined)).toBe(0);
    expect(selectPostIndex(posts, '')).toBe(0);
  });

  it('falls back to the placeholder for an unknown title, including near misses', () => {
    expect(selectPostIndex(posts, 'No such post')).toBe(0);
    expect(selectPostIndex(posts, 'boi reporting: domestic companies now exempt')).toBe(0);
    expect(selectPostIndex(posts, ' BOI Reporting: Domestic Companies Now Exempt')).toBe(0);
    expect(selectPostIndex(posts, 'BOI Reporting')).toBe(0);
    // Still encoded: the caller must pass the decoded value.
    expect(selectPostIndex(posts, 'BOI%20Reporting%3A%20Domestic%20Companies%20Now%20Exempt')).toBe(0);
  });

  it('can select the placeholder by its own title', () => {
    expect(selectPostIndex(posts, 'Post Not Found')).toBe(0);
  });

  it('answers 0 for an empty list', () => {
    expect(selectPostIndex([], 'x')).toBe(0);
  });
});

describe('postHref', () => {
  it('builds the exported /news/ path with the percent-encoded title', () => {
    expect(postHref('BOI Reporting: Domestic Companies Now Exempt')).toBe(
      '/news/?post=BOI%20Reporting%3A%20Domestic%20Companies%20Now%20Exempt',
    );
  });

  it('round-trips titles with spaces and punctuation through URLSearchParams', () => {
    for (const post of posts) {
      const decoded = roundTrip(post.title);
      expect(decoded).toBe(post.title);
      expect(selectPostIndex(posts, decoded)).toBe(posts.indexOf(post));
    }
  });

  it('round-trips every real post title', () => {
    for (const post of newsPosts) expect(newsPosts[selectPostIndex(newsPosts, roundTrip(post.title))]).toBe(post);
  });

  it('gives each published post its own page', () => {
    expect(postPath('boi-reporting-domestic-companies-exempt')).toBe('/news/boi-reporting-domestic-companies-exempt/');
  });
});

describe('publishedPosts', () => {
  it('drops only the placeholder and keeps content order', () => {
    expect(publishedPosts(posts).map((p) => p.title)).toEqual(posts.slice(1).map((p) => p.title));
  });

  it('keeps the real posts of the site, newest first, with the bill post among them', () => {
    const real = publishedPosts(newsPosts);
    expect(real.length).toBeGreaterThanOrEqual(3);
    expect(real.some((p) => p.title === OBBBA_POST_TITLE)).toBe(true);
    const dates = real.map((p) => p.date);
    expect([...dates].sort().reverse()).toEqual(dates);
  });
});
