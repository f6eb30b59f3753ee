/** News posts, one Markdown file each in content/news/; the "Post Not Found" placeholder is not a post, so it stays here. */
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { z } from 'zod';
import { ContentError, defineContent } from '@/lib/define-content';
import { newsFileSchema, newsPostSchema, type NewsPost } from '@/lib/schemas';
import { CONTENT_DIR, loadEntries, loadEntry, twinFile } from './markdown';

export const NEWS_DIR = 'news';

const posts = loadEntries(NEWS_DIR, newsFileSchema, { namedBy: 'slug' }).sort((a, b) => b.date.localeCompare(a.date) || a.slug.localeCompare(b.slug));

export const newsPosts = defineContent('news.ts', z.array(newsPostSchema), [
  {
    title: 'Post Not Found',
    placeholder: true,
    date: '2025-01-01',
    category: 'News',
    body: 'The article you are looking for may have been moved or renamed. Browse our latest news below.',
  },
  ...posts,
]);

export type PublishedPost = NewsPost & { slug: string; summary: string; lastReviewed: string };

const isPublished = (post: NewsPost): post is PublishedPost => !post.placeholder && !!post.slug && !!post.summary && !!post.lastReviewed;

/** The real posts, newest first, each with its own page. */
export const publishedNews: PublishedPost[] = newsPosts.filter(isPublished);

/** The file a post is written in. */
export const newsFile = (post: PublishedPost) => `content/${NEWS_DIR}/${post.slug}.md`;

function postWithSlug(slug: string): PublishedPost {
  const post = publishedNews.find((candidate) => candidate.slug === slug);
  if (!post) throw new ContentError(`content/${NEWS_DIR}/${slug}.md is missing: the Important News box links to it`);
  return post;
}

/** The One Big Beautiful Bill Act post, which the Important News box links to by title. */
export const OBBBA_POST_TITLE = postWithSlug('one-big-beautiful-bill-act-2025-return').title;

/** Each post's Spanish twin (`<slug>.es.md`, its own Spanish `slug`), by the English slug; a post without one is absent. */
export const spanishNews: ReadonlyMap<string, PublishedPost> = new Map(
  publishedNews.flatMap((post) => {
    const file = `${NEWS_DIR}/${post.slug}.md`;
    if (!existsSync(join(CONTENT_DIR, twinFile(file)))) return [];
    return [[post.slug, loadEntry(file, newsFileSchema, { lang: 'es' }) as PublishedPost] as const];
  }),
);
