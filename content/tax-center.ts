/**
 * Tax Center cards, /tax-center (spec §2 Tax center, §3 Tax center card). Cards flip to reveal
 * the link; internal links load in the same tab, IRS links in a new tab.
 */
import { z } from 'zod';
import { defineContent } from '@/lib/define-content';
import { taxCenterCardSchema } from '@/lib/schemas';

export const taxCenterCards = defineContent('tax-center.ts', z.array(taxCenterCardSchema), [
  {
    key: 'tax-rates',
    title: 'Tax Rates',
    link: '/tax-rates',
    load: '_self',
    paragraph:
      'Federal income tax brackets for 2025 and 2026 for single and married filing jointly, with the standard deductions, each figure linked to its IRS source.',
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
    link: 'https://www.irs.gov/businesses/small-businesses-self-employed/online-tax-calendar',
    load: '_blank',
    paragraph:
      'The IRS online tax calendar lists federal filing and deposit due dates for small businesses and self-employed people, including estimated tax and payroll deadlines.',
    linkLabel: 'Open the IRS tax calendar',
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
