'use client';

import { useSearchParams } from 'next/navigation';
import { useEffect, useRef, type ReactNode } from 'react';
import { POST_PARAM, selectPostIndex } from '@/lib/news';
import { useTitlePrefix } from './use-title-prefix';
import { SiteLink } from '@/components/ui/site-link';

export type NewsEntry = {
  title: string;
  formerTitles: string[];
  /** The post's own page, which search engines should index. */
  path: string | null;
  placeholder: boolean;
  article: ReactNode;
  teaser: ReactNode;
};

type NewsProps = { entries: NewsEntry[]; pageTitle: string };

/** Posts arrive rendered by the server; this island only chooses one by ?post= (else the placeholder). */
export function NewsReader(props: NewsProps) {
  return <NewsView {...props} requested={useSearchParams().get(POST_PARAM)} />;
}

/** The exported HTML shows the view for no query, so the page does not change when the reader takes over. */
export function NewsView({ entries, pageTitle, requested }: NewsProps & { requested: string | null }) {
  const index = selectPostIndex(entries, requested);
  const current = entries[index] ?? entries[0];
  const wrapper = useRef<HTMLDivElement>(null);
  const shown = useRef<number | null>(null);
  // The tab names the post shown; the Post Not Found view keeps the page's own title.
  useTitlePrefix(current && !current.placeholder ? current.title : null, pageTitle);

  useEffect(() => {
    // After following a link to another post, bring it into view and move focus to its title.
    if (shown.current !== null && shown.current !== index) {
      wrapper.current?.scrollIntoView({ block: 'start' });
      wrapper.current?.querySelector<HTMLElement>('h2[tabindex="-1"]')?.focus({ preventScroll: true });
    }
    shown.current = index;
  }, [index]);

  if (!current) return null;
  const others = entries.filter((entry, i) => i !== index && !entry.placeholder);

  return (
    <div ref={wrapper} className="scroll-mt-28">
      {/* React places this in the head: search engines index the post at its own page, not here. */}
      {current.path && <meta name="robots" content="noindex, follow" />}
      {current.placeholder && requested && requested !== current.title && (
        <p className="mx-auto mb-6 max-w-3xl rounded-xl border border-gold-300 bg-gold-100/70 px-5 py-3 text-ink">
          We could not find a post titled “{requested}”.
        </p>
      )}
      <div key={current.title}>{current.article}</div>
      {current.path && (
        <p className="mx-auto mt-6 max-w-3xl">
          <SiteLink href={current.path} className="font-semibold text-brand-700 underline decoration-brand-200 underline-offset-4 hover:text-navy-900">
            This post has its own page: {current.title}
          </SiteLink>
        </p>
      )}
      {others.length > 0 && (
        <section aria-labelledby="news-more" className="mt-16 border-t border-sand-200 pt-12">
          <h2 id="news-more" className="text-display-sm">
            {current.placeholder ? 'Latest news' : 'More news'}
          </h2>
          <ul role="list" className="mt-6 grid gap-5 md:grid-cols-2">
            {others.map((entry) => (
              <li key={entry.title}>{entry.teaser}</li>
            ))}
          </ul>
        </section>
      )}
    </div>
  );
}

