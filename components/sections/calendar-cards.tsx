'use client';

export type CalendarRow = {
  key: string;
  date: string;
  title: string;
  description: string;
  moved: string | null;
  form: string;
  who: string;
  forLabel: string;
  ics: string;
  source: { label: string; url: string };
  figureSource?: { label: string; url: string };
};

const dateFormat = (options: Intl.DateTimeFormatOptions) => {
  const format = new Intl.DateTimeFormat('en-US', { ...options, timeZone: 'UTC' });
  return (iso: string) => format.format(new Date(`${iso}T12:00:00Z`));
};
// Drawn from each row's ISO date here rather than sent with it: the page's payload carries one short record per date.
const shortMonth = dateFormat({ month: 'short' });
const dayOfMonth = dateFormat({ day: 'numeric' });
const weekdayName = dateFormat({ weekday: 'long' });
const monthAndYear = dateFormat({ month: 'long', year: 'numeric' });

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

export function CalendarCards({ rows }: { rows: readonly CalendarRow[] }) {
  return (
    <div className="space-y-14">
      {[...groupByMonth(rows)].map(([year, months]) => (
        <section key={year} data-year={year} aria-labelledby={`year-${year}`}>
          <h2 id={`year-${year}`} className="text-display-sm sm:text-display-md">
            {year} due dates
          </h2>
          <div className="mt-6 space-y-10">
            {[...months].map(([month, items]) => (
              <section key={month} data-month={month} aria-labelledby={`month-${month}`}>
                <h3 id={`month-${month}`} className="border-b border-sand-200 pb-2 text-xl font-semibold text-navy-900 sm:text-2xl">
                  {monthAndYear(`${month}-01`)}
                </h3>
                <ul role="list" className="mt-4 space-y-4">
                  {items.map((item) => (
                    <li
                      key={item.key}
                      id={item.key}
                      data-who={item.who}
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
                            Past
                          </span>
                        </p>
                      </div>
                      <div className="min-w-0 flex-1">
                        <h4 className="text-lg font-semibold text-navy-900">{item.title}</h4>
                        <p className="mt-2 text-ink-muted">{item.description}</p>
                        {item.moved && (
                          <p className="mt-2 text-sm text-ink-muted">
                            Moved from the usual date because {item.moved}: a due date on a weekend or legal holiday moves to the next business
                            day.
                          </p>
                        )}
                        <p className="mt-3 text-sm text-ink-muted">
                          <span className="font-semibold text-ink">Form:</span> {item.form}. <span className="font-semibold text-ink">For:</span>{' '}
                          {item.forLabel}.
                        </p>
                        <p className="mt-2 flex flex-wrap gap-x-6 text-sm">
                          <a href={item.ics} download className={LINK}>
                            Add to calendar<span className="sr-only">: {item.title}</span>
                          </a>
                          <a href={item.source.url} target="_blank" rel="noopener noreferrer" className={LINK}>
                            Source: {item.source.label}
                            <span className="sr-only"> (opens in a new tab)</span>
                          </a>
                          {item.figureSource && (
                            <a href={item.figureSource.url} target="_blank" rel="noopener noreferrer" className={LINK}>
                              Threshold: {item.figureSource.label}
                              <span className="sr-only"> (opens in a new tab)</span>
                            </a>
                          )}
                        </p>
                      </div>
                    </li>
                  ))}
                </ul>
              </section>
            ))}
          </div>
        </section>
      ))}
    </div>
  );
}
