/**
 * Spanish twin of content/categories.ts: the labels a visitor sees. Each value, the one the enquiry API
 * receives, is the English entry's, so a Spanish enquiry arrives exactly as an English one does.
 */
import { z } from 'zod';
import { defineContent } from '@/lib/define-content';
import { categorySchema } from '@/lib/schemas';
import { categories as englishCategories } from './categories';

/** The English twin this file translates: the first 12 hex digits of the SHA-256 of content/categories.ts. */
export const translates = 'b0133e21d0f0';

/** Each category's Spanish label, by its (English) value; '' is the empty placeholder. */
const labels: Record<string, string> = {
  '': 'Seleccione una categoría *',
  'Tax Services': 'Servicios de impuestos',
  'Accounting Services': 'Servicios de contabilidad',
  'Consulting Services': 'Servicios de consultoría',
  'Outsourced CFO Services': 'Servicios de director financiero externo',
  'Real Estate Investing Services': 'Servicios para inversión en bienes raíces',
  'Non-Profit Tax Services': 'Servicios de impuestos para organizaciones sin fines de lucro',
  'Beneficial Owner Information (BOI)': 'Información sobre beneficiarios finales (BOI)',
  QuickBooks: 'QuickBooks',
  Others: 'Otros',
};

const missing = englishCategories.filter((c) => !(c.value in labels)).map((c) => `"${c.value}"`);
const extra = Object.keys(labels).filter((value) => !englishCategories.some((c) => c.value === value));
if (missing.length || extra.length) throw new Error(`content/categories.es.ts: missing ${missing.join(', ') || 'none'}; not in English: ${extra.join(', ') || 'none'}`);

/** Enquiry categories in the English order; the first is the empty placeholder. */
export const categories: typeof englishCategories = defineContent(
  'categories.es.ts',
  z.array(categorySchema).min(2),
  englishCategories.map(({ value }) => ({ label: labels[value]!, value })),
);
