/** The site's short interface strings in English; content/ui.es.ts has the same keys in Spanish. */
import { ENQUIRY_MESSAGES } from '@/lib/enquiry-rules';
import { DRAFT_MAIL_LABELS, TOAST_MESSAGES } from '@/lib/enquiry';
import { SENSITIVE_NUMBER_NOTICE } from '@/lib/sensitive-numbers';

export const ui = {
  document: {
    skipLink: 'Skip to main content',
  },
  sources: {
    label: 'Sources',
    newTab: ' (opens in a new tab)',
    lastReviewed: 'Last reviewed:',
    figuresCurrent: 'Figures are current as of that date. ',
  },
  contactCta: {
    title: 'Talk to a CPA about your situation',
    book: 'Book a consultation',
    enquire: 'Send an enquiry',
  },
  servicePage: {
    audience: 'Who it is for',
    otherServices: 'Other services',
    engagementEyebrow: 'Working together',
    engagementTitle: 'How an engagement works',
    listEyebrow: 'What we do',
  },
  home: {
    newsHeadlines: 'News headlines',
    importantNews: 'Important news',
    whyEyebrow: 'Why choose us',
    servicesEyebrow: 'What we do',
    learnMore: 'Learn more',
    learnMoreAbout: ' about ',
    freeConsultation: 'Free consultation',
    preferToTalk: 'Prefer to talk?',
    credentials: 'Credentials',
    enlargeImage: 'Enlarge image: ',
    ticker: { play: 'Play news ticker', pause: 'Pause news ticker' },
    carousel: {
      previous: 'Previous slide',
      next: 'Next slide',
      goTo: 'Go to slide ',
      of: ' of ',
      play: 'Play slide show',
      pause: 'Pause slide show',
    },
    lightbox: {
      Lightbox: 'Enlarged image',
      Carousel: 'Images',
      'Photo gallery': 'Enlarged images',
      Slide: 'Image',
      Previous: 'Previous image',
      Next: 'Next image',
      Close: 'Close enlarged image',
    },
  },
  about: {
    whoWeAre: 'Who we are',
    atAGlance: 'At a glance',
    howWeWork: 'How we work',
    founded: 'Founded',
    foundedIn: ', in ',
    texas: ', Texas',
    office: 'Office',
    services: 'Services',
    practiceAreas: ' practice areas, from personal tax to outsourced CFO',
    officeHours: 'Office hours',
    galleryEyebrow: 'Gallery',
    galleryFilterLabel: 'Filter the gallery',
  },
  team: {
    viewProfile: 'View full profile',
    credentials: 'Credentials',
    biography: 'Biography',
    backToTeam: 'Back to the team',
    licence: {
      heading: 'Licence and complaints',
      certificate: (name: string, state: string, title: string) => `${name} holds ${state} ${title} certificate no. `,
      issuedBy: (regulator: string) => `, issued by the ${regulator}.`,
      lookUpBefore: 'Check a licence on the Board’s ',
      lookUp: 'public licensee look-up',
      complaintsBefore: 'Complaints concerning Certified Public Accountants may be addressed in writing to the ',
      complaintsAddress: ' at the Board’s address as it appears on its website at ',
      complaintsOr: ' or at ',
      howToFile: 'How to file: ',
      complaintInfo: 'the Board’s complaint information',
      rule: 'Rule: ',
      newTab: ' (opens in a new tab)',
    },
  },
  contact: {
    mapNewTab: '(opens in a new tab)',
  },
  form: {
    /** Keyed by the shared schema's rules; the English form shows the schema's own messages. */
    messages: ENQUIRY_MESSAGES,
    toasts: TOAST_MESSAGES,
    mail: DRAFT_MAIL_LABELS,
    sensitive: SENSITIVE_NUMBER_NOTICE,
  },
} as const;
