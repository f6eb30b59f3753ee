/** The RSS feed of the news in one language: the English feed at /news/feed.xml, the Spanish one at /es/noticias/feed.xml. */
import { Feed } from 'feed';
import { site } from '@/content/site';
import { site as sitio } from '@/content/site.es';
import { absoluteUrl as abs } from '@/content/structured-data';
import { markdownHtml } from '@/lib/markdown';
import { locales, pick, type Lang } from '@/lib/i18n';
import { FEED_PATH, SPANISH_FEED_PATH } from './metadata';
import { newsIn, SPANISH_NEWS } from './news';
import { uiFor } from './ui';

export function newsFeed(lang: Lang): Response {
  // The Spanish feed carries the posts written in Spanish; a post not yet translated stays in the English feed.
  const items = newsIn(lang).filter((item) => item.lang === lang);
  const home = pick(lang, { en: '/news', es: SPANISH_NEWS });
  const words = pick(lang, { en: site, es: sitio });
  const feed = new Feed({
    title: `${uiFor(lang).news.feedTitle} | ${site.name}`,
    description: words.description,
    id: abs(home),
    link: abs(home),
    language: locales[lang].html,
    copyright: `© ${site.contact.company}`,
    updated: new Date(`${items.map(({ post }) => post.lastReviewed).sort().at(-1)}T12:00:00Z`),
    feedLinks: { rss: abs(pick(lang, { en: FEED_PATH, es: SPANISH_FEED_PATH })) },
    author: { name: site.name, email: site.contact.email, link: site.url },
  });
  for (const { post, path } of items) {
    feed.addItem({
      title: post.title,
      id: abs(path),
      link: abs(path),
      description: post.summary,
      content: markdownHtml(post.body, { resolve: abs }),
      date: new Date(`${post.date}T12:00:00Z`),
      category: [{ name: post.category }],
    });
  }
  return new Response(feed.rss2(), { headers: { 'Content-Type': 'application/rss+xml; charset=utf-8' } });
}
