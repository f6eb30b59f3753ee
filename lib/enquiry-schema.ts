/**
 * The contact enquiry: the ONE schema of what the form sends to
 * POST /contactus, so the browser and any server enforce exactly the same rules.
 *
 * No React, Next or path-alias imports (only its zod-free sibling ./enquiry-rules), so a Node
 * server can import this file as it is. It uses `zod/mini` because it also runs in the browser:
 * the contact form loads it (as a separate chunk, on first use of the form) to check an enquiry
 * before sending it. Keep the export names stable: `enquirySchema`, `Enquiry`, `ENQUIRY_LIMITS`
 * (a server helper builds against them).
 */
import { z } from 'zod/mini';
import {
  ENQUIRY_CATEGORIES,
  ENQUIRY_LIMITS,
  ENQUIRY_MESSAGES,
  NAME_PATTERN,
  PHONE_PATTERN,
  TIMESTAMP_PATTERN,
  type EnquiryCategory,
} from './enquiry-rules';

export { ENQUIRY_CATEGORIES, ENQUIRY_LIMITS, ENQUIRY_MESSAGES, NAME_PATTERN, PHONE_PATTERN, TIMESTAMP_PATTERN, type EnquiryCategory };

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
