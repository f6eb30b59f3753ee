import type { NewsPost } from '@/lib/schemas';
import { href } from '@/lib/paths';

/**
 * The posts the home page's news marquee shows: every real post, never the "Post Not Found"
 * placeholder, and nothing at all unless more than one real post exists.
 */
export function marqueePosts<T extends Pick<NewsPost, 'placeholder'>>(posts: readonly T[]): T[] {
  const real = posts.filter((post) => !post.placeholder);
  return real.length > 1 ? real : [];
}

/** The link to one post: /news/?post=<title>, the title percent-encoded. */
export function newsPostHref(title: string): string {
  return href(`/news?post=${encodeURIComponent(title)}`);
}
