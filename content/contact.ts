/** Copy of the contact page and the enquiry form; the firm's details come from content/site.ts. */
import { replyPromise } from './site';

export const contactPage = {
  intro: {
    eyebrow: 'Get in touch',
    title: 'Talk to a CPA who knows Austin',
    lead: `Call, email or send us a note below. ${replyPromise}`.trim(),
  },
  details: {
    heading: 'Visit or call',
    address: 'Office',
    phone: 'Phone',
    fax: 'Fax',
    email: 'Email',
    hours: 'Office hours',
    hoursNote: 'Closed on weekends and federal holidays.',
    map: 'Open in Google Maps',
  },
  form: {
    heading: 'Send us an enquiry',
    lead: `Tell us a little about what you need and how to reach you. ${replyPromise}`.trim(),
    sensitiveTitle: 'Please keep it general',
    sensitiveText:
      'Do not include Social Security numbers, bank or card details, or documents in this form. Once we are in touch, upload files securely through',
    sensitiveAction: 'File Drop',
    noScript: 'The enquiry form needs JavaScript. Please call or email us instead; our details are on this page.',
  },
} as const;

export const enquiryFormCopy = {
  labels: {
    name: 'Name',
    email: 'Email',
    phone: 'Phone',
    category: 'Category',
    message: 'Message',
    honeypot: 'Leave this field empty',
  },
  hints: {
    name: 'Letters and spaces only.',
    phone: '10 digits, for example (512) 555-0142.',
  },
  privacy: ['What happens to what you send, and for how long: read our ', 'privacy notice', '.'],
  submit: 'Submit',
  submitting: 'Sending…',
  requiredNote: ['Fields marked ', ' are required.'],
  recovery: {
    heading: 'Your enquiry was not sent',
    text: 'We kept a copy of it in this browser tab. Restore it into the form to try again, or send it to us by email; nothing needs to be typed again.',
    restore: 'Restore my enquiry',
    email: 'Email it to us instead',
    discard: 'Discard',
  },
} as const;

export type EnquiryFormCopy = typeof enquiryFormCopy;
