import { notFound } from 'next/navigation';
import { articleMetadata } from '@/lib/content/metadata';
import { spanishPostPath, spanishPosts } from '@/lib/content/news';
import { NewsPostPage } from '@/components/pages/news-post-page';

type Props = { params: Promise<{ slug: string }> };

export const dynamicParams = false;

export function generateStaticParams() {
  return spanishPosts.map(({ post }) => ({ slug: post.slug }));
}

async function itemFor(params: Props['params']) {
  const { slug } = await params;
  return spanishPosts.find(({ post }) => post.slug === slug) ?? notFound();
}

export async function generateMetadata({ params }: Props) {
  const { post, path } = await itemFor(params);
  return articleMetadata({
    path,
    title: post.title,
    description: post.summary,
    keywords: post.keywords,
    published: post.date,
    modified: post.lastReviewed,
  });
}

export default async function Page({ params }: Props) {
  return <NewsPostPage path={spanishPostPath((await itemFor(params)).post.slug)} />;
}
