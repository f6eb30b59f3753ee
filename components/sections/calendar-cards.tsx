'use client';

import { formatDate, formatMonthAndYear, formatShortMonth, formatWeekday } from '@/lib/format';
import type { Lang } from '@/lib/i18n';

type Link = { label: string; url: string };

/** A rule's words, sent once however many years it appears in: "{year}" and "{laterDate}" are filled here. */
export type CalendarRule = {
  title: string;
  description: string;
  form: string;
  /** The groups it concerns, space-separated, as the filter reads them. */
  who: string;
  /** The tax year its words name, relative to the year of its usual date. */
  taxYearOffset: number;
  source: Link;
  figureSource?: Link;
};

/**
 * One date, as short as it can be: its rule, the later date its words name and why it moved, if either.
 * Its key is "<year of the usual date>-<rule>", sent only when the move crossed into another year.
 */
export type CalendarRow = {
  rule: string;
  date: string;
  laterDate?: string;
  moved?: string;
  key?: string;
};

/** The words around each card, in the page's language (content/ui.ts, calendar.cards). */
export type CalendarCardsCopy = {
  yearHeading: string;
  past: string;
  /** The box that shows the dates already past, which the page hides until it is ticked. */
  showPast: string;
  moved: string;
  form: string;
  who: string;
  add: string;
  source: string;
  threshold: string;
  newTab: string;
};

/** The month's and card's styles are in app/tax-calendar-cards.css, by position inside .tc-list: named once there, not repeated on fifty cards. */

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
const keyOf = (row: CalendarRow) => row.key ?? `${row.date.slice(0, 4)}-${row.rule}`;
const fill = (text: string, row: CalendarRow, rule: CalendarRule, lang: Lang) =>
  text
    .replaceAll('{year}', String(Number(keyOf(row).slice(0, 4)) + rule.taxYearOffset))
    .replaceAll('{laterDate}', row.laterDate ? formatDate(row.laterDate, lang) : '{laterDate}');

const capitalise = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

export function CalendarCards({
  rules,
  rows,
  groups,
  icsBase,
  copy,
  lang = 'en',
}: {
  rules: Readonly<Record<string, CalendarRule>>;
  /** Each group's name by value, in the filter's order. */
  groups: Readonly<Record<string, string>>;
  rows: readonly CalendarRow[];
  /** The folder of the per-date .ics files: the calendar page's path. */
  icsBase: string;
  copy: CalendarCardsCopy;
  lang?: Lang;
}) {
  // Drawn from each row's ISO date here rather than sent with it: the page's payload carries one short record per date.
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
                <h3 id={`month-${month}`}>
                  {capitalise(formatMonthAndYear(`${month}-01`, lang))}
                </h3>
                <ul role="list">
                  {items.map((item) => {
                    const rule = rules[item.rule]!;
                    const key = keyOf(item);
                    const title = fill(rule.title, item, rule, lang);
                    const who = rule.who.split(' ');
                    const forLabel = Object.keys(groups)
                      .filter((value) => who.includes(value))
                      .map((value) => groups[value])
                      .join(', ');
                    return (
                      <li key={key} id={key} data-who={rule.who} data-due={item.date}>
                        <div>
                          <time dateTime={item.date}>
                            <span>{formatShortMonth(item.date, lang)}</span> <span>{Number(item.date.slice(8))}</span>
                          </time>
                          <p>{formatWeekday(item.date, lang)}</p>
                        </div>
                        <div>
                          <p className="tc-past">{copy.past}</p>
                          <h4>{title}</h4>
                          <p>{fill(rule.description, item, rule, lang)}</p>
                          {item.moved && <p className="tc-note">{copy.moved.replace('{reason}', item.moved)}</p>}
                          <p>
                            <span>{copy.form}</span>
                            {` ${rule.form}. `}
                            <span>{copy.who}</span>
                            {` ${forLabel}.`}
                          </p>
                          <p>
                            <a href={`${icsBase}/${item.date}-${item.rule}.ics`} download>
                              {copy.add}
                              <span className="sr-only">{`: ${title}`}</span>
                            </a>
                            <a href={rule.source.url} target="_blank" rel="noopener noreferrer">
                              {`${copy.source} ${rule.source.label}`}
                              <span className="sr-only">{copy.newTab}</span>
                            </a>
                            {rule.figureSource && (
                              <a href={rule.figureSource.url} target="_blank" rel="noopener noreferrer">
                                {`${copy.threshold} ${rule.figureSource.label}`}
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
