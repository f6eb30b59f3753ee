'use client';

import { useEffect, useRef, useState, type ReactNode } from 'react';

type Option = { value: string; label: string };

/** The filter's words in the page's language (content/ui.ts, calendar.filter): "{total}" and "{shown}" are filled in. */
export type CalendarFilterCopy = { legend: string; all: string; some: string; none: string };

/** Filters the server-rendered calendar by data-who (components/sections/calendar-past.ts tucks the past dates away); without JavaScript all shows. */
export function CalendarFilter({ options, total, copy, children }: { options: Option[]; total: number; copy: CalendarFilterCopy; children: ReactNode }) {
  const all = copy.all.replace('{total}', String(total));
  const [selected, setSelected] = useState<string[]>(() => options.map((o) => o.value));
  const [status, setStatus] = useState(all);
  const list = useRef<HTMLDivElement>(null);
  const boxes = useRef<HTMLFieldSetElement>(null);

  useEffect(() => {
    // A box the visitor ticked or cleared while the page was still loading stays as they left it.
    const ticked = [...(boxes.current?.querySelectorAll<HTMLInputElement>('input:checked') ?? [])].map((box) => box.value);
    if (ticked.length !== options.length) setSelected(ticked);
  }, [options.length]);

  useEffect(() => {
    const root = list.current;
    if (!root) return;
    let shown = 0;
    for (const month of root.querySelectorAll<HTMLElement>('[data-month]')) {
      let inMonth = 0;
      for (const item of month.querySelectorAll<HTMLElement>('[data-who]')) {
        const show = item.dataset.who!.split(' ').some((who) => selected.includes(who));
        item.hidden = !show;
        if (show) inMonth++;
      }
      month.hidden = inMonth === 0;
      shown += inMonth;
    }
    for (const year of root.querySelectorAll<HTMLElement>('[data-year]')) {
      year.hidden = !year.querySelector('[data-month]:not([hidden])');
    }
    setStatus(shown === 0 ? copy.none : shown === total ? all : copy.some.replace('{shown}', String(shown)).replace('{total}', String(total)));
  }, [selected, total, all, copy]);

  const toggle = (value: string, on: boolean) =>
    setSelected((current) => (on ? [...current, value] : current.filter((v) => v !== value)));

  return (
    <>
      <div className="rounded-2xl border border-sand-200 bg-white p-5 shadow-card noscript:hidden sm:p-6">
        <fieldset ref={boxes}>
          <legend className="font-semibold text-navy-900">{copy.legend}</legend>
          <div className="mt-3 flex flex-wrap gap-x-6 gap-y-3">
            {options.map((option) => (
              <label key={option.value} className="inline-flex min-h-11 cursor-pointer items-center gap-2.5 text-ink">
                <input
                  type="checkbox"
                  value={option.value}
                  checked={selected.includes(option.value)}
                  onChange={(event) => toggle(option.value, event.target.checked)}
                  className="size-5 rounded border-sand-200 accent-brand-700"
                />
                {option.label}
              </label>
            ))}
          </div>
        </fieldset>
        <p role="status" aria-live="polite" data-testid="calendar-filter-status" className="mt-3 min-h-6 text-sm font-semibold text-ink-muted">
          {status}
        </p>
      </div>
      <div ref={list}>{children}</div>
    </>
  );
}
