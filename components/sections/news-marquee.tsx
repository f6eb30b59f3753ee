import { SiteLink } from '@/components/ui/site-link';
import { Icon } from '@/components/ui/icon';
import type { NewsPost } from '@/lib/schemas';
import { marqueePosts, newsPostHref } from './news-marquee-items';
import { Marquee } from '@/components/ui/marquee';
import { uiFor } from '@/lib/content/ui';
import type { Lang } from '@/lib/i18n';


const dateFormats = {
  en: new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric', year: 'numeric', timeZone: 'UTC' }),
  es: new Intl.DateTimeFormat('es-US', { month: 'short', day: 'numeric', year: 'numeric', timeZone: 'UTC' }),
};

/** `postLang`: the language a post is written in, when it may not be the page's (its item is marked for screen readers). */
export function NewsMarquee({
  posts,
  title,
  lang = 'en',
  postLang = () => lang,
  postHref = newsPostHref,
}: {
  posts: readonly NewsPost[];
  title: string;
  lang?: Lang;
  postLang?: (post: NewsPost) => Lang;
  /** Where a post's link goes; the English news page by default. */
  postHref?: (title: string) => string;
}) {
  const t = uiFor(lang).home;
  const shown = marqueePosts(posts);
  if (shown.length === 0) return null;
  return (
    <section aria-labelledby="news-marquee-title" className="on-dark bg-navy-900 text-white" data-testid="news-marquee">
      <div className="mx-auto flex max-w-container items-center gap-4 px-4 py-2.5 sm:px-6">
        <h2
          id="news-marquee-title"
          className="flex shrink-0 items-center gap-2 font-sans text-sm font-semibold uppercase tracking-wider text-gold-300"
        >
          <Icon name="newspaper" className="size-4" />
          <span>{title}</span>
        </h2>
        <Marquee label={t.newsHeadlines} labels={lang === 'en' ? undefined : t.ticker} className="min-w-0 flex-1 [--marquee-duration:45s]">
          {shown.map((post) => {
            // Dated in the post's own language: the whole item is marked as written in it.
            const written = postLang(post);
            return (
            <li key={post.title} lang={written === lang ? undefined : written} className="flex shrink-0 items-center">
              <SiteLink
                href={postHref(post.title)}
                className="inline-flex items-center gap-3 rounded px-4 py-1.5 text-sm text-white/90 hover:text-white hover:underline"
              >
                <span className="rounded-full bg-white/10 px-2 py-0.5 text-xs font-semibold text-gold-100">{post.category}</span>
                <span className="font-medium">{post.title}</span>
                <time dateTime={post.date} className="text-white/75">
                  {dateFormats[written].format(new Date(`${post.date}T12:00:00Z`))}
                </time>
              </SiteLink>
              <span aria-hidden="true" className="text-gold-500">
                •
              </span>
            </li>
            );
          })}
        </Marquee>
      </div>
    </section>
  );
}
