import { Suspense } from 'react';
import { newsPosts } from '@/content/news';
import { fullTitle, pageMetadata } from '@/lib/content/metadata';
import { postPath } from '@/lib/news';
import { PageBanner } from '@/components/sections/page-banner';
import { NewsArticle } from '@/components/sections/news-article';
import { NewsTeaser } from '@/components/sections/news-teaser';
import { NewsReader, NewsView, type NewsEntry } from '@/components/sections/news-reader';
import { ContactCta } from '@/components/sections/contact-cta';
import { Container } from '@/components/ui/container';

export const generateMetadata = () => pageMetadata('/news');

const entries: NewsEntry[] = newsPosts.map((post) => ({
  title: post.title,
  formerTitles: post.formerTitles,
  path: post.slug ? postPath(post.slug) : null,
  placeholder: post.placeholder,
  article: <NewsArticle post={post} />,
  teaser: <NewsTeaser post={post} />,
}));

/** The old /news/?post={title} address. The exported HTML cannot know the query, so it shows the view
 * for none; in the browser the island shows the post the query names. */
export default function Page() {
  return (
    <>
      <PageBanner path='/news' />
      <Container className="py-12 sm:py-16">
        <Suspense fallback={<NewsView entries={entries} pageTitle={fullTitle('/news')} requested={null} />}>
          <NewsReader entries={entries} pageTitle={fullTitle('/news')} />
        </Suspense>
      </Container>
      <ContactCta title="Wondering how a change affects you?" subject="tax-services" />
    </>
  );
}
