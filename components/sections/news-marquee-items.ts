import type { NewsPost } from '@/lib/schemas';
import { href } from '@/lib/paths';

export function marqueePosts<T extends Pick<NewsPost, 'placeholder'>>(posts: readonly T[]): T[] {
  const real = posts.filter((post) => !post.placeholder);
  return real.length > 1 ? real : [];
}

export function newsPostHref(title: string): string {
  return href(`/news?post=${encodeURIComponent(title)}`);
}
