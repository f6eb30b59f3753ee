import { Suspense } from 'react';
import { newsPosts } from '@/content/news';
import { fullTitle } from '@/lib/content/metadata';
import { newsIn, type NewsItem } from '@/lib/content/news';
import { uiFor } from '@/lib/content/ui';
import { langOf } from '@/lib/i18n';
import { postPath } from '@/lib/news';
import { PageBanner } from '@/components/sections/page-banner';
import { NewsArticle } from '@/components/sections/news-article';
import { NewsList, NewsTeaser } from '@/components/sections/news-teaser';
import { NewsReader, NewsView, type NewsEntry } from '@/components/sections/news-reader';
import { ContactCta } from '@/components/sections/contact-cta';
import { Container } from '@/components/ui/container';

/** A post in a list, linking to its page in the language it is shown in. */
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
