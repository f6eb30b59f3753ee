/** Federal income tax from a year's brackets; free of content and zod so the estimator island can use it. */

export const FILING_STATUSES = ['single', 'joint', 'head-of-household'] as const;
export type FilingStatus = (typeof FILING_STATUSES)[number];

export type Bracket = { rate: number; over: number };

export type TaxYear = {
  year: number;
  brackets: Record<FilingStatus, Bracket[]>;
  standardDeduction: Record<FilingStatus, number>;
};

export type BracketSlice = {
  rate: number;
  /** The bracket's range: over `from`, up to and including `to` (null: no upper limit). */
  from: number;
  to: number | null;
  amount: number;
  tax: number;
};

export type IncomeTax = {
  taxableIncome: number;
  tax: number;
  marginalRate: number;
  effectiveRate: number;
  breakdown: BracketSlice[];
};

const toCents = (dollars: number) => Math.round(dollars * 100);

/** Each slice rounded to the cent and the total their sum, so the breakdown adds up to the total shown. */
export function federalIncomeTax(taxableIncome: number, brackets: readonly Bracket[]): IncomeTax {
  if (!Number.isFinite(taxableIncome) || taxableIncome < 0) throw new RangeError(`taxable income must be a number of 0 or more, got ${taxableIncome}`);
  if (brackets.length === 0 || brackets[0]!.over !== 0) throw new RangeError('brackets must start at 0');
  const income = toCents(taxableIncome);
  const breakdown: BracketSlice[] = [];
  let taxCents = 0;
  brackets.forEach(({ rate, over }, i) => {
    const next = brackets[i + 1]?.over;
    const from = toCents(over);
    const to = next === undefined ? Infinity : toCents(next);
    if (income <= from) return;
    const amount = Math.min(income, to) - from;
    const sliceTax = Math.round((amount * rate) / 100);
    taxCents += sliceTax;
    breakdown.push({ rate, from: over, to: next ?? null, amount: amount / 100, tax: sliceTax / 100 });
  });
  const tax = taxCents / 100;
  return {
    taxableIncome: income / 100,
    tax,
    marginalRate: breakdown.at(-1)?.rate ?? brackets[0]!.rate,
    effectiveRate: income === 0 ? 0 : (taxCents / income) * 100,
    breakdown,
  };
}

export const taxableFromWages = (wages: number, standardDeduction: number) => Math.max(0, toCents(wages) - toCents(standardDeduction)) / 100;

export const CURRENCY_MESSAGES = {
  empty: 'Enter an amount in dollars, for example 85,000.',
  negative: 'Enter an amount of $0 or more: this estimate does not work with a loss.',
  characters: 'Use digits only, for example 85,000 or $85,000.50: letters and other symbols are not accepted.',
  commas: 'Put commas only between groups of three digits, for example 1,250,000.',
  cents: 'Use at most two digits after the decimal point.',
  tooLarge: 'Enter an amount under $1 trillion.',
} as const;

export type ParsedCurrency = { ok: true; value: number } | { ok: false; error: string };

/** Which of CURRENCY_MESSAGES a refusal gave, to show the same message in another language. */
export const currencyMessageKey = (error: string) =>
  (Object.keys(CURRENCY_MESSAGES) as (keyof typeof CURRENCY_MESSAGES)[]).find((key) => CURRENCY_MESSAGES[key] === error) ?? 'characters';

const MAX_AMOUNT = 1e12;

/** "$ 85,000.50" and "85 000" read; "85,00" (maybe a decimal comma), minus signs and letters get a message. */
export function parseCurrency(input: string): ParsedCurrency {
  // Pasted figures carry no-break and thin spaces.
  const compact = input.replace(/[\s\u00a0\u2009\u202f]/g, '');
  if (compact === '' || compact === '$') return { ok: false, error: CURRENCY_MESSAGES.empty };
  if (/^\$?[-\u2212]|^[-\u2212]\$/.test(compact) || /^\(.*\)$/.test(compact)) return { ok: false, error: CURRENCY_MESSAGES.negative };
  const body = compact.startsWith('$') ? compact.slice(1) : compact;
  if (!/^[\d,.]+$/.test(body)) return { ok: false, error: CURRENCY_MESSAGES.characters };
  const match = /^(\d{1,3}(?:,\d{3})+|\d+)(?:\.(\d*))?$/.exec(body);
  if (!match) return { ok: false, error: body.includes(',') ? CURRENCY_MESSAGES.commas : CURRENCY_MESSAGES.characters };
  const cents = match[2] ?? '';
  if (cents.length > 2) return { ok: false, error: CURRENCY_MESSAGES.cents };
  const value = Number(`${match[1]!.replace(/,/g, '')}.${cents || '0'}`);
  if (value >= MAX_AMOUNT) return { ok: false, error: CURRENCY_MESSAGES.tooLarge };
  return { ok: true, value };
}
