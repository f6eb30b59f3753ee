import { describe, expect, it } from 'vitest';
import { taxYear, taxYears } from '@/content/tax-brackets';
import { money, percent } from '@/lib/format';
import { CURRENCY_MESSAGES, FILING_STATUSES, federalIncomeTax, parseCurrency, taxableFromWages, type Bracket } from '@/lib/income-tax';

const cents = (dollars: number) => Math.round(dollars * 100);
const sum = (values: number[]) => values.reduce((a, b) => a + cents(b), 0) / 100;

describe('federalIncomeTax at every bracket edge', () => {
  for (const { year, brackets } of taxYears) {
    for (const status of FILING_STATUSES) {
      const list: Bracket[] = brackets[status];
      describe(`${year} ${status}`, () => {
        it('owes nothing on zero taxable income', () => {
          expect(federalIncomeTax(0, list)).toEqual({ taxableIncome: 0, tax: 0, marginalRate: list[0]!.rate, effectiveRate: 0, breakdown: [] });
        });

        it('at each threshold, taxes the whole bracket below it at that bracket\'s rate and no more', () => {
          for (let k = 1; k < list.length; k++) {
            const at = federalIncomeTax(list[k]!.over, list);
            const below = federalIncomeTax(list[k - 1]!.over, list);
            const width = list[k]!.over - list[k - 1]!.over;
            expect(at.marginalRate).toBe(list[k - 1]!.rate);
            expect(at.breakdown).toHaveLength(k);
            expect(at.breakdown.at(-1)).toEqual({ rate: list[k - 1]!.rate, from: list[k - 1]!.over, to: list[k]!.over, amount: width, tax: cents((width * list[k - 1]!.rate) / 100) / 100 });
            expect(cents(at.tax)).toBe(cents(below.tax) + cents((width * list[k - 1]!.rate) / 100));
          }
        });

        it('one dollar above each threshold, taxes that dollar at the next rate', () => {
          for (let k = 1; k < list.length; k++) {
            const at = federalIncomeTax(list[k]!.over, list);
            const above = federalIncomeTax(list[k]!.over + 1, list);
            expect(above.marginalRate).toBe(list[k]!.rate);
            expect(above.breakdown).toHaveLength(k + 1);
            expect(above.breakdown.at(-1)).toMatchObject({ rate: list[k]!.rate, from: list[k]!.over, amount: 1 });
            expect(cents(above.tax) - cents(at.tax)).toBe(list[k]!.rate);
          }
        });

        it('on a very large income, taxes everything over the top threshold at the top rate', () => {
          const top = list.at(-1)!;
          const result = federalIncomeTax(10_000_000, list);
          expect(result.marginalRate).toBe(top.rate);
          expect(result.breakdown).toHaveLength(list.length);
          expect(result.breakdown.at(-1)).toEqual({ rate: top.rate, from: top.over, to: null, amount: 10_000_000 - top.over, tax: ((10_000_000 - top.over) * top.rate) / 100 });
          expect(result.effectiveRate).toBeLessThan(top.rate);
          expect(result.effectiveRate).toBeGreaterThan(top.rate - 2);
        });

        it('the breakdown adds up to the income and the tax', () => {
          for (const income of [1, 999.99, 50_000, 123_456.78, 400_000, 10_000_000]) {
            const result = federalIncomeTax(income, list);
            expect(sum(result.breakdown.map((s) => s.amount))).toBe(income);
            expect(sum(result.breakdown.map((s) => s.tax))).toBe(result.tax);
            expect(result.effectiveRate).toBeCloseTo((result.tax / income) * 100, 10);
          }
        });
      });
    }
  }
});

