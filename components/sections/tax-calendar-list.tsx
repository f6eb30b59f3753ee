import { legalHolidays, weekday } from '@/lib/due-dates';
import { uiFor } from '@/lib/content/ui';
import { formatDayOfMonth, formatWeekday } from '@/lib/format';
import type { Lang } from '@/lib/i18n';
import { CalendarCards, type CalendarRow, type CalendarRule } from './calendar-cards';
import { PAST_DATES } from './calendar-past';

type Labelled = { value: string; label: string };
type Link = { label: string; url: string };

export type CalendarListRule = {
  id: string;
  taxYearOffset: number;
  title: string;
  description: string;
  form: string;
  who: readonly string[];
  source: Link;
  figureSource?: Link;
};

export type CalendarListDate = {
  id: string;
  key: string;
  date: string;
  statutoryDate: string;
  taxYear: number;
  laterDate?: string;
};

/** Spanish names of the legal holidays lib/due-dates.ts names in English. */
const spanishHolidays: Record<string, string> = {
  'New Year’s Day': 'el Día de Año Nuevo',
  'New Year’s Day (observed)': 'el Día de Año Nuevo (observado)',
  'Birthday of Martin Luther King, Jr.': 'el Natalicio de Martin Luther King, Jr.',
  'Washington’s Birthday': 'el Natalicio de Washington',
  'District of Columbia Emancipation Day': 'el Día de la Emancipación del Distrito de Columbia',
  'Memorial Day': 'el Día de los Caídos',
  'Juneteenth National Independence Day': 'el Día Nacional de la Independencia de Juneteenth',
  'Independence Day': 'el Día de la Independencia',
  'Labor Day': 'el Día del Trabajo',
  'Columbus Day': 'el Día de Colón',
  'Veterans Day': 'el Día de los Veteranos',
  'Thanksgiving Day': 'el Día de Acción de Gracias',
  'Christmas Day': 'el Día de Navidad',
};

function movedBecause(statutory: string, lang: Lang): string {
  const t = uiFor(lang).calendar;
  const day = weekday(statutory);
  if (day === 0 || day === 6) return t.weekend.replace('{date}', `${formatWeekday(statutory, lang)}, ${formatDayOfMonth(statutory, lang)}`);
  const holiday = legalHolidays(Number(statutory.slice(0, 4))).find((h) => h.date === statutory);
  const name = holiday && (lang === 'es' ? spanishHolidays[holiday.name] : holiday.name);
  return t.holiday.replace('{date}', formatDayOfMonth(statutory, lang)).replace('{name}', name ?? t.aHoliday);
}

/**
 * A client component draws the list: the page payload carries each rule's words once and one short record per
 * date, not a rendered card, nor the same words again for each year.
 */
export function TaxCalendarList({
  rules,
  dates,
  audiences,
  icsBase,
  lang = 'en',
}: {
  rules: readonly CalendarListRule[];
  dates: readonly CalendarListDate[];
  audiences: readonly Labelled[];
  icsBase: string;
  lang?: Lang;
}) {
  const words: Record<string, CalendarRule> = Object.fromEntries(
    rules.map((rule) => [
      rule.id,
      {
        title: rule.title,
        description: rule.description,
        form: rule.form,
        who: rule.who.join(' '),
        taxYearOffset: rule.taxYearOffset,
        source: rule.source,
        ...(rule.figureSource && { figureSource: rule.figureSource }),
      },
    ]),
  );
  const rows: CalendarRow[] = dates.map((item) => {
    const row: CalendarRow = {
      rule: item.id,
      date: item.date,
      ...(item.laterDate && { laterDate: item.laterDate }),
      ...(item.statutoryDate !== item.date && { moved: movedBecause(item.statutoryDate, lang) }),
    };
    // The card rebuilds the key and tax year from the date's year; say so when that year is not the usual date's.
    if (`${item.date.slice(0, 4)}-${item.id}` !== item.key) row.key = item.key;
    if (Number(item.key.slice(0, 4)) + rules.find((r) => r.id === item.id)!.taxYearOffset !== item.taxYear) {
      throw new Error(`Tax calendar: ${item.key} names tax year ${item.taxYear}, not its usual date's year plus its offset`);
    }
    return row;
  });
  const groups = Object.fromEntries(audiences.map((a) => [a.value, a.label]));
  const copy = uiFor(lang).calendar.cards;
  return (
    <div className="tc-list">
      <script dangerouslySetInnerHTML={{ __html: PAST_DATES }} />
      <label className="tc-past-toggle">
        <input type="checkbox" className="tc-show-past" />
        {copy.showPast}
      </label>
      <CalendarCards rules={words} rows={rows} groups={groups} icsBase={icsBase} copy={copy} lang={lang} />
    </div>
  );
}
