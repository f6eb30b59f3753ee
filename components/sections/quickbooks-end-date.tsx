import { CalendarX2 } from 'lucide-react';
import { formatDate } from '@/lib/format';

export function QuickbooksEndDate({ date }: { date: string }) {
  return (
    <div className="flex items-center gap-3 rounded-xl border border-gold-300 bg-white px-5 py-4 shadow-card">
      <CalendarX2 aria-hidden="true" className="size-8 shrink-0 text-gold-700" />
      <p className="leading-tight">
        <span className="block text-eyebrow uppercase text-ink-muted">Support ended after</span>
        <time dateTime={date} className="mt-1 block font-display text-2xl font-semibold text-navy-900">
          {formatDate(date)}
        </time>
      </p>
    </div>
  );
}
