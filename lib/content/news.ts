/** News posts in both languages: where each is served, the posts a visitor in each language sees, and each post's twin. */
import { publishedNews, spanishNews, type PublishedPost } from '@/content/news';
import { postPath } from '@/lib/news';
import { normalisePath } from '@/lib/paths';
import type { Lang } from '@/lib/i18n';

/** The Spanish news page; each Spanish post is served under it by its own (Spanish) slug. */
export const SPANISH_NEWS = '/es/noticias';

export const spanishPostPath = (slug: string) => `${SPANISH_NEWS}/${slug}/`;

/** A post as a list in one language shows it: the post, its page, and the language it is written in. */
export type NewsItem = { post: PublishedPost; path: string; lang: Lang; english: PublishedPost };

/** The posts a visitor in `lang` reads, newest first: in Spanish, each post's twin, else the English post (marked so). */
export function newsIn(lang: Lang): NewsItem[] {
  return publishedNews.map((english) => {
    const twin = lang === 'es' ? spanishNews.get(english.slug) : undefined;
    return twin
      ? { post: twin, path: spanishPostPath(twin.slug), lang: 'es', english }
      : { post: english, path: postPath(english.slug), lang: 'en', english };
  });
}

/** The posts served in Spanish, each at its own page. */
export const spanishPosts: NewsItem[] = newsIn('es').filter((item) => item.lang === 'es');

const twins = new Map<string, string>();
for (const item of spanishPosts) {
  const english = postPath(item.english.slug);
  twins.set(normalisePath(english), item.path);
  twins.set(normalisePath(item.path), english);
}

/** A post's page in the other language, when it is served (with or without the trailing slash). */
export const postTwinOf = (path: string): string | undefined => twins.get(normalisePath(path));
