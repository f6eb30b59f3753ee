import { ExternalLink, SearchX } from 'lucide-react';
import { cn } from '@/lib/cn';
import type { NewsPost } from '@/lib/schemas';
import { NewsMeta } from '@/components/sections/news-teaser';
import { ReviewNote } from '@/components/sections/review-note';

export const NEWS_TITLE_ID = 'news-post-title';

/**
 * One news post: category, date, title (h2), paragraphs, the optional
 * image, the comparison table when the post has one, and its references (new tab). The placeholder
 * ("Post Not Found") shows only its title and message.
 */
export function NewsArticle({ post, titleInBanner = false }: { post: NewsPost; titleInBanner?: boolean }) {
  const SubHeading = titleInBanner ? 'h2' : 'h3';
  return (
    <article
      aria-labelledby={titleInBanner ? undefined : NEWS_TITLE_ID}
      aria-label={titleInBanner ? post.title : undefined}
      className={cn('mx-auto max-w-3xl', post.placeholder && 'rounded-2xl border border-sand-200 bg-sand-50 p-6 text-center sm:p-10')}
    >
      {post.placeholder && (
        <span className="mx-auto grid size-14 place-items-center rounded-full bg-white text-brand-700 shadow-card">
          <SearchX aria-hidden="true" className="size-7" />
        </span>
      )}
      {!post.placeholder && <NewsMeta post={post} className="flex flex-wrap items-center gap-3" />}
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
      <div className="mt-6 space-y-5 text-lg leading-relaxed text-ink">
        {post.description.map((paragraph, index) => (
          <p key={paragraph} className={index === 0 && !post.placeholder ? 'text-lead text-navy-900' : undefined}>
            {paragraph}
          </p>
        ))}
      </div>
      {post.comparison && <ComparisonTable comparison={post.comparison} />}
      {post.references.length > 0 && (
        <section aria-labelledby="news-post-references" className="mt-10 rounded-xl border border-sand-200 bg-sand-50 p-5">
          <SubHeading id="news-post-references" className="text-lg font-semibold">
            References
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
                  <ExternalLink aria-hidden="true" className="mt-1 size-4 shrink-0" />
                  <span>
                    {reference.label}
                    <span className="sr-only"> (opens in a new tab)</span>
                  </span>
                </a>
              </li>
            ))}
          </ul>
          {post.lastReviewed && <ReviewNote lastReviewed={post.lastReviewed} className="mt-5 border-t border-sand-200 pt-4 text-sm text-ink-muted" />}
        </section>
      )}
    </article>
  );
}

/**
 * The prior-law / final-legislation comparison. From sm up it is an ordinary three-column table
 * (scrolling sideways in its focusable region if the column is too narrow). On phones each row
 * becomes a card: the provision, then each cell with its column name shown beside it.
 */
function ComparisonTable({ comparison }: { comparison: NonNullable<NewsPost['comparison']> }) {
  const [provision, prior, final] = comparison.columns;
  const headClass = 'px-5 py-3 text-sm font-semibold uppercase tracking-wide';
  const cellLabel = 'mb-1 block text-xs font-semibold uppercase tracking-wide text-ink-muted sm:hidden';
  return (
    <div
      role="region"
      aria-labelledby="news-comparison-caption"
      tabIndex={0}
      className="mt-10 overflow-x-auto rounded-2xl border border-sand-200 bg-white shadow-card"
    >
      <table className="w-full border-collapse text-left text-[0.95rem] leading-relaxed max-sm:block sm:min-w-[38rem]">
        <caption
          id="news-comparison-caption"
          className="bg-sand-50 px-5 py-4 text-left font-display text-lg font-semibold text-navy-900 max-sm:block"
        >
          {comparison.caption}
        </caption>
        <thead className="bg-navy-900 text-white max-sm:sr-only">
          <tr>
            <th scope="col" className={cn(headClass, 'w-[30%]')}>
              {provision}
            </th>
            <th scope="col" className={cn(headClass, 'w-[28%]')}>
              {prior}
            </th>
            <th scope="col" className={headClass}>
              {final}
            </th>
          </tr>
        </thead>
        <tbody className="max-sm:block">
          {comparison.rows.map((row) => (
            <tr
              key={row.item}
             
              className="border-t border-sand-200 align-top odd:bg-white even:bg-sand-50 max-sm:block max-sm:px-5 max-sm:py-4"
            >
              <th scope="row" className="px-5 py-3 font-semibold text-navy-900 max-sm:block max-sm:p-0 max-sm:font-display max-sm:text-lg">
                {row.item}
              </th>
              <td className="px-5 py-3 text-ink-muted max-sm:mt-3 max-sm:block max-sm:p-0">
                <span aria-hidden="true" className={cellLabel}>
                  {prior}
                </span>
                {row.prior}
              </td>
              <td className="px-5 py-3 font-medium text-ink max-sm:mt-3 max-sm:block max-sm:border-l-4 max-sm:border-gold-300 max-sm:p-0 max-sm:pl-3">
                <span aria-hidden="true" className={cellLabel}>
                  {final}
                </span>
                {row.final}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
