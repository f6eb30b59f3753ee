/**
 * Spanish twin of content/tax-brackets.ts: the filing statuses' names and the sources' labels. Every rate,
 * threshold, deduction and year is the English module's, so the tables and the estimator agree in both languages.
 */
import { defineContent } from '@/lib/define-content';
import { taxBracketsSchema } from '@/lib/schemas';
import { inEnglish } from '@/lib/translation';
import { taxBrackets as englishBrackets } from './tax-brackets';

/** The English twin this file translates: the first 12 hex digits of the SHA-256 of content/tax-brackets.ts. */
export const translates = '964054042957';

/** Estado civil para efectos de la declaración, as the IRS's Spanish writes each. */
const statusLabels: Record<(typeof englishBrackets.statuses)[number]['key'], string> = {
  single: 'Soltero',
  joint: 'Casado que presenta una declaración conjunta',
  'head-of-household': 'Cabeza de familia',
};

export const taxBrackets: typeof englishBrackets = defineContent('tax-brackets.es.ts', taxBracketsSchema, {
  ...englishBrackets,
  statuses: englishBrackets.statuses.map(({ key }) => ({ key, label: statusLabels[key] })),
  // The law's name (standardDeductionChange.law) is a proper name and stays as Congress wrote it.
  sources: englishBrackets.sources.map(inEnglish),
});

export { taxYear, taxYears } from './tax-brackets';
