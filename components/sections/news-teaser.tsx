import { SiteLink } from '@/components/ui/site-link';
import type { NewsPost } from '@/lib/schemas';
import { postHref, postPath } from '@/lib/news';
import { formatDate } from '@/lib/format';
import { textBlocks } from '@/lib/markdown';
import { uiFor } from '@/lib/content/ui';
import type { Lang } from '@/lib/i18n';

/** A post in a list: where it links to and the language it is written in, when that is not the list's. */
export type TeaserLink = { post: NewsPost; href?: string; postLang?: Lang };

export function NewsMeta({ post, className, lang = 'en' }: { post: Pick<NewsPost, 'category' | 'date'>; className?: string; lang?: Lang }) {
  const t = uiFor(lang).news;
  return (
    <p className={className}>
      <span className="rounded-full bg-brand-50 px-3 py-1 text-xs font-semibold uppercase tracking-wide text-brand-700">
        <span className="sr-only">{t.category}</span>
        {post.category}
      </span>
      <span className="text-sm text-ink-muted">
        <span className="sr-only">{t.published}</span>
        <time dateTime={post.date}>{formatDate(post.date, lang)}</time>
      </span>
    </p>
  );
}

export function NewsTeaser({ post, href, postLang, lang = 'en' }: TeaserLink & { lang?: Lang }) {
  const excerpt = post.summary ?? textBlocks(post.body)[0] ?? '';
  const t = uiFor(lang).news;
  // A post shown in a list of another language keeps its own words, marked as such.
  const other = postLang && postLang !== lang ? postLang : undefined;
  return (
    <article lang={other} aria-label={post.title} className="group relative flex h-full flex-col rounded-2xl border border-sand-200 bg-white p-6 shadow-card transition-[box-shadow,border-color] duration-200 hover:border-brand-200 hover:shadow-lift">
      <NewsMeta post={post} className="flex flex-wrap items-center gap-3" lang={other ?? lang} />
      {other && (
        <p lang={lang} className="mt-3 text-sm font-semibold text-gold-700">
          ({t.inEnglish})
        </p>
      )}
      <h3 className="mt-4 text-xl font-semibold leading-snug">
        <SiteLink href={href ?? (post.slug ? postPath(post.slug) : postHref(post.title))} className="text-navy-900 after:absolute after:inset-0 after:rounded-2xl group-hover:text-brand-700">
          {post.title}
        </SiteLink>
      </h3>
      <p className="mt-3 line-clamp-3 leading-relaxed text-ink-muted">{excerpt}</p>
      <p aria-hidden="true" lang={other && lang} className="mt-auto pt-5 text-sm font-semibold text-brand-700">
        {t.readPost}
      </p>
    </article>
  );
}

export function NewsList({ posts, title, headingId, lang = 'en' }: { posts: (NewsPost | TeaserLink)[]; title: string; headingId: string; lang?: Lang }) {
  const links = posts.map((entry): TeaserLink => ('post' in entry ? entry : { post: entry }));
  return (
    <section aria-labelledby={headingId}>
      <h2 id={headingId} className="text-display-sm">
        {title}
      </h2>
      <ul role="list" className="mt-6 grid gap-5 md:grid-cols-2">
        {links.map((link) => (
          <li key={link.post.title}>
            <NewsTeaser {...link} lang={lang} />
          </li>
        ))}
      </ul>
    </section>
  );
}
