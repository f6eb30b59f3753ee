'use client';

import { formatDate } from '@/lib/format';
import type { Lang } from '@/lib/i18n';

type Link = { label: string; url: string };

/** A rule's words, sent once however many years it appears in: "{year}" and "{laterDate}" are filled here. */
export type CalendarRule = {
  title: string;
  description: string;
  form: string;
  who: string;
  forLabel: string;
  source: Link;
  figureSource?: Link;
};

/** One date: its rule, the tax year and later date its words name, and why it moved (if it did). */
export type CalendarRow = {
  key: string;
  rule: string;
  date: string;
  taxYear: number;
  laterDate?: string;
  moved: string | null;
};

/** The words around each card, in the page's language (content/ui.ts, calendar.cards). */
export type CalendarCardsCopy = {
  yearHeading: string;
  past: string;
  moved: string;
  form: string;
  who: string;
  add: string;
  source: string;
  threshold: string;
  newTab: string;
};

const LOCALES: Record<Lang, string> = { en: 'en-US', es: 'es-US' };

const dateFormat = (lang: Lang, options: Intl.DateTimeFormatOptions) => {
  const format = new Intl.DateTimeFormat(LOCALES[lang], { ...options, timeZone: 'UTC' });
  return (iso: string) => format.format(new Date(`${iso}T12:00:00Z`));
};

const LINK = 'inline-flex min-h-11 items-center font-semibold text-brand-700 underline decoration-brand-200 underline-offset-4 hover:text-navy-900';

function groupByMonth(rows: readonly CalendarRow[]) {
  const years = new Map<string, Map<string, CalendarRow[]>>();
  for (const row of rows) {
    const months = years.get(row.date.slice(0, 4)) ?? new Map<string, CalendarRow[]>();
    years.set(row.date.slice(0, 4), months);
    const month = row.date.slice(0, 7);
    months.set(month, [...(months.get(month) ?? []), row]);
  }
  return years;
}

/** The same filling as lib/due-dates.ts does for the feed, so the page and the .ics files say the same. */
const fill = (text: string, row: CalendarRow, lang: Lang) =>
  text.replaceAll('{year}', String(row.taxYear)).replaceAll('{laterDate}', row.laterDate ? formatDate(row.laterDate, lang) : '{laterDate}');

const capitalise = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

export function CalendarCards({
  rules,
  rows,
  icsBase,
  copy,
  lang = 'en',
}: {
  rules: Readonly<Record<string, CalendarRule>>;
  rows: readonly CalendarRow[];
  /** The folder of the per-date .ics files: the calendar page's path. */
  icsBase: string;
  copy: CalendarCardsCopy;
  lang?: Lang;
}) {
  // Drawn from each row's ISO date here rather than sent with it: the page's payload carries one short record per date.
  const shortMonth = dateFormat(lang, { month: 'short' });
  const dayOfMonth = dateFormat(lang, { day: 'numeric' });
  const weekdayName = dateFormat(lang, { weekday: 'long' });
  const monthAndYear = dateFormat(lang, { month: 'long', year: 'numeric' });
  return (
    <div className="space-y-14">
      {[...groupByMonth(rows)].map(([year, months]) => (
        <section key={year} data-year={year} aria-labelledby={`year-${year}`}>
          <h2 id={`year-${year}`} className="text-display-sm sm:text-display-md">
            {copy.yearHeading.replace('{year}', year)}
          </h2>
          <div className="mt-6 space-y-10">
            {[...months].map(([month, items]) => (
              <section key={month} data-month={month} aria-labelledby={`month-${month}`}>
                <h3 id={`month-${month}`} className="border-b border-sand-200 pb-2 text-xl font-semibold text-navy-900 sm:text-2xl">
                  {capitalise(monthAndYear(`${month}-01`))}
                </h3>
                <ul role="list" className="mt-4 space-y-4">
                  {items.map((item) => {
                    const rule = rules[item.rule]!;
                    const title = fill(rule.title, item, lang);
                    return (
                      <li
                        key={item.key}
                        id={item.key}
                        data-who={rule.who}
                        data-due={item.date}
                        className="flex flex-col gap-3 rounded-2xl border border-sand-200 bg-white p-5 shadow-card data-[past]:bg-sand-50 sm:flex-row sm:gap-6 sm:p-6"
                      >
                        <div className="flex items-center gap-3 sm:block sm:w-24 sm:shrink-0">
                          <time dateTime={item.date} className="grid size-16 shrink-0 content-center rounded-xl bg-navy-900 text-center text-white">
                            <span className="text-xs font-semibold uppercase text-gold-300">{shortMonth(item.date)}</span>{' '}
                            <span className="text-2xl font-semibold leading-none">{dayOfMonth(item.date)}</span>
                          </time>
                          <p className="text-sm font-semibold text-ink-muted sm:mt-2">
                            {weekdayName(item.date)}{' '}
                            <span data-past-label hidden className="inline-block rounded-full bg-sand-200 px-2 py-0.5 text-xs uppercase text-ink">
                              {copy.past}
                            </span>
                          </p>
                        </div>
                        <div className="min-w-0 flex-1">
                          <h4 className="text-lg font-semibold text-navy-900">{title}</h4>
                          <p className="mt-2 text-ink-muted">{fill(rule.description, item, lang)}</p>
                          {item.moved && <p className="mt-2 text-sm text-ink-muted">{copy.moved.replace('{reason}', item.moved)}</p>}
                          <p className="mt-3 text-sm text-ink-muted">
                            <span className="font-semibold text-ink">{copy.form}</span> {rule.form}. <span className="font-semibold text-ink">{copy.who}</span>{' '}
                            {rule.forLabel}.
                          </p>
                          <p className="mt-2 flex flex-wrap gap-x-6 text-sm">
                            <a href={`${icsBase}/${item.date}-${item.rule}.ics`} download className={LINK}>
                              {copy.add}
                              <span className="sr-only">: {title}</span>
                            </a>
                            <a href={rule.source.url} target="_blank" rel="noopener noreferrer" className={LINK}>
                              {copy.source} {rule.source.label}
                              <span className="sr-only">{copy.newTab}</span>
                            </a>
                            {rule.figureSource && (
                              <a href={rule.figureSource.url} target="_blank" rel="noopener noreferrer" className={LINK}>
                                {copy.threshold} {rule.figureSource.label}
                                <span className="sr-only">{copy.newTab}</span>
                              </a>
                            )}
                          </p>
                        </div>
                      </li>
                    );
                  })}
                </ul>
              </section>
            ))}
          </div>
        </section>
      ))}
    </div>
  );
}
