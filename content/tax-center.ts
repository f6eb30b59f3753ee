/** Tax Center cards: internal links open in the same tab, IRS links in a new one. */
import { z } from 'zod';
import { defineContent } from '@/lib/define-content';
import { isoDate, source, taxCenterCardSchema } from '@/lib/schemas';
import { taxBrackets } from './tax-brackets';
import { additionalStandardDeductionSummary, texasNoIncomeTax } from './tax-figures';

export const taxCenterCards = defineContent('tax-center.ts', z.array(taxCenterCardSchema), [
  {
    key: 'tax-rates',
    title: 'Tax Rates',
    link: '/tax-rates',
    load: '_self',
    paragraph:
      'Federal income tax brackets for 2025 and 2026 for single, married filing jointly and head of household, with the standard deductions and the IRS revenue procedures each table comes from.',
    linkLabel: 'View tax rates',
  },
  {
    key: 'tax-estimator',
    title: 'Tax Estimator',
    link: '/tax-estimator',
    load: '_self',
    paragraph:
      'Enter your taxable income, or your wages with the standard deduction applied, and see an estimate of your 2025 or 2026 federal income tax, bracket by bracket.',
    linkLabel: 'Estimate your tax',
  },
  {
    key: 'irs-publications',
    title: 'IRS Publications',
    link: 'https://www.irs.gov/publications',
    load: '_blank',
    paragraph:
      "The IRS's own plain-language guides on topics such as business expenses, depreciation, home sales and retirement plans, free to read online or download.",
    linkLabel: 'Browse IRS publications',
  },
  {
    key: 'tax-calendar',
    title: 'Tax Calendar',
    link: '/tax-calendar',
    load: '_self',
    paragraph:
      'Federal and Texas due dates for this year and next: returns and extensions, estimated tax, payroll and non-profit returns and the franchise tax report, ready to add to your own calendar.',
    linkLabel: 'View the tax calendar',
  },
  {
    key: 'refund-status',
    title: 'Tax Refund Status',
    link: 'https://www.irs.gov/refunds',
    load: '_blank',
    paragraph:
      "Check where your federal refund is with the IRS's Where's My Refund tool. You will need your Social Security number, filing status and the exact refund amount.",
    linkLabel: 'Check your refund status',
  },
]);

/** The Tax Rates page; its tables, sources and review date come from content/tax-brackets.ts. */
export const taxRatesPage = defineContent(
  'tax-center.ts',
  z.object({
    embed: z.string().regex(/^\/embeds\/[a-z-]+\.html$/),
    embedTitle: z.string().min(10),
    intro: z.array(z.string().min(40)).min(1),
    sources: z.array(source).min(1),
    lastReviewed: isoDate,
  }),
  {
    embed: '/embeds/tax-rates.html',
    embedTitle: 'Federal income tax brackets and standard deductions for 2025 and 2026',
    intro: [
      'The tables below show the federal income tax brackets for 2025 and 2026 for single filers, married couples filing jointly and heads of household, and the standard deduction for each filing status. The figures come from the IRS revenue procedures that set them each year, and the 2025 standard deduction reflects the One Big Beautiful Bill Act.',
      'Each rate applies only to the slice of taxable income inside its range, so moving into a higher bracket taxes only the income above the threshold at the higher rate. Texas has no personal income tax, so these federal rates are the income tax rates that apply to most of our clients.',
    ],
    sources: [...taxBrackets.sources, texasNoIncomeTax],
    lastReviewed: taxBrackets.lastReviewed,
  },
);

/** The estimator page (/tax-estimator): its figures are content/tax-brackets.ts. */
export const taxEstimatorPage = defineContent(
  'tax-center.ts',
  z.object({
    intro: z.array(z.string().min(40)).min(1),
    scope: z.array(z.string().min(3)).min(1),
    noScript: z.string().min(20),
    sources: z.array(source).min(1),
    lastReviewed: isoDate,
  }),
  {
    intro: [
      'Choose the year and your filing status, then enter either your taxable income (the figure on Form 1040 after deductions) or your wages, and the estimator takes off the standard deduction for you. It shows the tax, your marginal and effective rates, and how much of your income falls in each bracket.',
    ],
    scope: [
      'federal income tax on taxable income at the regular rates only',
      `the basic standard deduction only: not the additional standard deduction for a taxpayer 65 or older or blind (each, ${additionalStandardDeductionSummary}), nor the deductions new under Public Law 119-21 for 2025 to 2028 for seniors (up to $6,000 each), qualified tips, qualified overtime pay and interest on a car loan`,
      'no credits (such as the child tax credit) and no other taxes (self-employment, Social Security and Medicare, the net investment income tax, the alternative minimum tax)',
      'no lower rates on qualified dividends and long-term capital gains',
      'no state income tax: Texas has none',
    ],
    noScript:
      'The calculator needs JavaScript, which is turned off in this browser. The bracket tables below show the same figures, and the worked example shows how the tax is added up.',
    sources: [...taxBrackets.sources, texasNoIncomeTax],
    lastReviewed: taxBrackets.lastReviewed,
  },
);
