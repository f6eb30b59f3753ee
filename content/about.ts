/**
 * Copy for the about page (/about and /about-us). The firm is fictional.
 */
export const about = {
  heading: 'About Live Oak Ledger CPA',
  paragraphs: [
    'Live Oak Ledger CPA, PLLC is a certified public accounting firm in Austin, Texas. Maria Delgado founded the firm in 2011 after years in public accounting, with the aim of giving families and small businesses the kind of attentive, year-round advice usually reserved for much larger clients.',
    'We serve individuals and families, owner-managed businesses, real estate investors and non-profit organizations across Central Texas, with tax preparation and planning, bookkeeping and accounting, consulting and outsourced CFO services.',
    'Our name comes from the live oak, the tree that shades so much of Austin: slow-growing, deep-rooted and built to last. We aim to be that kind of presence for our clients, steady and dependable over the long term.',
    'We work the same way with every client. We answer promptly, explain our advice without jargon, and agree the fee in writing before any work starts.',
  ],
  values: [
    {
      title: 'Responsiveness',
      text: 'Calls and emails are answered promptly by someone who knows your file, in tax season and out of it.',
    },
    {
      title: 'Plain-English advice',
      text: 'We explain what we recommend and why, in words you can act on, and put the important points in writing.',
    },
    {
      title: 'Fees agreed before work begins',
      text: 'Your engagement letter sets the fee for the work it describes before that work begins. Anything beyond it we price and agree with you first.',
    },
    {
      title: 'Year-round partnership',
      text: 'Tax planning, IRS letters and business decisions happen all year, so our support does too.',
    },
  ],
  teamHeading: 'Meet our founder',
  galleryHeading: 'Life at Live Oak Ledger',
  galleryLead: 'Our office, our clients and the Austin community we are proud to be part of.',
} as const;
