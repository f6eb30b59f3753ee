/** Due dates under IRC 7503: moved past weekends and federal and DC legal holidays; ISO dates computed in UTC. */
import { formatDate } from './format';
import type { Lang } from './i18n';

export type Holiday = { date: string; name: string };

const pad = (n: number) => String(n).padStart(2, '0');

export const isoDate = (year: number, month: number, day: number) => `${year}-${pad(month)}-${pad(day)}`;

const toUtc = (iso: string) => {
  const [year, month, day] = iso.split('-').map(Number) as [number, number, number];
  return new Date(Date.UTC(year, month - 1, day));
};
const fromUtc = (date: Date) => date.toISOString().slice(0, 10);

export const weekday = (iso: string) => toUtc(iso).getUTCDay();

export const addDays = (iso: string, days: number) => {
  const date = toUtc(iso);
  date.setUTCDate(date.getUTCDate() + days);
  return fromUtc(date);
};

function nthWeekday(year: number, month: number, day: number, n: number): string {
  if (n > 0) {
    const first = isoDate(year, month, 1);
    return addDays(first, ((day - weekday(first) + 7) % 7) + (n - 1) * 7);
  }
  const last = fromUtc(new Date(Date.UTC(year, month, 0)));
  return addDays(last, -((weekday(last) - day + 7) % 7));
}

/** A fixed-date holiday on a Saturday is observed the Friday before, on a Sunday the Monday after. */
function observed(iso: string): string {
  const day = weekday(iso);
  return day === 6 ? addDays(iso, -1) : day === 0 ? addDays(iso, 1) : iso;
}

const MONDAY = 1;
const THURSDAY = 4;

/** Observed federal holidays and DC Emancipation Day, with next New Year's Day when observed on December 31. */
export function legalHolidays(year: number): Holiday[] {
  const holidays: Holiday[] = [
    { date: observed(isoDate(year, 1, 1)), name: 'New Year’s Day' },
    { date: nthWeekday(year, 1, MONDAY, 3), name: 'Birthday of Martin Luther King, Jr.' },
    { date: nthWeekday(year, 2, MONDAY, 3), name: 'Washington’s Birthday' },
    { date: observed(isoDate(year, 4, 16)), name: 'District of Columbia Emancipation Day' },
    { date: nthWeekday(year, 5, MONDAY, -1), name: 'Memorial Day' },
    ...(year >= 2021 ? [{ date: observed(isoDate(year, 6, 19)), name: 'Juneteenth National Independence Day' }] : []),
    { date: observed(isoDate(year, 7, 4)), name: 'Independence Day' },
    { date: nthWeekday(year, 9, MONDAY, 1), name: 'Labor Day' },
    { date: nthWeekday(year, 10, MONDAY, 2), name: 'Columbus Day' },
    { date: observed(isoDate(year, 11, 11)), name: 'Veterans Day' },
    { date: nthWeekday(year, 11, THURSDAY, 4), name: 'Thanksgiving Day' },
    { date: observed(isoDate(year, 12, 25)), name: 'Christmas Day' },
  ];
  const nextNewYear = observed(isoDate(year + 1, 1, 1));
  if (nextNewYear.startsWith(`${year}-`)) holidays.push({ date: nextNewYear, name: 'New Year’s Day (observed)' });
  return holidays.filter((h) => h.date.startsWith(`${year}-`)).sort((a, b) => a.date.localeCompare(b.date));
}

const holidayCache = new Map<number, Set<string>>();
function isLegalHoliday(iso: string): boolean {
  const year = Number(iso.slice(0, 4));
  let dates = holidayCache.get(year);
  if (!dates) {
    dates = new Set(legalHolidays(year).map((h) => h.date));
    holidayCache.set(year, dates);
  }
  return dates.has(iso);
}

export const isBusinessDay = (iso: string) => weekday(iso) !== 0 && weekday(iso) !== 6 && !isLegalHoliday(iso);

export function nextBusinessDay(iso: string): string {
  let date = iso;
  while (!isBusinessDay(date)) date = addDays(date, 1);
  return date;
}

export const calendarYears = (now: Date = new Date()): [number, number] => [now.getUTCFullYear(), now.getUTCFullYear() + 1];

type RuleLike = {
  id: string;
  title: string;
  description: string;
  month: number;
  day: number;
  taxYearOffset: number;
  /** A second date in the same year that the description quotes as {laterDate}, moved by the same rule. */
  laterDate?: { month: number; day: number };
};

export type DueDate<R extends RuleLike = RuleLike> = Omit<R, 'month' | 'day' | 'taxYearOffset' | 'laterDate'> & {
  key: string;
  date: string;
  statutoryDate: string;
  taxYear: number;
  laterDate?: string;
};

const fill = (text: string, year: number, laterDate: string | undefined, lang: Lang) =>
  text.replaceAll('{year}', String(year)).replaceAll('{laterDate}', laterDate ? formatDate(laterDate, lang) : '{laterDate}');

/** `lang` sets how a {laterDate} is written ("February 10, 2026", or 'es': "10 de febrero de 2026"). */
export function dueDatesFor<R extends RuleLike>(rules: readonly R[], years: readonly number[], lang: Lang = 'en'): DueDate<R>[] {
  return years
    .flatMap((year) =>
      rules.map((rule, order) => {
        const { month, day, taxYearOffset, laterDate: later, ...rest } = rule;
        const statutoryDate = isoDate(year, month, day);
        const taxYear = year + taxYearOffset;
        const laterDate = later && nextBusinessDay(isoDate(year, later.month, later.day));
        return {
          order,
          dueDate: {
            ...rest,
            title: fill(rule.title, taxYear, undefined, lang),
            description: fill(rule.description, taxYear, laterDate, lang),
            key: `${year}-${rule.id}`,
            date: nextBusinessDay(statutoryDate),
            statutoryDate,
            taxYear,
            ...(laterDate && { laterDate }),
          },
        };
      }),
    )
    .sort((a, b) => a.dueDate.date.localeCompare(b.dueDate.date) || a.order - b.order)
    .map(({ dueDate }) => dueDate);
}
