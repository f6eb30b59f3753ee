/** The one schema of POST /contactus, shared by the form (zod/mini, loaded on use) and the enquiry service. */
import { z } from 'zod/mini';
import {
  ENQUIRY_CATEGORIES,
  ENQUIRY_LIMITS,
  ENQUIRY_MESSAGES,
  NAME_PATTERN,
  PHONE_PATTERN,
  TIMESTAMP_PATTERN,
  isRealUtcTimestamp,
  notBlank,
  type EnquiryCategory,
} from './enquiry-rules';

export { ENQUIRY_CATEGORIES, ENQUIRY_LIMITS, ENQUIRY_MESSAGES, NAME_PATTERN, PHONE_PATTERN, TIMESTAMP_PATTERN, type EnquiryCategory };

const M = ENQUIRY_MESSAGES;

// "required" aborts the field's other checks, so a blank field reports one message.

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
  timeStamp: z.string(M.timeStampInvalid).check(z.refine(isRealUtcTimestamp, M.timeStampInvalid)),
  /** Honeypot: hidden from people, so anything in it came from a bot. */
  website: z.optional(z.string().check(z.maxLength(0, M.honeypot))),
});

export type Enquiry = z.infer<typeof enquirySchema>;
export type EnquiryField = keyof Enquiry;
