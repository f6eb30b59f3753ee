/** News post addresses, and the lookup behind /news/?post={title}: pure, shared by the server page and the client island. */

type Titled = { title: string; formerTitles?: readonly string[]; placeholder?: boolean };

export const POST_PARAM = 'post';

/** Index of the post with this title or a former one; 0 (the placeholder) when none matches. */
export function selectPostIndex(posts: readonly Titled[], requested: string | null | undefined): number {
  if (!requested) return 0;
  const index = posts.findIndex((post) => post.title === requested || post.formerTitles?.includes(requested));
  return index === -1 ? 0 : index;
}

/** The old address of a post: "/news/?post=" plus the percent-encoded title (trailing slash for the export). */
export function postHref(title: string): string {
  return `/news/?${POST_PARAM}=${encodeURIComponent(title)}`;
}

export function postPath(slug: string): string {
  return `/news/${slug}/`;
}

/** The real posts, in content order (newest first), without the placeholder. */
export function publishedPosts<T extends Titled>(posts: readonly T[]): T[] {
  return posts.filter((post) => !post.placeholder);
}
