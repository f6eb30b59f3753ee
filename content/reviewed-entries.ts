/** Every content entry that quotes figures or dates, for the staleness check (`npm run content:check`). */
import { collectText, type ReviewedEntry } from '@/lib/content-review';
import { textBlocks } from '@/lib/markdown';
import { boi } from './boi';
import { importantNews } from './important-news';
import { newsFile, publishedNews } from './news';
import { quickbooks } from './quickbooks';
import { servicePages } from './service-pages';
import { taxBrackets } from './tax-brackets';
import { taxEstimatorPage, taxRatesPage } from './tax-center';
import { taxCalendar } from './tax-calendar';

export const reviewedEntries: ReviewedEntry[] = [
  { file: 'content/boi.ts', entry: 'BOI page', lastReviewed: boi.lastReviewed, text: collectText(boi) },
  { file: 'content/quickbooks.ts', entry: 'QuickBooks page', lastReviewed: quickbooks.lastReviewed, text: collectText(quickbooks) },
  { file: 'content/tax-brackets.ts', entry: 'Tax brackets', lastReviewed: taxBrackets.lastReviewed, text: collectText(taxBrackets) },
  { file: 'content/tax-center.ts', entry: 'Tax Rates page', lastReviewed: taxRatesPage.lastReviewed, text: collectText(taxRatesPage) },
  { file: 'content/tax-center.ts', entry: 'Tax Estimator page', lastReviewed: taxEstimatorPage.lastReviewed, text: collectText(taxEstimatorPage) },
  { file: 'content/tax-calendar.ts', entry: 'Tax Calendar page', lastReviewed: taxCalendar.lastReviewed, text: collectText(taxCalendar) },
  { file: 'content/important-news.ts', entry: 'Important News box', lastReviewed: importantNews.lastReviewed, text: collectText(importantNews) },
  ...servicePages.map((page) => ({
    file: 'content/service-pages.ts',
    entry: `route "${page.route}"`,
    lastReviewed: page.lastReviewed,
    text: collectText(page),
  })),
  ...publishedNews.map((post) => ({
    file: newsFile(post),
    entry: `title "${post.title}"`,
    lastReviewed: post.lastReviewed,
    text: collectText({ ...post, body: textBlocks(post.body), formerTitles: [], date: undefined, lastReviewed: undefined }),
  })),
];
