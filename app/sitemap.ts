import type { MetadataRoute } from 'next';
import { publishedNews } from '@/content/news';
import { seo } from '@/content/seo';
import { postPath } from '@/lib/news';
import { absoluteUrl } from '@/lib/structured-data';

export const dynamic = 'force-static';

/** Every canonical URL once: aliases (/about-us) and the state-only profile page are left out. */
export default function sitemap(): MetadataRoute.Sitemap {
  const pages = seo
    .filter((entry) => entry.index && entry.url === entry.page)
    .map((entry) => ({
      url: absoluteUrl(entry.url),
      changeFrequency: entry.page === '/news' ? ('weekly' as const) : ('monthly' as const),
      priority: entry.page === '/' ? 1 : 0.7,
    }));
  const posts = publishedNews.map((post) => ({
    url: absoluteUrl(postPath(post.slug)),
    lastModified: post.lastReviewed,
    changeFrequency: 'yearly' as const,
    priority: 0.6,
  }));
  return [...pages, ...posts];
}
