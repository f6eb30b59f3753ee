import type { MetadataRoute } from 'next';
import { seo } from '@/content/seo';
import { site } from '@/content/site';
import { href } from '@/lib/paths';

export const dynamic = 'force-static';

/** Every canonical URL once: aliases (/about-us) and the state-only profile page are left out. */
export default function sitemap(): MetadataRoute.Sitemap {
  return seo
    .filter((entry) => entry.index && entry.url === entry.page)
    .map((entry) => ({
      url: new URL(href(entry.url), site.url).toString(),
      changeFrequency: entry.page === '/news' ? 'weekly' : 'monthly',
      priority: entry.page === '/' ? 1 : 0.7,
    }));
}
