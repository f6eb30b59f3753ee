/** The failed enquiry as a mail to the firm: loaded with the sensitive-number check at idle, outside the form's first load. */
import { maskSensitiveNumbers } from '@/server/core/sensitive-numbers';
import type { EnquiryFields } from './enquiry';

export type DraftMailLabels = { name: string; email: string; phone: string; category: string; notChosen: string; masked: string };
export const DRAFT_MAIL_LABELS: DraftMailLabels = {
  name: 'Name',
  email: 'Email',
  phone: 'Phone',
  category: 'Category',
  notChosen: 'Not chosen',
  masked: 'Numbers that looked like a Social Security, ITIN, card or account number show only their last four digits.',
};

/**
 * Its message masked as the enquiry service masks what it stores; `masked` counts the numbers hidden. `labels`: the body's
 * words in the page's language (English by default); the category stays the API's value.
 */
export function draftMailto(email: string, subject: string, fields: EnquiryFields, labels: DraftMailLabels = DRAFT_MAIL_LABELS): { href: string; masked: number } {
  const message = maskSensitiveNumbers(fields.message);
  const lines = [
    `${labels.name}: ${fields.name.trim()}`,
    `${labels.email}: ${fields.email.trim()}`,
    `${labels.phone}: ${fields.phone}`,
    `${labels.category}: ${fields.category || labels.notChosen}`,
    '',
    message.text,
    ...(message.masked.length ? ['', labels.masked] : []),
  ];
  const fullSubject = fields.category ? `${subject}: ${fields.category}` : subject;
  return {
    href: `mailto:${email}?subject=${encodeURIComponent(fullSubject)}&body=${encodeURIComponent(lines.join('\r\n'))}`,
    masked: message.masked.length,
  };
}
