/** The Important News box on the home page; its figures come from the One Big Beautiful Bill Act post, which carries the references. */
import { defineContent } from '@/lib/define-content';
import { importantNewsSchema } from '@/lib/schemas';
import { usd } from '@/lib/format';
import { OBBBA_POST_TITLE } from './news';
import { saltCap } from './tax-figures';

const [salt2025, salt2026] = saltCap.byYear;

export const importantNews = defineContent('important-news.ts', importantNewsSchema, {
  title: 'One Big Beautiful Bill Act: what changed for 2025 returns and what it means for 2026',
  para: [
    `The One Big Beautiful Bill Act, signed on July 4, 2025, raised the 2025 standard deduction to $15,750 for single filers and $31,500 for married couples filing jointly, increased the child tax credit to $2,200 per child and lifted the cap on the state and local tax deduction to ${usd(salt2025.cap)} for 2025 (${usd(salt2026.cap)} for 2026), with a lower cap for married filing separately and at higher incomes.`,
    'It also created new deductions for qualified tips, overtime pay, car loan interest and taxpayers 65 and older that run through 2028, so most of these changes carry into your 2026 return. Our article explains each change and who qualifies; a year-end planning review is the best time to put them to work.',
  ],
  link: {
    label: 'Read the full article',
    href: `/news?post=${encodeURIComponent(OBBBA_POST_TITLE)}`,
  },
  lastReviewed: '2026-11-24',
});
