/**
 * News post lookup for /news/?post={title} (spec §2 News, §8 "Unknown news post parameter").
 * The query value is the post title; a post is picked only on an exact title match, otherwise the
 * first entry (the "Post Not Found" placeholder) is shown. Pure functions, shared by the server
 * page and the client island, so they stay free of React and of content imports.
 */

type Titled = { title: string; formerTitles?: readonly string[]; placeholder?: boolean };

/** Query parameter that carries the post title. */
export const POST_PARAM = 'post';

/**
 * Index of the post whose title equals `requested` exactly. `requested` is the decoded value
 * (URLSearchParams.get already decodes percent-escapes and "+"). Returns 0, the placeholder, when
 * the parameter is missing, empty or names no post.
 */
export function selectPostIndex(posts: readonly Titled[], requested: string | null | undefined): number {
  if (!requested) return 0;
  const index = posts.findIndex((post) => post.title === requested || post.formerTitles?.includes(requested));
  return index === -1 ? 0 : index;
}

/** The post `requested` names, or the first post (the placeholder) when none matches. */
export function findPost<T extends Titled>(posts: readonly T[], requested: string | null | undefined): T {
  const post = posts[selectPostIndex(posts, requested)];
  if (!post) throw new Error('findPost: the posts list is empty');
  return post;
}

/** Whether `requested` names a post exactly (false means the fallback view is shown). */
export function isKnownPost(posts: readonly Titled[], requested: string | null | undefined): boolean {
  return selectPostIndex(posts, requested) > 0 || posts[0]?.title === requested;
}

/** The link to a post: "/news/?post=" plus the percent-encoded title (trailing slash for the export). */
export function postHref(title: string): string {
  return `/news/?${POST_PARAM}=${encodeURIComponent(title)}`;
}

/** A post's own page. */
export function postPath(slug: string): string {
  return `/news/${slug}/`;
}

/** The real posts, in content order (newest first), without the placeholder. */
export function publishedPosts<T extends Titled>(posts: readonly T[]): T[] {
  return posts.filter((post) => !post.placeholder);
}
