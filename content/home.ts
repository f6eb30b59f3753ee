/**
 * Copy for the home page sections. Service cards, slides, certificates and the
 * Important News box have their own content files.
 */
import { consultationOffer } from './site';
import { proAdvisorSubject } from './team';

export const home = {
  hero: {
    eyebrow: 'Austin CPA firm since 2011',
    title: 'Tax and accounting advice, in plain English',
    lead: 'Live Oak Ledger CPA helps Austin families, small businesses, real estate investors and non-profits file with confidence and plan ahead, with the fee agreed in writing before work begins.',
    cta: 'Get Started',
    secondary: 'Explore our services',
    highlights: ['CPA-led since 2011', 'Fees agreed in writing', 'Answers all year round'],
    image: {
      src: '/images/hero.svg',
      width: 1200,
      height: 900,
      alt: 'Illustration of a live oak spreading over the Austin skyline and Capitol, with a growth chart and a completed checklist',
    },
  },
  servicesHelp: {
    title: 'Not sure where to start?',
    text: 'Tell us what is going on and we will point you to the right service, or tell you honestly if you do not need us.',
    cta: 'Ask a CPA',
  },
  servicesIntro: {
    title: 'Our services',
    lead: 'From a single personal return to monthly books and CFO-level reporting, every engagement is led by a CPA who knows your file.',
  },
  consultation: {
    title: `Schedule ${consultationOffer}`,
    text: 'Book a call or office visit to talk through your situation. We will tell you what we would do, what it would cost and whether we are the right fit.',
    cta: 'Schedule a consultation',
  },
  certificationsTitle: 'Certified QuickBooks ProAdvisor, Online and Desktop',
  certificationsLead: `Intuit certifies ${proAdvisorSubject || 'the firm'} on both QuickBooks Online and QuickBooks Desktop, so we can set up, clean up and move your books with confidence.`,
  whyTitle: 'Why choose Live Oak Ledger',
  whyLead: 'The work most of our clients start with, each one led by a CPA from the first meeting to the final review.',
  newsTitle: 'Latest news',
} as const;
