import { Feed } from 'feed';
import { publishedNews } from '@/content/news';
import { site } from '@/content/site';
import { FEED_PATH } from '@/lib/content/metadata';
import { markdownHtml } from '@/lib/markdown';
import { postPath } from '@/lib/news';
import { absoluteUrl as abs } from '@/content/structured-data';

export const dynamic = 'force-static';

export function GET() {
  const feed = new Feed({
    title: `News | ${site.name}`,
    description: site.description,
    id: abs('/news'),
    link: abs('/news'),
    language: 'en-US',
    copyright: `© ${site.contact.company}`,
    updated: new Date(`${publishedNews.map((post) => post.lastReviewed).sort().at(-1)}T12:00:00Z`),
    feedLinks: { rss: abs(FEED_PATH) },
    author: { name: site.name, email: site.contact.email, link: site.url },
  });
  for (const post of publishedNews) {
    feed.addItem({
      title: post.title,
      id: abs(postPath(post.slug)),
      link: abs(postPath(post.slug)),
      description: post.summary,
      content: markdownHtml(post.body, { resolve: abs }),
      date: new Date(`${post.date}T12:00:00Z`),
      category: [{ name: post.category }],
    });
  }
  return new Response(feed.rss2(), { headers: { 'Content-Type': 'application/rss+xml; charset=utf-8' } });
}
