import { consultationOffer } from './site';

/** Steps several service pages share; a page's front matter names them (`- consultation`) instead of repeating them. */
export const engagementSteps = {
  consultation: {
    step: `Start with ${consultationOffer}`,
    detail:
      'Tell us what you need by phone, video call or in our Barton Springs Road office. We will tell you plainly whether we are the right fit and what the work involves.',
  },
  fixedQuote: {
    step: 'Engagement letter and fixed quote',
    detail:
      'You receive a written scope of work and a fixed fee before anything starts, so there are no surprise invoices. If the scope changes, we talk to you before the fee does.',
  },
  yearRound: {
    step: 'Year-round support',
    detail:
      'Questions, IRS letters and mid-year changes do not wait for April, and neither do we. Call or email whenever something comes up.',
  },
} as const;
