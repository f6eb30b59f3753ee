/** The firm's identity and every external URL: a real firm adopting the site changes this file. */
import { defineContent } from '@/lib/define-content';
import { siteSchema } from '@/lib/schemas';

export const site = defineContent('site.ts', siteSchema, {
  name: 'Live Oak Ledger CPA',
  shortName: 'Live Oak Ledger',
  tagline: 'Tax, accounting and advisory for Austin families and businesses',
  description:
    'Live Oak Ledger CPA is a certified public accounting firm in Austin, Texas, offering tax preparation and planning, accounting, bookkeeping, outsourced CFO and advisory services.',
  // NEXT_PUBLIC_SITE_URL lets the Lighthouse benchmark build for the address it serves on.
  url: process.env.NEXT_PUBLIC_SITE_URL || 'https://www.liveoakledger.example.com',
  foundingYear: 2011,
  contact: {
    company: 'Live Oak Ledger CPA, PLLC',
    address: '1207 Barton Springs Road, Suite 310',
    city: 'Austin',
    state: 'TX',
    statePin: 'Austin, TX 78704',
    country: 'United States',
    phone: '(512) 555-0142',
    fax: '(512) 555-0143',
    email: 'hello@liveoakledger.example.com',
    mapLink: 'https://www.google.com/maps/search/?api=1&query=1207+Barton+Springs+Road+Suite+310+Austin+TX+78704',
    reviewLink: 'https://search.google.com/local/writereview?placeid=ChIJLiveOakLedgerCPAExample',
    timings: { fromDay: 'Monday', toDay: 'Friday', fromTime: '9:00 AM', toTime: '5:00 PM' },
  },
  mailSubject: 'Enquiry from the website',
  links: {
    clientLogin: 'https://liveoakledger.sharefile.example.com/login',
    fileDrop: 'https://liveoakledger.sharefile.example.com/filedrop',
    booking: 'https://calendly.example.com/liveoakledger/consultation',
    schedulingStylesheet: 'https://assets.calendly.example.com/assets/external/widget.css',
    facebook: 'https://www.facebook.com/liveoakledgercpa',
    instagram: 'https://www.instagram.com/liveoakledgercpa',
  },
  /** Shown in the footer and beside every page's review date. */
  disclaimer:
    'General information, not advice for your particular situation. Reading this site or contacting us does not make you our client; that starts only when we both sign an engagement letter.',
  /** Promises the copy makes about replies and consultations; leave a field out to drop the promise everywhere. */
  commitments: { replyWithin: 'one business day', freeConsultationMinutes: 30 },
  privacyStatement:
    'We collect only what you choose to send us through the enquiry form or by email, use it solely to answer you and serve you as a client, and never sell or share it. Tax documents belong in our secure File Drop, not in the form or in email.',
});

const { replyWithin, freeConsultationMinutes } = site.commitments;
/** The reply promise as a sentence, or '' when the firm makes none. */
export const replyPromise = replyWithin ? `We reply within ${replyWithin}.` : '';
export const consultationOffer = freeConsultationMinutes ? `a free ${freeConsultationMinutes}-minute consultation` : 'a consultation';

export const telHref = `tel:+1${site.contact.phone.replace(/\D/g, '')}`;
export const mailHref = `mailto:${site.contact.email}?subject=${encodeURIComponent(site.mailSubject)}`;
export const officeHours = `${site.contact.timings.fromDay} to ${site.contact.timings.toDay}, ${site.contact.timings.fromTime} to ${site.contact.timings.toTime}`;
