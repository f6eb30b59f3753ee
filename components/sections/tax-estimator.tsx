'use client';

import { useEffect, useRef, useState, type FormEvent } from 'react';
import { typedBeforeHydration } from '@/components/ui/typed-before-hydration';
import { Icon } from '@/components/ui/icon';
import { Field, controlClass } from '@/components/contact/field';
import { money, percent } from '@/lib/format';
import { currencyMessageKey, federalIncomeTax, parseCurrency, taxableFromWages, type CURRENCY_MESSAGES, type FilingStatus, type IncomeTax, type TaxYear } from '@/lib/income-tax';

type Mode = 'taxable' | 'wages';
type Estimate = { year: number; statusLabel: string; wages: number | null; deduction: number; result: IncomeTax };

const selectClass = `${controlClass} px-3 text-ink`;
/** The estimator's words in the page's language (content/ui.ts, estimator.tool); "{name}" placeholders are filled here. */
export type EstimatorCopy = {
  form: string;
  year: string;
  status: string;
  modeLegend: string;
  taxable: string;
  taxableDetail: string;
  wages: string;
  wagesDetail: string;
  taxableHint: string;
  wagesHint: string;
  submit: string;
  resultHeading: string;
  empty: string;
  summaryTaxable: string;
  summaryWages: string;
  tax: string;
  marginal: string;
  effective: string;
  breakdown: string;
  bracket: string;
  incomeTaxed: string;
  taxColumn: string;
  over: string;
  total: string;
  errors: Record<keyof typeof CURRENCY_MESSAGES, string>;
};

const fill = (text: string, values: Record<string, string | number>) => text.replace(/\{(\w+)\}/g, (whole, name: string) => String(values[name] ?? whole));

/** Fixed ids: the page holds one estimator. */
const id = (name: string) => `estimator-${name}`;

