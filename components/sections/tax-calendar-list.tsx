import { legalHolidays, weekday } from '@/lib/due-dates';
import { eventHref } from '@/lib/tax-calendar-ics';
import { CalendarCards, type CalendarRow } from './calendar-cards';

type Labelled = { value: string; label: string };

export type CalendarListDate = {
  id: string;
  key: string;
  date: string;
  statutoryDate: string;
  title: string;
  description: string;
  form: string;
  who: readonly string[];
  source: { label: string; url: string };
  figureSource?: { label: string; url: string };
};

const utc = (iso: string) => new Date(`${iso}T12:00:00Z`);
const format = (iso: string, options: Intl.DateTimeFormatOptions) => utc(iso).toLocaleDateString('en-US', { ...options, timeZone: 'UTC' });

function movedBecause(statutory: string): string {
  const day = weekday(statutory);
  if (day === 0 || day === 6) return `${format(statutory, { weekday: 'long', month: 'long', day: 'numeric' })} is a weekend day`;
  const holiday = legalHolidays(Number(statutory.slice(0, 4))).find((h) => h.date === statutory);
  return `${format(statutory, { month: 'long', day: 'numeric' })} is ${holiday?.name ?? 'a legal holiday'}`;
}

/** A client component draws the list from these rows: the page payload carries one short record per date, not a rendered card. */
export function TaxCalendarList({ dates, audiences }: { dates: readonly CalendarListDate[]; audiences: readonly Labelled[] }) {
  const rows: CalendarRow[] = dates.map((item) => ({
    key: item.key,
    date: item.date,
    title: item.title,
    description: item.description,
    moved: item.statutoryDate === item.date ? null : movedBecause(item.statutoryDate),
    form: item.form,
    who: item.who.join(' '),
    forLabel: audiences.filter((a) => item.who.includes(a.value)).map((a) => a.label).join(', '),
    ics: eventHref(item),
    source: item.source,
    ...(item.figureSource && { figureSource: item.figureSource }),
  }));
  return <CalendarCards rows={rows} />;
}
