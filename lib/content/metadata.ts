import type { Metadata } from 'next';
import { href } from '@/lib/paths';
import { aliases } from '@/content/routes';
import { routeFor, twinOf } from '@/lib/content/routes';
import { langOf, locales, pick, type Lang } from '@/lib/i18n';
import { uiFor } from '@/lib/content/ui';
import { site } from '@/content/site';
import { site as spanishSite } from '@/content/site.es';

/** Every tab title: the route's title, then the firm (the root layout's template; fullTitle where that does not reach). */
export const TITLE_TEMPLATE = `%s | ${site.name}`;

export function fullTitle(page: string): string {
  return TITLE_TEMPLATE.replace('%s', routeFor(page).title);
}

export const FEED_PATH = '/news/feed.xml';
export const SPANISH_FEED_PATH = '/es/noticias/feed.xml';
/** The news feed of the page's language. */
const feedLinkIn = (lang: Lang) => ({
  'application/rss+xml': [{ url: pick(lang, { en: FEED_PATH, es: SPANISH_FEED_PATH }), title: `${uiFor(lang).news.feedTitle} | ${site.name}` }],
});

/** hreflang alternates of a page and its twin (English is also the default), and the Open Graph locales to match. */
export function languageAlternates(path: string, twin: string | undefined) {
  const lang = langOf(path);
  const own = href(path);
  const other = twin && href(twin);
  const english = lang === 'en' ? own : (other ?? own);
  const languages: Record<string, string> = { [locales[lang].html]: own };
  if (other) languages[locales[langOf(twin)].html] = other;
  if (other || lang === 'en') languages['x-default'] = english;
  return {
    languages,
    locale: locales[lang].og,
    alternateLocale: twin ? [locales[langOf(twin)].og] : undefined,
  };
}

/** The share image, described in the page's language. */
const shareImage = (lang: Lang) => ({ url: '/images/og-image.png', width: 1200, height: 630, alt: `${site.name}: ${pick(lang, { en: site, es: spanishSite }).tagline}` });

/** A page's metadata, from its route record; an alias points search engines at the original. */
export function pageMetadata(page: string): Metadata {
  const entry = routeFor(page);
  const canonical = href(entry.path);
  const { languages, locale, alternateLocale } = languageAlternates(entry.path, twinOf(entry.path));
  const isHome = page === '/' || page === '/es';
  return {
    // The layout's title template does not reach the root page itself (same segment), so home spells it out.
    title: isHome ? { absolute: fullTitle(page) } : entry.title,
    description: entry.description,
    keywords: entry.keywords,
    alternates: { canonical, languages, types: feedLinkIn(langOf(entry.path)) },
    openGraph: {
      title: fullTitle(page),
      description: entry.description,
      type: entry.ogType === 'profile' ? 'profile' : entry.ogType === 'article' ? 'article' : 'website',
      url: canonical,
      siteName: site.name,
      locale,
      alternateLocale,
      images: [shareImage(langOf(entry.path))],
    },
    robots: entry.index && !aliases[page] ? undefined : { index: false, follow: true },
  };
}

/** A post's tab title: "title | firm", or the title alone where that would pass the 70 characters search results show. */
export function articleTitle(title: string): string {
  const full = TITLE_TEMPLATE.replace('%s', title);
  return full.length > 70 ? title : full;
}

export function articleMetadata(article: {
  path: string;
  title: string;
  description: string;
  keywords: string[];
  published: string;
  modified: string;
}): Metadata {
  const { languages, locale, alternateLocale } = languageAlternates(article.path, twinOf(article.path));
  return {
    title: { absolute: articleTitle(article.title) },
    description: article.description,
    keywords: article.keywords,
    alternates: { canonical: article.path, languages, types: feedLinkIn(langOf(article.path)) },
    openGraph: {
      title: articleTitle(article.title),
      description: article.description,
      type: 'article',
      publishedTime: article.published,
      modifiedTime: article.modified,
      url: article.path,
      siteName: site.name,
      locale,
      alternateLocale,
      images: [shareImage(langOf(article.path))],
    },
  };
}
