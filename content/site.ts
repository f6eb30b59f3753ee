/** The firm's identity and every external URL: a real firm adopting the site changes this file. */
import { defineContent } from '@/lib/define-content';
import { placeholder } from '@/lib/placeholder';
import { siteSchema, type EnquiryService } from '@/lib/schemas';

export const site = defineContent('site.ts', siteSchema, {
  name: 'Live Oak Ledger CPA',
  /** The name on your firm licence from the Board, exactly; `name` and `contact.company` must be it (22 TAC 501.81, 501.83). */
  licensedName: placeholder('the name on your firm licence'),
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
  /** The Texas State Board of Public Accountancy: licence look-up and the complaint notice of 22 TAC 501.85. */
  regulator: {
    name: 'Texas State Board of Public Accountancy',
    url: 'https://www.tsbpa.texas.gov',
    licenseeLookup: 'https://www.tsbpa.texas.gov/php/fpl/indlookup.php',
    complaints: 'https://www.tsbpa.texas.gov/enforcement/filing-complaint.html',
    enforcementEmail: 'enforcement@tsbpa.texas.gov',
    address: '505 E. Huntland Drive, Suite 380, Austin, TX 78752-3757',
    rule: { label: '22 Texas Administrative Code 501.85: Complaint Notice', url: 'https://www.law.cornell.edu/regulations/texas/22-Tex-Admin-Code-SS-501-85' },
  },
  /** Shown in the footer and beside every page's review date. */
  disclaimer:
    'General information, not advice for your particular situation. Reading this site or contacting us does not make you our client; that starts only when we both sign an engagement letter.',
  /**
   * Where the enquiry service runs, which the privacy notice describes: 'cloudflare-worker' (README, "The enquiry API on
   * Cloudflare Workers") or 'own-server' (the Node service on the firm's Linux server). `npm run site` and
   * `npm run site:worker` build for the one they start (ENQUIRY_SERVICE).
   */
  // A value other than the two stops the build (lib/schemas.ts).
  enquiryService: (process.env.ENQUIRY_SERVICE || 'cloudflare-worker') as EnquiryService,
  /** Months the firm keeps an enquiry's copies outside the service (the email in its mailbox, a staff export) once answered. */
  enquiryCopiesKeptMonths: 12,
  /** Promises the copy makes about replies and consultations; leave a field out to drop the promise everywhere. `slowerReplies` is when one CPA cannot keep `replyWithin`. */
  commitments: { replyWithin: 'one business day', slowerReplies: 'from February to mid-April', freeConsultationMinutes: 30 },
});

/**
 * Made-up values npm run launch-check cannot tell by their look (it finds example addresses, 555-01xx numbers,
 * placeholder() values and make-art drawings itself): delete each entry once it holds your firm's own.
 */
export const standIns: { file: string; field: string; what: string }[] = [
  { file: 'content/site.ts', field: 'contact.address, statePin, mapLink', what: 'the office address (the suite is made up) and the map search built from it' },
  { file: 'content/site.ts', field: 'foundingYear', what: 'the year the firm was founded' },
  { file: 'content/site.ts', field: 'links.facebook, links.instagram', what: 'social pages of the fictional firm' },
  { file: 'content/team.ts', field: 'the founder (name, credentials, biography)', what: 'a fictional CPA: list your own people and their credentials' },
  { file: 'content/about.ts', field: 'paragraphs', what: 'the fictional firm’s story (its founder and founding year)' },
];

export type Provider = {
  name: string;
  /** What it does for the site, as the privacy notice says it. */
  role: string;
  hrefs: string[];
  /** What a visitor gives it, when the visitor uses it; absent when the site only links to it. */
  receives?: string;
  /** True when the site fetches something from it (only ever on the visitor's intent), not only links to it. */
  loads?: boolean;
};

/** Every outside service the site links to or loads from, built from the links above. */
const linkedProviders: Provider[] = [
  {
    name: 'File-sharing portal',
    role: 'Client Login and File Drop open it in a new tab: clients log in there, and visitors upload files for us',
    hrefs: [site.links.clientLogin, site.links.fileDrop],
    receives: 'the files you upload and the email, name and company its form asks for',
  },
  {
    name: 'Online booking page',
    role: 'the Book and Schedule a consultation buttons open it in a new tab',
    hrefs: [site.links.booking],
    receives: 'the name, contact details and time you give when you book',
  },
  {
    name: 'Scheduling style sheet',
    role: 'a style sheet from the booking provider, fetched only when you reach for the booking call to action on the home or About page (point at it, touch it or move keyboard focus into it)',
    hrefs: [site.links.schedulingStylesheet],
    loads: true,
  },
  { name: 'Google Maps', role: 'the address and map links open it in a new tab', hrefs: [site.contact.mapLink] },
  { name: 'Google reviews', role: 'Review Us On Google opens it in a new tab', hrefs: [site.contact.reviewLink] },
  {
    name: 'Facebook and Instagram',
    role: 'the social links open our pages there in a new tab',
    hrefs: [site.links.facebook, site.links.instagram, ...(site.links.linkedin ? [site.links.linkedin] : [])],
  },
];

/** The enquiry service's host, when it is the Cloudflare Worker (server/worker: D1, Email Routing's send_email). */
export const enquiryHost: Provider = {
  name: 'Cloudflare',
  role: 'runs our enquiry service: the form sends your enquiry to it, it keeps the enquiry in its database (D1) and mails it to us through its Email Routing',
  hrefs: ['https://www.cloudflare.com/privacypolicy/'],
  receives: 'everything you send through the enquiry form, and your IP address, which it keeps for a minute or two to limit how many enquiries one address can send',
};

/** The outside services for the enquiry service a firm runs: Cloudflare receives data only when it runs the service. */
export function providersFor(service: EnquiryService): Provider[] {
  return service === 'cloudflare-worker' ? [enquiryHost, ...linkedProviders] : linkedProviders;
}

export const providers: Provider[] = providersFor(site.enquiryService);

const receiving = linkedProviders.filter((p) => p.receives).map((p) => p.name.toLowerCase());

/** The footer's summary of the privacy notice: whom the site shares with follows from the providers listed above. */
export function privacyStatementFor(service: EnquiryService): string {
  const viaHost = service === 'cloudflare-worker' ? `${enquiryHost.name}, which runs our enquiry service, ` : '';
  return `We use what you send us only to answer you and serve you as a client, and we do not sell it. It reaches only ${viaHost}our email provider, the ${receiving.join(' or ')} if you use them, and, as the law requires, tax authorities such as the IRS.`;
}

export const privacyStatement = privacyStatementFor(site.enquiryService);

const { replyWithin, slowerReplies, freeConsultationMinutes } = site.commitments;
/** The reply promise as a sentence, or '' when the firm makes none. */
export const replyPromise = !replyWithin ? '' : slowerReplies ? `We usually reply within ${replyWithin}; ${slowerReplies} it can take longer.` : `We usually reply within ${replyWithin}.`;
export const consultationOffer = freeConsultationMinutes ? `a free ${freeConsultationMinutes}-minute consultation` : 'a consultation';

export const telHref = `tel:+1${site.contact.phone.replace(/\D/g, '')}`;
export const mailHref = `mailto:${site.contact.email}?subject=${encodeURIComponent(site.mailSubject)}`;
export const officeHours = `${site.contact.timings.fromDay} to ${site.contact.timings.toDay}, ${site.contact.timings.fromTime} to ${site.contact.timings.toTime}`;
