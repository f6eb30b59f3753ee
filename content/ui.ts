/** The site's short interface strings in English; content/ui.es.ts has the same keys in Spanish. */
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
} as const;
