import { notFound } from 'next/navigation';
import { publishedNews } from '@/content/news';
import { articleMetadata } from '@/lib/content/metadata';
import { postPath } from '@/lib/news';
import { NewsPostPage } from '@/components/pages/news-post-page';

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
  return <NewsPostPage path={postPath((await postFor(params)).slug)} />;
}
