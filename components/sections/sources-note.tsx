import type { z } from 'zod';
import type { source } from '@/lib/schemas';
import { ReviewNote } from './review-note';
import { uiFor } from '@/lib/content/ui';
import type { Lang } from '@/lib/i18n';
import { SourceLabel } from '@/components/ui/source-label';

type Source = z.infer<typeof source>;

export function SourcesNote({ sources, lastReviewed, figures = true, lang = 'en' }: { sources: Source[]; lastReviewed?: string; figures?: boolean; lang?: Lang }) {
  if (!sources.length && !lastReviewed) return null;
  const t = uiFor(lang).sources;
  return (
    <aside aria-label={t.label} className="rounded-xl border border-sand-200 bg-sand-50 p-5 text-sm text-ink-muted">
      {lastReviewed && <ReviewNote lastReviewed={lastReviewed} figures={figures} lang={lang} />}
      {sources.length > 0 && (
        <>
          <p className="mt-3 font-semibold text-ink">{t.label}</p>
          <ul className="mt-1 list-disc space-y-1 pl-5">
            {sources.map((s) => (
              <li key={s.url}>
                <a href={s.url} target="_blank" rel="noopener noreferrer" className="text-brand-700 underline underline-offset-2 hover:text-navy-900">
                  <SourceLabel label={s.label} />
                  <span className="sr-only">{t.newTab}</span>
                </a>
              </li>
            ))}
          </ul>
        </>
      )}
    </aside>
  );
}

