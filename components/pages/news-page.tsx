import { Suspense } from 'react';
import { newsPosts } from '@/content/news';
import { newsArticleJsonLd } from '@/content/structured-data';
import { fullTitle } from '@/lib/content/metadata';
import { newsIn, SPANISH_NEWS, type NewsItem } from '@/lib/content/news';
import { uiFor } from '@/lib/content/ui';
import { langOf, pick, type Lang } from '@/lib/i18n';
import { postPath } from '@/lib/news';
import { PageBanner } from '@/components/sections/page-banner';
import { NewsArticle } from '@/components/sections/news-article';
import { NewsList, NewsTeaser } from '@/components/sections/news-teaser';
import { NewsReader, NewsView, type NewsEntry } from '@/components/sections/news-reader';
import { ContactCta } from '@/components/sections/contact-cta';
import { Container } from '@/components/ui/container';
import { JsonLd } from '@/components/ui/json-ld';

const teaserOf = (item: NewsItem) => ({ post: item.post, href: item.path, postLang: item.lang });

/** The English list also answers the old /news/?post={title} address. The exported HTML cannot know the query, so it
 * shows the view for none; in the browser the island shows the post the query names. */
function EnglishNews({ path }: { path: string }) {
  const entries: NewsEntry[] = newsPosts.map((post) => ({
    title: post.title,
    formerTitles: post.formerTitles,
    path: post.slug ? postPath(post.slug) : null,
    placeholder: post.placeholder,
    article: <NewsArticle post={post} />,
    teaser: <NewsTeaser post={post} />,
  }));
  return (
    <Suspense fallback={<NewsView entries={entries} pageTitle={fullTitle(path)} requested={null} />}>
      <NewsReader entries={entries} pageTitle={fullTitle(path)} />
    </Suspense>
  );
}

/** The news page: every post, newest first; a post not yet translated is listed in its own language, marked so. */
export function NewsPage({ path }: { path: string }) {
  const lang = langOf(path);
  const t = uiFor(lang).news;
  return (
    <>
      <PageBanner path={path} />
      <Container className="py-12 sm:py-16">
        {lang === 'en' ? (
          <EnglishNews path={path} />
        ) : (
          <NewsList posts={newsIn(lang).map(teaserOf)} title={t.latestNews} headingId="news-latest" lang={lang} />
        )}
      </Container>
      <ContactCta title={t.ctaTitle} subject="tax-services" lang={lang} />
    </>
  );
}

/** One post's page, at `path` (its address in its language), with the other posts below. */
export function NewsPostPage({ path }: { path: string }) {
  const lang: Lang = langOf(path);
  const t = uiFor(lang).news;
  const items = newsIn(lang);
  const item = items.find((candidate) => candidate.path === path);
  if (!item) throw new Error(`No news post is served at "${path}"`);
  const { post } = item;
  return (
    <>
      <PageBanner path={pick(lang, { en: '/news', es: SPANISH_NEWS })} child={{ title: post.title, href: path }} />
      <Container className="py-12 sm:py-16">
        <NewsArticle post={post} titleInBanner lang={lang} />
        <div className="mt-16 border-t border-sand-200 pt-12">
          <NewsList posts={items.filter((other) => other !== item).map(teaserOf)} title={t.moreNews} headingId="news-more" lang={lang} />
        </div>
      </Container>
      <ContactCta title={t.ctaTitle} subject="tax-services" lang={lang} />
      <JsonLd data={newsArticleJsonLd({ ...post, path }, lang)} />
    </>
  );
}
