import { Icon } from '@/components/ui/icon';
import { formatDate } from '@/lib/format';
import { uiFor } from '@/lib/content/ui';
import type { Lang } from '@/lib/i18n';

export function QuickbooksEndDate({ versions, lang = 'en' }: { versions: readonly { version: string; date: string }[]; lang?: Lang }) {
  const t = uiFor(lang).quickbooks;
  return (
    <div className="flex items-start gap-3 rounded-xl border border-gold-300 bg-white px-5 py-4 shadow-card">
      <Icon name="calendar-x-2" className="mt-1 size-8 shrink-0 text-gold-700" />
      <dl className="space-y-3 leading-tight">
        {versions.map(({ version, date }) => (
          <div key={version}>
            <dt className="text-eyebrow uppercase text-ink-muted">{version}: {t.supportEnded}</dt>
            <dd className="mt-1">
              <time dateTime={date} className="block font-display text-2xl font-semibold text-navy-900">
                {formatDate(date, lang)}
              </time>
            </dd>
          </div>
        ))}
      </dl>
    </div>
  );
}
