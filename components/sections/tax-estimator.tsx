'use client';

import { useEffect, useRef, useState, type FormEvent } from 'react';
import { Calculator } from 'lucide-react';
import { Field, controlClass } from '@/components/contact/field';
import { money, percent } from '@/lib/format';
import { federalIncomeTax, parseCurrency, taxableFromWages, type FilingStatus, type IncomeTax, type TaxYear } from '@/lib/income-tax';

type Mode = 'taxable' | 'wages';
type Estimate = { year: number; statusLabel: string; wages: number | null; deduction: number; result: IncomeTax };

const selectClass = `${controlClass} px-3 text-ink`;
/** Fixed ids: the page holds one estimator. */
const id = (name: string) => `estimator-${name}`;

/** The figures arrive as props, so the browser gets no content module. */
export function TaxEstimator({ years, statuses }: { years: TaxYear[]; statuses: { key: FilingStatus; label: string }[] }) {
  const [year, setYear] = useState(years.at(-1)!.year);
  const [status, setStatus] = useState<FilingStatus>(statuses[0]!.key);
  const [mode, setMode] = useState<Mode>('taxable');
  const [amount, setAmount] = useState('');
  const [error, setError] = useState<string>();
  const [estimate, setEstimate] = useState<Estimate | null>(null);
  // Without JavaScript (or before it runs) the button stays disabled: a click could do nothing.
  const [ready, setReady] = useState(false);
  useEffect(() => setReady(true), []);
  const inputRef = useRef<HTMLInputElement>(null);

  const data = years.find((y) => y.year === year)!;
  const deduction = data.standardDeduction[status];
  const statusLabel = statuses.find((s) => s.key === status)!.label;

  const run = (next: { year: number; status: FilingStatus; mode: Mode }, focusOnError: boolean) => {
    const parsed = parseCurrency(amount);
    if (!parsed.ok) {
      setError(parsed.error);
      setEstimate(null);
      if (focusOnError) inputRef.current?.focus();
      return;
    }
    setError(undefined);
    const tables = years.find((y) => y.year === next.year)!;
    const std = tables.standardDeduction[next.status];
    const taxable = next.mode === 'wages' ? taxableFromWages(parsed.value, std) : parsed.value;
    setEstimate({
      year: next.year,
      statusLabel: statuses.find((s) => s.key === next.status)!.label,
      wages: next.mode === 'wages' ? parsed.value : null,
      deduction: std,
      result: federalIncomeTax(taxable, tables.brackets[next.status]),
    });
  };

  const onSubmit = (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault();
    run({ year, status, mode }, true);
  };

  /** A change of year, status or mode updates a result on show, so it never describes other choices. */
  const change = (next: Partial<{ year: number; status: FilingStatus; mode: Mode }>) => {
    const merged = { year, status, mode, ...next };
    if (next.year !== undefined) setYear(next.year);
    if (next.status !== undefined) setStatus(next.status);
    if (next.mode !== undefined) setMode(next.mode);
    if (estimate) run(merged, false);
  };

  const amountLabel = mode === 'taxable' ? 'Taxable income' : 'Wages';
  const hint =
    mode === 'taxable'
      ? 'Your income after deductions, in dollars, for example 85,000.'
      : `Your wages before deductions, in dollars, for example 85,000. The ${year} standard deduction for ${statusLabel.toLowerCase()}, ${money(deduction)}, is taken off.`;
  const errorId = id('amount-error');
  const hintId = id('amount-hint');

  return (
    <div className="grid grid-cols-1 gap-8 lg:grid-cols-2 lg:gap-10">
      <form noValidate onSubmit={onSubmit} aria-label="Tax estimator" className="min-w-0 space-y-6">
        <div className="grid gap-5 sm:grid-cols-2">
          <Field id={id('year')} label="Tax year">
            <select id={id('year')} value={year} onChange={(e) => change({ year: Number(e.target.value) })} className={selectClass}>
              {years.map((y) => (
                <option key={y.year} value={y.year}>
                  {y.year}
                </option>
              ))}
            </select>
          </Field>
          <Field id={id('status')} label="Filing status">
            <select id={id('status')} value={status} onChange={(e) => change({ status: e.target.value as FilingStatus })} className={selectClass}>
              {statuses.map((s) => (
                <option key={s.key} value={s.key}>
                  {s.label}
                </option>
              ))}
            </select>
          </Field>
        </div>

        <fieldset>
          <legend className="text-sm font-semibold text-navy-900">What you enter</legend>
          <div className="mt-2 grid gap-3 sm:grid-cols-2">
            {(
              [
                ['taxable', 'Taxable income', 'after deductions'],
                ['wages', 'Wages', 'we take off the standard deduction'],
              ] as const
            ).map(([value, label, detail]) => (
              <label
                key={value}
                className="flex min-h-11 cursor-pointer items-start gap-3 rounded-lg border border-ink-muted/50 bg-white p-3 has-[:checked]:border-brand-600 has-[:checked]:bg-brand-50"
              >
                <input
                  type="radio"
                  name={id('mode')}
                  value={value}
                  checked={mode === value}
                  onChange={() => change({ mode: value })}
                  className="mt-1 size-4 accent-brand-700"
                />
                <span>
                  <span className="block font-semibold text-navy-900">{label}</span>
                  <span className="block text-sm text-ink-muted">{detail}</span>
                </span>
              </label>
            ))}
          </div>
        </fieldset>

        <Field id={id('amount')} label={amountLabel} hint={hint} error={error}>
          <input
            ref={inputRef}
            id={id('amount')}
            type="text"
            inputMode="decimal"
            autoComplete="off"
            spellCheck={false}
            value={amount}
            onChange={(e) => {
              setAmount(e.target.value);
              if (error) setError(undefined);
            }}
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? `${hintId} ${errorId}` : hintId}
            className={`${controlClass} px-3 text-ink`}
          />
        </Field>

        <button
          type="submit"
          disabled={!ready}
          className="inline-flex min-h-12 w-full items-center justify-center gap-2 rounded-lg bg-navy-900 px-7 py-3 font-semibold text-white shadow-card transition-colors hover:bg-navy-800 disabled:cursor-not-allowed disabled:opacity-70 sm:w-auto"
        >
          <Calculator aria-hidden="true" className="size-5" />
          Estimate my tax
        </button>
      </form>

      <div className="min-w-0 rounded-xl border border-sand-200 bg-sand-50 p-3 sm:p-6">
        <h3 className="text-xl font-semibold">Your estimate</h3>
        <div aria-live="polite" aria-atomic="true" data-testid="estimate-result" className="mt-3">
          {estimate ? <Summary estimate={estimate} /> : <p className="text-ink-muted">Enter an amount and choose Estimate my tax to see the result here.</p>}
        </div>
        {estimate && estimate.result.breakdown.length > 0 && <Breakdown id={id('breakdown')} result={estimate.result} />}
      </div>
    </div>
  );
}

