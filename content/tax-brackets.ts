/**
 * Federal income tax brackets and standard deductions, 2025 and 2026: the one source of the tax
 * rates tables (/embeds/tax-rates.html) and the estimator (/tax-estimator). Each year's
 * thresholds list the taxable income over which each rate starts, in the order of `rates`.
 */
import { defineContent } from '@/lib/define-content';
import { taxBracketsSchema } from '@/lib/schemas';
import { FILING_STATUSES, type TaxYear } from '@/lib/income-tax';

export const taxBrackets = defineContent('tax-brackets.ts', taxBracketsSchema, {
  rates: [10, 12, 22, 24, 32, 35, 37],
  statuses: [
    { key: 'single', label: 'Single' },
    { key: 'joint', label: 'Married filing jointly' },
    { key: 'head-of-household', label: 'Head of household' },
  ],
  years: [
    {
      year: 2025,
      revProc: 'Rev. Proc. 2024-40',
      thresholds: {
        single: [0, 11925, 48475, 103350, 197300, 250525, 626350],
        joint: [0, 23850, 96950, 206700, 394600, 501050, 751600],
        'head-of-household': [0, 17000, 64850, 103350, 197300, 250500, 626350],
      },
      standardDeduction: { single: 15750, joint: 31500, 'head-of-household': 23625 },
      standardDeductionChange: {
        before: { single: 15000, joint: 30000, 'head-of-household': 22500 },
        law: 'One Big Beautiful Bill Act',
      },
    },
    {
      year: 2026,
      revProc: 'Rev. Proc. 2025-32',
      thresholds: {
        single: [0, 12400, 50400, 105700, 201775, 256225, 640600],
        joint: [0, 24800, 100800, 211400, 403550, 512450, 768700],
        'head-of-household': [0, 17700, 67450, 105700, 201750, 256200, 640600],
      },
      standardDeduction: { single: 16100, joint: 32200, 'head-of-household': 24150 },
    },
  ],
  sources: [
    { label: 'IRS: Revenue Procedure 2024-40 (2025 inflation adjustments, PDF)', url: 'https://www.irs.gov/pub/irs-drop/rp-24-40.pdf' },
    { label: 'IRS: Revenue Procedure 2025-32 (2026 inflation adjustments, PDF)', url: 'https://www.irs.gov/pub/irs-drop/rp-25-32.pdf' },
    { label: 'IRS: One Big Beautiful Bill provisions (2025 standard deduction)', url: 'https://www.irs.gov/newsroom/one-big-beautiful-bill-provisions' },
  ],
  lastReviewed: '2026-11-24',
});

/** The years as plain data for the income tax functions and the estimator's island. */
export const taxYears: TaxYear[] = taxBrackets.years.map((y) => {
  const brackets = (status: (typeof FILING_STATUSES)[number]) => y.thresholds[status].map((over, i) => ({ rate: taxBrackets.rates[i]!, over }));
  return {
    year: y.year,
    brackets: { single: brackets('single'), joint: brackets('joint'), 'head-of-household': brackets('head-of-household') },
    standardDeduction: { ...y.standardDeduction },
  };
});

export function taxYear(year: number): TaxYear {
  const found = taxYears.find((y) => y.year === year);
  if (!found) throw new Error(`content/tax-brackets.ts has no year ${year}`);
  return found;
}
