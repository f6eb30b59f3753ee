import { notFound } from 'next/navigation';
import { publishedNews } from '@/content/news';
import { articleMetadata } from '@/lib/content/metadata';
import { postPath } from '@/lib/news';
import { newsArticleJsonLd } from '@/content/structured-data';
import { PageBanner } from '@/components/sections/page-banner';
import { NewsArticle } from '@/components/sections/news-article';
import { NewsList } from '@/components/sections/news-teaser';
import { ContactCta } from '@/components/sections/contact-cta';
import { Container } from '@/components/ui/container';
import { JsonLd } from '@/components/ui/json-ld';

type Props = { params: Promise<{ slug: string }> };

export const dynamicParams = false;

export function generateStaticParams() {
  return publishedNews.map((post) => ({ slug: post.slug }));
}

async function postFor(params: Props['params']) {
  const { slug } = await params;
  return publishedNews.find((post) => post.slug === slug) ?? notFound();
}

export async function generateMetadata({ params }: Props) {
  const post = await postFor(params);
  return articleMetadata({
    path: postPath(post.slug),
    title: post.title,
    description: post.summary,
    keywords: post.keywords,
    published: post.date,
    modified: post.lastReviewed,
  });
}

export default async function Page({ params }: Props) {
  const post = await postFor(params);
  return (
    <>
      <PageBanner path="/news" child={{ title: post.title, href: postPath(post.slug) }} />
      <Container className="py-12 sm:py-16">
        <NewsArticle post={post} titleInBanner />
        <div className="mt-16 border-t border-sand-200 pt-12">
          <NewsList posts={publishedNews.filter((other) => other !== post)} title="More news" headingId="news-more" />
        </div>
      </Container>
      <ContactCta title="Wondering how a change affects you?" subject="tax-services" />
      <JsonLd data={newsArticleJsonLd({ ...post, path: postPath(post.slug) })} />
    </>
  );
}
