import type { MetadataRoute } from 'next';
import { publishedNews } from '@/content/news';
import { routes } from '@/content/routes';
import { postPath } from '@/lib/news';
import { absoluteUrl } from '@/content/structured-data';

export const dynamic = 'force-static';

/** Every canonical URL once: aliases (/about-us) and the state-only profile page are left out. */
export default function sitemap(): MetadataRoute.Sitemap {
  const pages = routes
    .filter((route) => route.index)
    .map((route) => ({
      url: absoluteUrl(route.path),
      changeFrequency: route.path === '/news' ? ('weekly' as const) : ('monthly' as const),
      priority: route.path === '/' ? 1 : 0.7,
    }));
  const posts = publishedNews.map((post) => ({
    url: absoluteUrl(postPath(post.slug)),
    lastModified: post.lastReviewed,
    changeFrequency: 'yearly' as const,
    priority: 0.6,
  }));
  return [...pages, ...posts];
}