function Summary({ estimate: { year, statusLabel, wages, deduction, result } }: { estimate: Estimate }) {
  return (
    <>
      <p className="text-ink-muted">
        {year}, {statusLabel.toLowerCase()}:{' '}
        {wages === null ? (
          <>taxable income of {money(result.taxableIncome)}.</>
        ) : (
          <>
            wages of {money(wages)} less the {money(deduction)} standard deduction leave taxable income of {money(result.taxableIncome)}.
          </>
        )}
      </p>
      <dl className="mt-4 grid gap-3 sm:grid-cols-3">
        <Stat term="Estimated federal income tax" value={money(result.tax)} />
        <Stat term="Marginal rate" value={`${result.marginalRate}%`} />
        <Stat term="Effective rate" value={percent(result.effectiveRate)} />
      </dl>
    </>
  );
}

function Stat({ term, value }: { term: string; value: string }) {
  return (
    <div className="rounded-lg border border-sand-200 bg-white p-3">
      <dt className="text-sm text-ink-muted">{term}</dt>
      <dd className="mt-1 font-display text-2xl font-semibold tabular-nums text-navy-900">{value}</dd>
    </div>
  );
}

function Breakdown({ id, result }: { id: string; result: IncomeTax }) {
  return (
    <div role="region" aria-labelledby={id} tabIndex={0} className="mt-5 max-w-full overflow-x-auto rounded-lg border border-sand-200 bg-white">
      <table className="w-full text-left text-sm tabular-nums">
        <caption id={id} className="px-3 pb-2 pt-3 text-left font-semibold text-ink">
          Bracket by bracket
        </caption>
        <thead className="bg-navy-900 text-white">
          <tr>
            <th scope="col" className="px-2 py-2 sm:px-3 font-semibold">
              Bracket
            </th>
            <th scope="col" className="px-2 py-2 sm:px-3 text-right font-semibold">
              Income taxed
            </th>
            <th scope="col" className="px-2 py-2 sm:px-3 text-right font-semibold">
              Tax
            </th>
          </tr>
        </thead>
        <tbody>
          {result.breakdown.map((slice) => (
            <tr key={slice.rate} className="border-t border-sand-200 even:bg-sand-50">
              <th scope="row" className="px-2 py-2 sm:px-3 font-normal">
                <span className="font-semibold">{slice.rate}%</span>
                <span className="block text-ink-muted">{slice.to === null ? `over ${money(slice.from)}` : `${money(slice.from)} – ${money(slice.to)}`}</span>
              </th>
              <td className="px-2 py-2 sm:px-3 text-right">{money(slice.amount)}</td>
              <td className="px-2 py-2 sm:px-3 text-right">{money(slice.tax)}</td>
            </tr>
          ))}
        </tbody>
        <tfoot>
          <tr className="border-t-2 border-navy-900 font-semibold">
            <th scope="row" className="px-2 py-2 sm:px-3">
              Total
            </th>
            <td className="px-2 py-2 sm:px-3 text-right">{money(result.taxableIncome)}</td>
            <td className="px-2 py-2 sm:px-3 text-right">{money(result.tax)}</td>
          </tr>
        </tfoot>
      </table>
    </div>
  );
}
