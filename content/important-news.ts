/**
 * The Important News box on the home page. Figures come from the One Big Beautiful Bill Act news
 * post (content/news.ts), which carries the IRS references; keep the two in step.
 */
import { defineContent } from '@/lib/define-content';
import { importantNewsSchema } from '@/lib/schemas';

/** Exact title of the OBBBA post in content/news.ts; the link selects it by title. */
const OBBBA_POST_TITLE = 'What the One Big Beautiful Bill Act Changes for Your 2025 Return';

export const importantNews = defineContent('important-news.ts', importantNewsSchema, {
  title: 'One Big Beautiful Bill Act: what changed for 2025 returns and what it means for 2026',
  para: [
    'The One Big Beautiful Bill Act, signed on July 4, 2025, raised the 2025 standard deduction to $15,750 for single filers and $31,500 for married couples filing jointly, increased the child tax credit to $2,200 per child and lifted the cap on the state and local tax deduction to $40,000.',
    'It also created new deductions for qualified tips, overtime pay, car loan interest and taxpayers 65 and older that run through 2028, so most of these changes carry into your 2026 return. Our article explains each change and who qualifies; a year-end planning review is the best time to put them to work.',
  ],
  link: {
    label: 'Read the full article',
    href: `/news?post=${encodeURIComponent(OBBBA_POST_TITLE)}`,
  },
});
