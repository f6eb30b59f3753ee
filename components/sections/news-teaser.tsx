import { SiteLink } from '@/components/ui/site-link';
import type { NewsPost } from '@/lib/schemas';
import { postHref, postPath } from '@/lib/news';
import { formatDate } from '@/lib/format';
import { textBlocks } from '@/lib/markdown';

export function NewsMeta({ post, className }: { post: Pick<NewsPost, 'category' | 'date'>; className?: string }) {
  return (
    <p className={className}>
      <span className="rounded-full bg-brand-50 px-3 py-1 text-xs font-semibold uppercase tracking-wide text-brand-700">
        <span className="sr-only">Category: </span>
        {post.category}
      </span>
      <span className="text-sm text-ink-muted">
        <span className="sr-only">Published </span>
        <time dateTime={post.date}>{formatDate(post.date)}</time>
      </span>
    </p>
  );
}

export function NewsTeaser({ post }: { post: NewsPost }) {
  const excerpt = post.summary ?? textBlocks(post.body)[0] ?? '';
  return (
    <article className="group relative flex h-full flex-col rounded-2xl border border-sand-200 bg-white p-6 shadow-card transition-[box-shadow,border-color] duration-200 hover:border-brand-200 hover:shadow-lift">
      <NewsMeta post={post} className="flex flex-wrap items-center gap-3" />
      <h3 className="mt-4 text-xl font-semibold leading-snug">
        <SiteLink href={post.slug ? postPath(post.slug) : postHref(post.title)} className="text-navy-900 after:absolute after:inset-0 after:rounded-2xl group-hover:text-brand-700">
          {post.title}
        </SiteLink>
      </h3>
      <p className="mt-3 line-clamp-3 leading-relaxed text-ink-muted">{excerpt}</p>
      <p aria-hidden="true" className="mt-auto pt-5 text-sm font-semibold text-brand-700">
        Read the post →
      </p>
    </article>
  );
}

export function NewsList({ posts, title, headingId }: { posts: NewsPost[]; title: string; headingId: string }) {
  return (
    <section aria-labelledby={headingId}>
      <h2 id={headingId} className="text-display-sm">
        {title}
      </h2>
      <ul role="list" className="mt-6 grid gap-5 md:grid-cols-2">
        {posts.map((post) => (
          <li key={post.title}>
            <NewsTeaser post={post} />
          </li>
        ))}
      </ul>
    </section>
  );
}
