/**
 * Useful links, /useful-links. All open in a new tab.
 */
import { z } from 'zod';
import { defineContent } from '@/lib/define-content';
import { usefulLinkSchema } from '@/lib/schemas';

export const usefulLinks = defineContent('useful-links.ts', z.array(usefulLinkSchema), [
  {
    key: 'ssa',
    value: 'Social Security Administration',
    link: 'https://www.ssa.gov',
    description:
      'Check your earnings record and future benefits, request a replacement Social Security card, or apply for retirement benefits.',
  },
  {
    key: 'sba',
    value: 'U.S. Small Business Administration',
    link: 'https://www.sba.gov',
    description:
      'Find guidance on planning and funding a business, SBA-backed loan programmes and free local counselling.',
  },
  {
    key: 'commerce',
    value: 'U.S. Department of Commerce',
    link: 'https://www.commerce.gov',
    description:
      'Reach federal economic data, export assistance and the bureaus that support American businesses, such as the Census Bureau.',
  },
  {
    key: 'irs',
    value: 'Internal Revenue Service',
    link: 'https://www.irs.gov',
    description:
      'Make federal tax payments, view your IRS online account, find forms and read official guidance on federal taxes.',
  },
  {
    key: 'ein',
    value: 'Apply for an EIN online',
    link: 'https://www.irs.gov/businesses/small-businesses-self-employed/apply-for-an-employer-identification-number-ein-online',
    description:
      'Get an employer identification number for a new business, partnership, trust or household employer directly from the IRS, free of charge.',
  },
  {
    key: 'twc',
    value: 'Texas Workforce Commission',
    link: 'https://www.twc.texas.gov',
    description:
      'Register as a Texas employer, file quarterly unemployment tax reports and find guidance on state employment law.',
  },
]);