/** The figures arrive as props, so the browser gets no content module. */
export function TaxEstimator({ years, statuses, copy }: { years: TaxYear[]; statuses: { key: FilingStatus; label: string }[]; copy: EstimatorCopy }) {
  const [year, setYear] = useState(years.at(-1)!.year);
  const [status, setStatus] = useState<FilingStatus>(statuses[0]!.key);
  const [mode, setMode] = useState<Mode>('taxable');
  const [amount, setAmount] = useState('');
  const [error, setError] = useState<string>();
  const [estimate, setEstimate] = useState<Estimate | null>(null);
  const inputRef = useRef<HTMLInputElement>(null);
  const formRef = useRef<HTMLFormElement>(null);
  useEffect(() => {
    const typed = typedBeforeHydration(formRef.current!);
    if (typed[id('year')]) setYear(Number(typed[id('year')]));
    if (typed[id('status')]) setStatus(typed[id('status')] as FilingStatus);
    if (typed[id('mode')]) setMode(typed[id('mode')] as Mode);
    if (typed[id('amount')] !== undefined) setAmount(typed[id('amount')]!);
  }, []);

  const data = years.find((y) => y.year === year)!;
  const deduction = data.standardDeduction[status];
  const statusLabel = statuses.find((s) => s.key === status)!.label;

  const run = (next: { year: number; status: FilingStatus; mode: Mode }, focusOnError: boolean) => {
    const parsed = parseCurrency(amount);
    if (!parsed.ok) {
      setError(copy.errors[currencyMessageKey(parsed.error)]);
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

  const amountLabel = mode === 'taxable' ? copy.taxable : copy.wages;
  const hint =
    mode === 'taxable' ? copy.taxableHint : fill(copy.wagesHint, { year, status: statusLabel.toLowerCase(), deduction: money(deduction) });
  const errorId = id('amount-error');
  const hintId = id('amount-hint');

  return (
    <div className="grid grid-cols-1 gap-8 lg:grid-cols-2 lg:gap-10">
      {/* method="dialog": without JavaScript a submit goes nowhere; before hydration EARLY_TAPS keeps it for React. */}
      <form ref={formRef} method="dialog" noValidate onSubmit={onSubmit} aria-label={copy.form} className="min-w-0 space-y-6">
        <div className="grid gap-5 sm:grid-cols-2">
          <Field id={id('year')} label={copy.year}>
            <select id={id('year')} value={year} onChange={(e) => change({ year: Number(e.target.value) })} className={selectClass}>
              {years.map((y) => (
                <option key={y.year} value={y.year}>
                  {y.year}
                </option>
              ))}
            </select>
          </Field>
          <Field id={id('status')} label={copy.status}>
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
          <legend className="text-sm font-semibold text-navy-900">{copy.modeLegend}</legend>
          <div className="mt-2 grid gap-3 sm:grid-cols-2">
            {(
              [
                ['taxable', copy.taxable, copy.taxableDetail],
                ['wages', copy.wages, copy.wagesDetail],
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
          className="inline-flex min-h-12 w-full items-center justify-center gap-2 rounded-lg bg-navy-900 px-7 py-3 font-semibold text-white shadow-card transition-colors hover:bg-navy-800 sm:w-auto"
        >
          <Icon name="calculator" className="size-5" />
          {copy.submit}
        </button>
      </form>

      <div className="min-w-0 rounded-xl border border-sand-200 bg-sand-50 p-3 sm:p-6">
        <h3 className="text-xl font-semibold">{copy.resultHeading}</h3>
        <div aria-live="polite" aria-atomic="true" data-testid="estimate-result" className="mt-3">
          {estimate ? <Summary estimate={estimate} copy={copy} /> : <p className="text-ink-muted">{copy.empty}</p>}
        </div>
        {estimate && estimate.result.breakdown.length > 0 && <Breakdown id={id('breakdown')} result={estimate.result} copy={copy} />}
      </div>
    </div>
  );
}

function Summary({ estimate: { year, statusLabel, wages, deduction, result }, copy }: { estimate: Estimate; copy: EstimatorCopy }) {
  const taxable = money(result.taxableIncome);
  return (
    <>
      <p className="text-ink-muted">
        {year}, {statusLabel.toLowerCase()}:{' '}
        {wages === null ? fill(copy.summaryTaxable, { taxable }) : fill(copy.summaryWages, { wages: money(wages), deduction: money(deduction), taxable })}
      </p>
      <dl className="mt-4 grid gap-3 sm:grid-cols-3">
        <Stat term={copy.tax} value={money(result.tax)} />
        <Stat term={copy.marginal} value={`${result.marginalRate}%`} />
        <Stat term={copy.effective} value={percent(result.effectiveRate)} />
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

function Breakdown({ id, result, copy }: { id: string; result: IncomeTax; copy: EstimatorCopy }) {
  return (
    <div role="region" aria-labelledby={id} tabIndex={0} className="mt-5 max-w-full overflow-x-auto rounded-lg border border-sand-200 bg-white">
      <table className="w-full text-left text-sm tabular-nums">
        <caption id={id} className="px-3 pb-2 pt-3 text-left font-semibold text-ink">
          {copy.breakdown}
        </caption>
        <thead className="bg-navy-900 text-white">
          <tr>
            <th scope="col" className="px-2 py-2 sm:px-3 font-semibold">
              {copy.bracket}
            </th>
            <th scope="col" className="px-2 py-2 sm:px-3 text-right font-semibold">
              {copy.incomeTaxed}
            </th>
            <th scope="col" className="px-2 py-2 sm:px-3 text-right font-semibold">
              {copy.taxColumn}
            </th>
          </tr>
        </thead>
        <tbody>
          {result.breakdown.map((slice) => (
            <tr key={slice.rate} className="border-t border-sand-200 even:bg-sand-50">
              <th scope="row" className="px-2 py-2 sm:px-3 font-normal">
                <span className="font-semibold">{slice.rate}%</span>
                <span className="block text-ink-muted">{slice.to === null ? fill(copy.over, { amount: money(slice.from) }) : `${money(slice.from)} – ${money(slice.to)}`}</span>
              </th>
              <td className="px-2 py-2 sm:px-3 text-right">{money(slice.amount)}</td>
              <td className="px-2 py-2 sm:px-3 text-right">{money(slice.tax)}</td>
            </tr>
          ))}
        </tbody>
        <tfoot>
          <tr className="border-t-2 border-navy-900 font-semibold">
            <th scope="row" className="px-2 py-2 sm:px-3">
              {copy.total}
            </th>
            <td className="px-2 py-2 sm:px-3 text-right">{money(result.taxableIncome)}</td>
            <td className="px-2 py-2 sm:px-3 text-right">{money(result.tax)}</td>
          </tr>
        </tfoot>
      </table>
    </div>
  );
}
