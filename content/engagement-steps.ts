import { consultationOffer } from './site';

/** Steps several service pages share; a page's front matter names them (`- consultation`) instead of repeating them. */
export const engagementSteps = {
  consultation: {
    step: `Start with ${consultationOffer}`,
    detail:
      'Tell us what you need by phone, video call or in our Barton Springs Road office. We will tell you plainly whether we are the right fit and what the work involves.',
  },
  fixedQuote: {
    step: 'Engagement letter and written quote',
    detail:
      'Before work starts, your engagement letter sets out the scope of the work and its fee, based on what the work involves: for a return, the forms and schedules it needs. Work beyond that scope we quote and agree with you before doing it.',
  },
  yearRound: {
    step: 'Year-round support',
    detail:
      'Questions, IRS letters and mid-year changes do not wait for April, and neither do we. Call or email whenever something comes up.',
  },
} as const;
