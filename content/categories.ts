import { z } from 'zod';
import { defineContent } from '@/lib/define-content';
import { categorySchema } from '@/lib/schemas';

/** Enquiry categories, in order; the first is the empty placeholder. */
export const categories = defineContent('categories.ts', z.array(categorySchema).min(2), [
  { label: 'Select Category *', value: '' },
  { label: 'Tax Services', value: 'Tax Services' },
  { label: 'Accounting Services', value: 'Accounting Services' },
  { label: 'Consulting Services', value: 'Consulting Services' },
  { label: 'Outsourced CFO Services', value: 'Outsourced CFO Services' },
  { label: 'Real Estate Investing Services', value: 'Real Estate Investing Services' },
  { label: 'Non-Profit Tax Services', value: 'Non-Profit Tax Services' },
  { label: 'Beneficial Owner Information (BOI)', value: 'Beneficial Owner Information (BOI)' },
  { label: 'QuickBooks', value: 'QuickBooks' },
  { label: 'Others', value: 'Others' },
]);
