import type { z } from 'zod';
import type { source } from '@/lib/schemas';
import { ReviewNote } from './review-note';

type Source = z.infer<typeof source>;

export function SourcesNote({ sources, lastReviewed, figures = true }: { sources: Source[]; lastReviewed?: string; figures?: boolean }) {
  if (!sources.length && !lastReviewed) return null;
  return (
    <aside aria-label="Sources" className="rounded-xl border border-sand-200 bg-sand-50 p-5 text-sm text-ink-muted">
      {lastReviewed && <ReviewNote lastReviewed={lastReviewed} figures={figures} />}
      {sources.length > 0 && (
        <>
          <p className="mt-3 font-semibold text-ink">Sources</p>
          <ul className="mt-1 list-disc space-y-1 pl-5">
            {sources.map((s) => (
              <li key={s.url}>
                <a href={s.url} target="_blank" rel="noopener noreferrer" className="text-brand-700 underline underline-offset-2 hover:text-navy-900">
                  {s.label}
                  <span className="sr-only"> (opens in a new tab)</span>
                </a>
              </li>
            ))}
          </ul>
        </>
      )}
    </aside>
  );
}

