import { clsx } from 'clsx';
import { Icon } from '@/components/ui/icon';
import { cn } from '@/lib/cn';
import type { NewsPost } from '@/lib/schemas';
import { NewsMeta } from '@/components/sections/news-teaser';
import { ReviewNote } from '@/components/sections/review-note';
import { Markdown } from '@/components/ui/markdown';
import { uiFor } from '@/lib/content/ui';
import type { Lang } from '@/lib/i18n';
import { SourceLabel } from '@/components/ui/source-label';

export const NEWS_TITLE_ID = 'news-post-title';

export function NewsArticle({ post, titleInBanner = false, lang = 'en' }: { post: NewsPost; titleInBanner?: boolean; lang?: Lang }) {
  const t = uiFor(lang);
  const SubHeading = titleInBanner ? 'h2' : 'h3';
  return (
    <article
      aria-labelledby={titleInBanner ? undefined : NEWS_TITLE_ID}
      aria-label={titleInBanner ? post.title : undefined}
      className={cn('mx-auto max-w-3xl', post.placeholder && 'rounded-2xl border border-sand-200 bg-sand-50 p-6 text-center sm:p-10')}
    >
      {post.placeholder && (
        <span className="mx-auto grid size-14 place-items-center rounded-full bg-white text-brand-700 shadow-card">
          <Icon name="search-x" className="size-7" />
        </span>
      )}
      {!post.placeholder && <NewsMeta post={post} className="flex flex-wrap items-center gap-3" lang={lang} />}
      {!titleInBanner && (
        <h2 id={NEWS_TITLE_ID} tabIndex={-1} className="mt-4 scroll-mt-28 text-display-sm outline-none sm:text-display-md">
          {post.title}
        </h2>
      )}
      {post.img && (
        <figure className="mt-8">
          {/* eslint-disable-next-line @next/next/no-img-element -- static export, project-made art */}
          <img
            src={post.img.src}
            width={post.img.width}
            height={post.img.height}
            alt={post.img.alt}
            loading="lazy"
            className="h-auto w-full rounded-2xl border border-sand-200 bg-sand-50"
          />
        </figure>
      )}
      <Markdown
        source={post.body}
        className={clsx(
          'mt-6 space-y-5 text-lg leading-relaxed text-ink',
          !post.placeholder && '[&>p:first-child]:text-lead [&>p:first-child]:text-navy-900',
        )}
      />
      {post.references.length > 0 && (
        <section aria-labelledby="news-post-references" className="mt-10 rounded-xl border border-sand-200 bg-sand-50 p-5">
          <SubHeading id="news-post-references" className="text-lg font-semibold">
            {t.news.references}
          </SubHeading>
          <ul role="list" className="mt-3 space-y-2">
            {post.references.map((reference) => (
              <li key={reference.url}>
                <a
                  href={reference.url}
                  target="_blank"
                  rel="noopener noreferrer"
                  className="inline-flex items-start gap-2 text-brand-700 underline decoration-brand-200 underline-offset-4 hover:text-navy-900"
                >
                  <Icon name="external-link" className="mt-1 size-4 shrink-0" />
                  <span>
                    <SourceLabel label={reference.label} />
                    <span className="sr-only">{t.sources.newTab}</span>
                  </span>
                </a>
              </li>
            ))}
          </ul>
          {post.lastReviewed && <ReviewNote lastReviewed={post.lastReviewed} lang={lang} className="mt-5 border-t border-sand-200 pt-4 text-sm text-ink-muted" />}
        </section>
      )}
    </article>
  );
}

