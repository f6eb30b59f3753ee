/** The privacy notice, /privacy: the field list follows the enquiry schema, the providers content/site.ts, the retention the service enforces. */
import { z } from 'zod';
import { defineContent } from '@/lib/define-content';
import { ENQUIRY_LIMITS, ENQUIRY_RETENTION_DAYS } from '@/lib/enquiry-rules';
import { enquirySchema, type EnquiryField } from '@/lib/enquiry-schema';
import { isoDate, markdownNoticeSchema, source } from '@/lib/schemas';
import { loadEntry } from './markdown';

export const PRIVACY_DIR = 'privacy';

type FieldNote = { label: string; what: string };

/** One line for each field the enquiry schema accepts. */
export const enquiryFieldNotes = {
  name: { label: 'Name', what: `your name, up to ${ENQUIRY_LIMITS.nameMax} letters and spaces, so we know whom we are answering` },
  email: { label: 'Email', what: 'your email address, so we can reply' },
  phone: { label: 'Phone', what: `your ${ENQUIRY_LIMITS.phoneDigits}-digit phone number, in case a call is quicker` },
  category: { label: 'Category', what: 'the kind of help you chose from the list, so the enquiry reaches the right work' },
  message: { label: 'Message', what: `what you write, up to ${ENQUIRY_LIMITS.messageMax.toLocaleString('en-US')} characters` },
  timeStamp: { label: 'Time sent', what: 'the date and time you pressed Submit (UTC), which the form adds itself' },
  website: { label: 'Hidden spam trap', what: 'a field people never see; if a program fills it in, the enquiry is treated as spam and not sent' },
} satisfies Record<EnquiryField, FieldNote>;

/** The fields in the order the schema lists them; a field the schema gains without a note above stops the build. */
export const enquiryFields = Object.keys(enquirySchema.shape).map((key) => {
  const note = (enquiryFieldNotes as Record<string, FieldNote | undefined>)[key];
  if (!note) throw new Error(`content/privacy.ts: the enquiry form has a field "${key}" the privacy notice does not describe; add it to enquiryFieldNotes`);
  return { key, ...note };
});

export const enquiryRetentionDays = ENQUIRY_RETENTION_DAYS;

export const privacyPage = defineContent(
  'privacy.ts',
  z.object({
    intro: z.string().min(40),
    why: z.array(z.string().min(20)).min(2),
    alsoCollected: z.array(z.string().min(20)).min(1),
    safeguards: markdownNoticeSchema,
    safeguardsSource: source,
    dnt: z.string().min(40),
    effective: isoDate,
    lastReviewed: isoDate,
  }),
  {
    intro:
      'This notice explains what this website collects when you use it, what we do with it, who else is involved, and how to ask for a copy or for deletion. It covers the website and its enquiry form, not the work we do for clients under an engagement letter.',
    why: [
      'To read and answer your enquiry, by email or by phone.',
      'If you become a client, to start the engagement you asked about.',
      'Nothing else: we do not use it for advertising, and we do not sell it.',
    ],
    alsoCollected: [
      'If sending fails, the form keeps a copy of your enquiry in this browser tab only (session storage), so you can try again; it is gone when you close the tab or choose Discard.',
      'Like any web server, the host that serves these pages may record each request (your IP address, the page and the time) in its logs. Our enquiry service counts requests per address in memory to stop floods of spam; it does not store the address.',
    ],
    safeguards: loadEntry(`${PRIVACY_DIR}/safeguards.md`, markdownNoticeSchema),
    safeguardsSource: { label: 'FTC: Safeguards Rule, what your business needs to know (16 CFR Part 314)', url: 'https://www.ftc.gov/business-guidance/resources/ftc-safeguards-rule-what-your-business-needs-know' },
    dnt: 'Some browsers can send a “Do Not Track” signal. This site tracks no one, with or without it: it sets no cookies, runs no analytics or advertising code, and asks no other site for anything while you read. So the signal changes nothing here.',
    effective: '2026-11-25',
    lastReviewed: '2026-11-25',
  },
);
