import type { z } from 'zod';
import type { source } from '@/lib/schemas';

type Source = z.infer<typeof source>;

const formatDate = (iso: string) =>
  new Date(`${iso}T12:00:00Z`).toLocaleDateString('en-US', { year: 'numeric', month: 'long', day: 'numeric', timeZone: 'UTC' });

/** Where a page's figures come from, and when they were last checked (content-facts.md rule). */
export function SourcesNote({ sources, lastReviewed }: { sources: Source[]; lastReviewed?: string }) {
  if (!sources.length && !lastReviewed) return null;
  return (
    <aside aria-label="Sources" className="rounded-xl border border-sand-200 bg-sand-50 p-5 text-sm text-ink-muted">
      {lastReviewed && (
        <p>
          <span className="font-semibold text-ink">Last reviewed:</span> <time dateTime={lastReviewed}>{formatDate(lastReviewed)}</time>
        </p>
      )}
      {sources.length > 0 && (
        <>
          <p className="mt-2 font-semibold text-ink">Sources</p>
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

export { formatDate };
