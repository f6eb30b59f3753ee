import type { MetadataRoute } from 'next';
import { publishedNews } from '@/content/news';
import { routes, twinOf } from '@/lib/content/routes';
import { postPath } from '@/lib/news';
import { absoluteUrl } from '@/content/structured-data';
import { langOf, locales } from '@/lib/i18n';

export const dynamic = 'force-static';

/** Both languages of a page, for search engines (xhtml:link alternates). */
function alternates(path: string) {
  const twin = twinOf(path);
  if (!twin) return undefined;
  const english = langOf(path) === 'en' ? path : twin;
  return {
    languages: { [locales[langOf(path)].html]: absoluteUrl(path), [locales[langOf(twin)].html]: absoluteUrl(twin), 'x-default': absoluteUrl(english) },
  };
}

/** Every canonical URL once, in both languages: aliases (/about-us) and the state-only profile page are left out. */
export default function sitemap(): MetadataRoute.Sitemap {
  const pages = routes
    .filter((route) => route.index)
    .map((route) => ({
      url: absoluteUrl(route.path),
      changeFrequency: route.path === '/news' ? ('weekly' as const) : ('monthly' as const),
      priority: route.path === '/' || route.path === '/es' ? 1 : 0.7,
      alternates: alternates(route.path),
    }));
  const posts = publishedNews.map((post) => ({
    url: absoluteUrl(postPath(post.slug)),
    lastModified: post.lastReviewed,
    changeFrequency: 'yearly' as const,
    priority: 0.6,
  }));
  return [...pages, ...posts];
}
