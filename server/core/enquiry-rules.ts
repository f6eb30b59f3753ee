/** The enquiry's rules as plain data: the form needs them at first paint, the zod schema only on use. */
import { groupDigits } from './group-digits';

export const ENQUIRY_LIMITS = {
  nameMax: 35,
  emailMax: 254,
  /** On submit the email must be LONGER than this many characters. */
  emailMinExclusive: 5,
  phoneDigits: 10,
  messageMax: 5000,
} as const;

/** Mirrors content/categories.ts (a test keeps them equal) so the service needs nothing from content/. */
export const ENQUIRY_CATEGORIES = [
  'Tax Services',
  'Accounting Services',
  'Consulting Services',
  'Outsourced CFO Services',
  'Real Estate Investing Services',
  'Non-Profit Tax Services',
  'Beneficial Owner Information (BOI)',
  'QuickBooks',
  'Others',
] as const;
export type EnquiryCategory = (typeof ENQUIRY_CATEGORIES)[number];

export const NAME_PATTERN = /^[\p{L}\p{M} ]+$/u;
export const PHONE_PATTERN = /^\(\d{3}\) \d{3}-\d{4}$/;
export const TIMESTAMP_PATTERN = /^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/;

/** "YYYY-MM-DD HH:MM:SS" naming a moment that exists in UTC (no 2026-02-30, no 25:61, no leap second). */
export function isRealUtcTimestamp(value: string): boolean {
  if (!TIMESTAMP_PATTERN.test(value)) return false;
  const [y, mo, d, h, mi, s] = value.split(/[- :]/).map(Number) as [number, number, number, number, number, number];
  const date = new Date(Date.UTC(y, mo - 1, d, h, mi, s));
  return (
    date.getUTCFullYear() === y && date.getUTCMonth() === mo - 1 && date.getUTCDate() === d &&
    date.getUTCHours() === h && date.getUTCMinutes() === mi && date.getUTCSeconds() === s
  );
}

/** A blank field fails with this message alone (its other checks stop), so the form can say it before the schema loads. */
export const REQUIRED_MESSAGES = {
  name: 'Please enter your name.',
  email: 'Please enter your email address.',
  phone: 'Please enter your phone number.',
  category: 'Please select a category.',
  message: 'Please enter a message.',
} as const;

export const notBlank = (value: string) => value.trim().length > 0;

export const ENQUIRY_MESSAGES = {
  nameRequired: REQUIRED_MESSAGES.name,
  nameChars: 'Please use letters and spaces only.',
  nameMax: `Please keep your name to ${ENQUIRY_LIMITS.nameMax} characters or fewer.`,
  emailRequired: REQUIRED_MESSAGES.email,
  emailInvalid: 'Please Enter Valid Email',
  emailMax: `Please keep your email address to ${ENQUIRY_LIMITS.emailMax} characters or fewer.`,
  phoneRequired: REQUIRED_MESSAGES.phone,
  phoneInvalid: 'Please enter a 10-digit phone number, for example (512) 555-0142.',
  categoryRequired: REQUIRED_MESSAGES.category,
  messageRequired: REQUIRED_MESSAGES.message,
  messageMax: `Please keep your message to ${groupDigits(ENQUIRY_LIMITS.messageMax)} characters or fewer.`,
  timeStampInvalid: 'The enquiry time must be a real date and time in UTC, written YYYY-MM-DD HH:MM:SS.',
  honeypot: 'This field must be left empty.',
} as const;

/** Days a delivered enquiry is kept before the service deletes it (RETENTION_DAYS); the privacy notice quotes it. */
export const ENQUIRY_RETENTION_DAYS = 90;