describe('federalIncomeTax, checked by hand', () => {
  it('2026 single, $85,000: 10% of 12,400 + 12% of 38,000 + 22% of 34,600 = 13,412', () => {
    const result = federalIncomeTax(85_000, taxYear(2026).brackets.single);
    expect(result.breakdown.map((s) => [s.rate, s.amount, s.tax])).toEqual([
      [10, 12_400, 1_240],
      [12, 38_000, 4_560],
      [22, 34_600, 7_612],
    ]);
    expect(result.tax).toBe(13_412);
    expect(result.marginalRate).toBe(22);
    expect(result.effectiveRate.toFixed(2)).toBe('15.78');
  });

  it('2025 single, $85,000: 1,192.50 + 4,386 + 8,035.50 = 13,614', () => {
    expect(federalIncomeTax(85_000, taxYear(2025).brackets.single).tax).toBe(13_614);
  });

  it('2025 married filing jointly, $100,000: 2,385 + 8,772 + 671 = 11,828', () => {
    expect(federalIncomeTax(100_000, taxYear(2025).brackets.joint).tax).toBe(11_828);
  });

  it('2026 head of household, $60,000: 10% of 17,700 + 12% of 42,300 = 1,770 + 5,076 = 6,846', () => {
    expect(federalIncomeTax(60_000, taxYear(2026).brackets['head-of-household']).tax).toBe(6_846);
  });

  it('matches the revenue procedures\' tax at the top threshold (single)', () => {
    expect(federalIncomeTax(626_350, taxYear(2025).brackets.single).tax).toBe(188_769.75);
    expect(federalIncomeTax(640_600, taxYear(2026).brackets.single).tax).toBe(192_979.25);
  });

  it('rounds each slice to the cent', () => {
    expect(federalIncomeTax(0.04, taxYear(2026).brackets.single).tax).toBe(0);
    expect(federalIncomeTax(0.05, taxYear(2026).brackets.single).tax).toBe(0.01);
  });

  it('refuses a negative or non-numeric income and a table that does not start at 0', () => {
    expect(() => federalIncomeTax(-1, taxYear(2026).brackets.single)).toThrow(RangeError);
    expect(() => federalIncomeTax(Number.NaN, taxYear(2026).brackets.single)).toThrow(RangeError);
    expect(() => federalIncomeTax(100, [{ rate: 10, over: 5 }])).toThrow(RangeError);
  });
});

describe('taxableFromWages', () => {
  it('takes off the standard deduction, never going below zero', () => {
    expect(taxableFromWages(100_000, 16_100)).toBe(83_900);
    expect(taxableFromWages(10_000, 16_100)).toBe(0);
    expect(taxableFromWages(16_100.5, 16_100)).toBe(0.5);
  });
});

describe('parseCurrency', () => {
  it.each([
    ['85,000', 85_000],
    ['$85000', 85_000],
    ['85000.50', 85_000.5],
    [' 85 000 ', 85_000],
    ['$ 85,000', 85_000],
    ['1,250,000.5', 1_250_000.5],
    ['85\u00a0000', 85_000],
    ['0', 0],
    ['85000.', 85_000],
  ])('reads %j as %d', (input, value) => {
    expect(parseCurrency(input)).toEqual({ ok: true, value });
  });

  it.each([
    ['', CURRENCY_MESSAGES.empty],
    ['   ', CURRENCY_MESSAGES.empty],
    ['$', CURRENCY_MESSAGES.empty],
    ['abc', CURRENCY_MESSAGES.characters],
    ['85k', CURRENCY_MESSAGES.characters],
    ['eighty', CURRENCY_MESSAGES.characters],
    ['1e6', CURRENCY_MESSAGES.characters],
    ['€85,000', CURRENCY_MESSAGES.characters],
    ['-5', CURRENCY_MESSAGES.negative],
    ['$-5', CURRENCY_MESSAGES.negative],
    ['-$5', CURRENCY_MESSAGES.negative],
    ['\u22125', CURRENCY_MESSAGES.negative],
    ['(500)', CURRENCY_MESSAGES.negative],
    ['85,00', CURRENCY_MESSAGES.commas],
    ['1,2345', CURRENCY_MESSAGES.commas],
    ['85.123', CURRENCY_MESSAGES.cents],
    ['1.2.3', CURRENCY_MESSAGES.characters],
    ['1,000,000,000,000', CURRENCY_MESSAGES.tooLarge],
  ])('rejects %j with a message', (input, error) => {
    expect(parseCurrency(input)).toEqual({ ok: false, error });
  });

  it('names an example in the letters message', () => {
    expect(CURRENCY_MESSAGES.characters).toMatch(/85,000/);
  });
});

describe('result formatting', () => {
  it('shows cents only when there are some, and rates to one decimal', () => {
    expect(money(13_412)).toBe('$13,412');
    expect(money(188_769.75)).toBe('$188,769.75');
    expect(money(0.5)).toBe('$0.50');
    expect(percent(15.7788)).toBe('15.8%');
    expect(percent(22)).toBe('22%');
  });
});
