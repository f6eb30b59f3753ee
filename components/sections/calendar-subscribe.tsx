import { Icon } from '@/components/ui/icon';
import { uiFor } from '@/lib/content/ui';
import type { Lang } from '@/lib/i18n';

export function CalendarSubscribe({
  feedUrl,
  feedHref,
  steps,
  lang = 'en',
}: {
  feedUrl: string;
  feedHref: string;
  steps: readonly { app: string; steps: string }[];
  lang?: Lang;
}) {
  const t = uiFor(lang).calendar.subscribe;
  return (
    <section aria-labelledby="subscribe" className="rounded-2xl border border-sand-200 bg-sand-50 p-5 sm:p-8">
      <div className="flex items-start gap-4">
        <span aria-hidden="true" className="hidden size-12 shrink-0 place-items-center rounded-full bg-brand-50 text-brand-700 sm:grid">
          <Icon name="calendar-days" className="size-6" />
        </span>
        <div className="min-w-0 flex-1">
          <h2 id="subscribe" className="text-2xl font-semibold sm:text-display-sm">
            {t.title}
          </h2>
          <p className="mt-3 leading-relaxed text-ink-muted">
            {t.lead}
          </p>
          <p className="mt-3 rounded-lg border border-sand-200 bg-white px-4 py-3 font-mono text-sm break-all text-navy-900">
            <code>{feedUrl}</code>
          </p>
          <ul role="list" className="mt-6 grid gap-5 md:grid-cols-3">
            {steps.map((entry) => (
              <li key={entry.app} className="rounded-xl border border-sand-200 bg-white p-5">
                <h3 className="font-semibold text-navy-900">{entry.app}</h3>
                <p className="mt-2 text-sm leading-relaxed text-ink-muted">{entry.steps}</p>
              </li>
            ))}
          </ul>
          <p className="mt-6">
            <a
              href={feedHref}
              download
              className="inline-flex min-h-11 items-center gap-2 font-semibold text-brand-700 underline decoration-brand-200 underline-offset-4 hover:text-navy-900"
            >
              <Icon name="download" className="size-4" />
              {t.download}
            </a>
            <span className="block text-sm text-ink-muted">{t.copyNote}</span>
          </p>
        </div>
      </div>
    </section>
  );
}
