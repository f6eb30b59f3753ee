import { newsArticleJsonLd } from '@/content/structured-data';
import { newsIn, SPANISH_NEWS, type NewsItem } from '@/lib/content/news';
import { uiFor } from '@/lib/content/ui';
import { langOf, pick, type Lang } from '@/lib/i18n';
import { PageBanner } from '@/components/sections/page-banner';
import { NewsArticle } from '@/components/sections/news-article';
import { NewsList } from '@/components/sections/news-teaser';
import { ContactCta } from '@/components/sections/contact-cta';
import { Container } from '@/components/ui/container';
import { JsonLd } from '@/components/ui/json-ld';

const teaserOf = (item: NewsItem) => ({ post: item.post, href: item.path, postLang: item.lang });

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
