/**
 * The contact enquiry (spec §3, §5, §7, §9): the ONE schema of what the form sends to
 * POST /contactus, so the browser and any server enforce exactly the same rules.
 *
 * Self-contained on purpose: no React, Next or path-alias imports, so a Node server can import
 * this file as it is. It uses `zod/mini` because it ships in the contact page's client JS
 * (full zod would add ~15 kB gzip there). Keep the export names stable: `enquirySchema`,
 * `Enquiry`, `ENQUIRY_LIMITS` (a server helper builds against them).
 */
import { z } from 'zod/mini';

/** Field limits (spec §9) plus the message cap this site adds. */
export const ENQUIRY_LIMITS = {
  nameMax: 35,
  emailMax: 254,
  /** On submit the email must be LONGER than this many characters (spec §5). */
  emailMinExclusive: 5,
  phoneDigits: 10,
  messageMax: 5000,
} as const;

/**
 * The category values a visitor can choose (spec §3), in order, without the empty
 * "Select Category *" placeholder. Mirrors content/categories.ts (a unit test keeps them equal);
 * it lives here so a server needs nothing from content/.
 */
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

/** Letters of every script (with their combining marks) and spaces, nothing else. */
export const NAME_PATTERN = /^[\p{L}\p{M} ]+$/u;
/** The phone as the form displays it: "(NNN) NNN-NNNN". */
export const PHONE_PATTERN = /^\(\d{3}\) \d{3}-\d{4}$/;
/** UTC timestamp added on submit: "YYYY-MM-DD HH:MM:SS". */
export const TIMESTAMP_PATTERN = /^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/;

/** Visitor-facing messages, one per rule. "Please Enter Valid Email" is the spec's wording. */
export const ENQUIRY_MESSAGES = {
  nameRequired: 'Please enter your name.',
  nameChars: 'Please use letters and spaces only.',
  nameMax: `Please keep your name to ${ENQUIRY_LIMITS.nameMax} characters or fewer.`,
  emailRequired: 'Please enter your email address.',
  emailInvalid: 'Please Enter Valid Email',
  emailMax: `Please keep your email address to ${ENQUIRY_LIMITS.emailMax} characters or fewer.`,
  phoneRequired: 'Please enter your phone number.',
  phoneInvalid: 'Please enter a 10-digit phone number, for example (512) 555-0142.',
  categoryRequired: 'Please select a category.',
  messageRequired: 'Please enter a message.',
  messageMax: `Please keep your message to ${ENQUIRY_LIMITS.messageMax.toLocaleString('en-US')} characters or fewer.`,
  timeStampInvalid: 'The enquiry time must look like YYYY-MM-DD HH:MM:SS (UTC).',
  honeypot: 'This field must be left empty.',
} as const;

const M = ENQUIRY_MESSAGES;
const notBlank = (value: string) => value.trim().length > 0;

// The "required" check aborts the field's other checks when it fails, so a blank field reports
// one message, not three. The form shows the first message of each field.

export const enquirySchema = z.object({
  name: z.string(M.nameRequired).check(
    z.refine(notBlank, { error: M.nameRequired, abort: true }),
    z.regex(NAME_PATTERN, { error: M.nameChars }),
    z.maxLength(ENQUIRY_LIMITS.nameMax, { error: M.nameMax }),
  ),
  email: z.string(M.emailRequired).check(
    z.refine(notBlank, { error: M.emailRequired, abort: true }),
    z.minLength(ENQUIRY_LIMITS.emailMinExclusive + 1, { error: M.emailInvalid, abort: true }),
    z.maxLength(ENQUIRY_LIMITS.emailMax, { error: M.emailMax, abort: true }),
    z.regex(z.regexes.email, { error: M.emailInvalid }),
  ),
  phone: z.string(M.phoneRequired).check(
    z.refine(notBlank, { error: M.phoneRequired, abort: true }),
    z.regex(PHONE_PATTERN, { error: M.phoneInvalid }),
  ),
  category: z.enum(ENQUIRY_CATEGORIES, { error: M.categoryRequired }),
  message: z.string(M.messageRequired).check(
    z.refine(notBlank, { error: M.messageRequired, abort: true }),
    z.maxLength(ENQUIRY_LIMITS.messageMax, { error: M.messageMax }),
  ),
  timeStamp: z.string(M.timeStampInvalid).check(z.regex(TIMESTAMP_PATTERN, M.timeStampInvalid)),
  /** Honeypot: hidden from people, so anything in it came from a bot. */
  website: z.optional(z.string().check(z.maxLength(0, M.honeypot))),
});

export type Enquiry = z.infer<typeof enquirySchema>;
export type EnquiryField = keyof Enquiry;
