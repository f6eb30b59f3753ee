/** The privacy notice, /privacy: the field list follows the enquiry schema, the providers and the enquiry service's host content/site.ts, the retention the service enforces. */
import { z } from 'zod';
import { defineContent } from '@/lib/define-content';
import { ENQUIRY_LIMITS, ENQUIRY_RETENTION_DAYS } from '@/server/core/enquiry-rules';
import { enquirySchema, type EnquiryField } from '@/server/core/enquiry-schema';
import { ENQUIRY_SERVICES, isoDate, markdownNoticeSchema, source, type EnquiryService } from '@/lib/schemas';
import { loadEntry } from './markdown';
import { site } from './site';

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

/** What differs with where the enquiry service runs (site.enquiryService). */
const serviceTextSchema = z.object({ addresses: z.string().min(40), stored: z.string().min(40), providersLead: z.string().min(40) });
const byService = z.object(Object.fromEntries(ENQUIRY_SERVICES.map((service) => [service, serviceTextSchema])) as Record<EnquiryService, typeof serviceTextSchema>);

export const privacyPage = defineContent(
  'privacy.ts',
  z.object({
    intro: z.string().min(40),
    collectLead: z.string().min(20),
    why: z.array(z.string().min(20)).min(2),
    alsoCollected: z.array(z.string().min(20)).min(1),
    where: z.array(z.string().min(20)).min(2),
    services: byService,
    noTracking: z.string().min(40),
    rights: z.object({ before: z.string(), between: z.string(), after: z.string().min(40) }),
    changes: z.string().min(20),
    safeguards: markdownNoticeSchema,
    safeguardsSource: source,
    dnt: z.string().min(40),
    effective: isoDate,
    lastReviewed: isoDate,
  }),
  {
    intro:
      'This notice explains what this website collects when you use it, what we do with it, who else is involved, and how to ask for a copy or for deletion. It covers the website and its enquiry form, not the work we do for clients under an engagement letter.',
    collectLead: 'When you send the enquiry form, it sends us these fields and nothing else:',
    why: [
      'To read and answer your enquiry, by email or by phone.',
      'If you become a client, to start the engagement you asked about.',
      'Nothing else: we do not use it for advertising, and we do not sell it.',
    ],
    alsoCollected: [
      'If sending fails, the form keeps a copy of your enquiry in this browser tab only (session storage), so you can try again; it is gone when you close the tab or choose Discard.',
      'Like any web server, the host that serves these pages may record each request (your IP address, the page and the time) in its logs.',
    ],
    where: [
      `To our mailbox, ${site.contact.email}, where we read and answer it. We delete that email, and any copy of the enquiry we export from the enquiry service, ${site.enquiryCopiesKeptMonths} months after our last reply, unless you become a client: then it joins your client file, which we keep as long as the rules for client records require.`,
      'To no one else, unless you become a client and the work needs it (for example, a return we file with the IRS), or the law requires it.',
    ],
    services: {
      'own-server': {
        addresses:
          'Our enquiry service runs on the firm’s own server. To stop floods of spam it counts each IP address’s recent enquiries in memory only, never writing the address down; the web server in front of it records each request (your IP address, the time, the page you sent it from and your browser’s name) in its access log, which is deleted after 15 days.',
        stored: `To our enquiry service’s database on the firm’s own server, which holds it until the email is delivered; the service emails it to our mailbox over an encrypted (TLS) connection. The service deletes a delivered enquiry ${ENQUIRY_RETENTION_DAYS} days after delivery. One it could not deliver is kept until we resend it or delete it.`,
        providersLead:
          'Each page comes from this site’s own address, and the enquiry form sends only to our own server. The site links to these services, run by other companies under their own privacy policies; they receive something from you only if you open them.',
      },
      'cloudflare-worker': {
        addresses:
          'Our enquiry service runs on Cloudflare (listed below). To stop floods of spam it writes your IP address (for IPv6, its first half, your network’s /64) to its database with a count of your recent enquiries and the time of the last, and deletes it one to two minutes after your last one. Cloudflare may also log requests under its own privacy policy.',
        stored: `To our enquiry service’s database, which Cloudflare keeps for us (D1, in the firm’s Cloudflare account), and which holds it until the email is delivered; Cloudflare’s Email Routing carries the email to our mailbox. The service deletes a delivered enquiry ${ENQUIRY_RETENTION_DAYS} days after delivery. One it could not deliver is kept until we resend it or delete it.`,
        providersLead:
          'Each page comes from this site’s own address. Cloudflare runs our enquiry service and receives what you send through the form. The site links to the other services, run by other companies under their own privacy policies; they receive something from you only if you open them.',
      },
    },
    noTracking:
      'The site sets no cookies and runs no analytics, advertising or tracking code. The one note it keeps in your browser’s local storage says that its typefaces are already downloaded, so later visits show them; it says nothing about you. Loading a page asks nothing of any other website: the only thing it ever fetches from elsewhere is the scheduling style sheet listed above, and only once you reach for the booking call to action. The enquiry form sends to our enquiry service only when you press Submit.',
    rights: {
      before: 'To see what we hold about you, to correct it, or to have it deleted, email',
      between: 'or call',
      after:
        '. We will confirm who you are before we send or delete anything. Records we must keep by law or under professional rules, such as a client’s tax working papers, are kept for as long as those rules require.',
    },
    changes: 'When we change this notice, we post the new version here with its new effective date. This version took effect on',
    safeguards: loadEntry(`${PRIVACY_DIR}/safeguards.md`, markdownNoticeSchema),
    safeguardsSource: { label: 'FTC: Safeguards Rule, what your business needs to know (16 CFR Part 314)', url: 'https://www.ftc.gov/business-guidance/resources/ftc-safeguards-rule-what-your-business-needs-know' },
    dnt: 'Some browsers can send a “Do Not Track” signal. This site tracks no one, with or without it: it sets no cookies, runs no analytics or advertising code, and asks no other site for anything while you read. So the signal changes nothing here.',
    effective: '2026-11-25',
    lastReviewed: '2026-11-25',
  },
);
