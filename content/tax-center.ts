/**
 * Tax Center cards, /tax-center (spec §2 Tax center, §3 Tax center card). Cards flip to reveal
 * the link; internal links load in the same tab, IRS links in a new tab.
 */
import { z } from 'zod';
import { defineContent } from '@/lib/define-content';
import { isoDate, source, taxCenterCardSchema } from '@/lib/schemas';
import { texasNoIncomeTax } from './tax-figures';

export const taxCenterCards = defineContent('tax-center.ts', z.array(taxCenterCardSchema), [
  {
    key: 'tax-rates',
    title: 'Tax Rates',
    link: '/tax-rates',
    load: '_self',
    paragraph:
      'Federal income tax brackets for 2025 and 2026 for single and married filing jointly, with the standard deductions and the IRS revenue procedures each table comes from.',
    linkLabel: 'View tax rates',
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

/**
 * The Tax Rates page (/tax-rates): an intro around the embedded table page
 * public/embeds/tax-rates.html. The sources and review date must match the embed's own list
 * (a unit test compares them).
 */
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
      'The tables below show the federal income tax brackets for 2025 and 2026 for single filers and married couples filing jointly, and the standard deduction for each filing status. The figures come from the IRS revenue procedures that set them each year, and the 2025 standard deduction reflects the One Big Beautiful Bill Act.',
      'Each rate applies only to the slice of taxable income inside its range, so moving into a higher bracket taxes only the income above the threshold at the higher rate. Texas has no personal income tax, so these federal rates are the income tax rates that apply to most of our clients.',
    ],
    sources: [
      { label: 'IRS: Revenue Procedure 2024-40 (2025 inflation adjustments, PDF)', url: 'https://www.irs.gov/pub/irs-drop/rp-24-40.pdf' },
      { label: 'IRS: Revenue Procedure 2025-32 (2026 inflation adjustments, PDF)', url: 'https://www.irs.gov/pub/irs-drop/rp-25-32.pdf' },
      { label: 'IRS: One Big Beautiful Bill provisions', url: 'https://www.irs.gov/newsroom/one-big-beautiful-bill-provisions' },
      texasNoIncomeTax,
    ],
    lastReviewed: '2026-11-24',
  },
);
