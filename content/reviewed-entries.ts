/** Every content entry that quotes figures or dates, for the staleness check (`npm run content:check`). */
import { collectText, type ReviewedEntry } from '@/lib/content-review';
import { textBlocks } from '@/lib/markdown';
import { accessibilityStatement } from './accessibility';
import { boi, BOI_DIR } from './boi';
import { importantNews } from './important-news';
import { newsFile, publishedNews } from './news';
import { enquiryFields, privacyPage, PRIVACY_DIR } from './privacy';
import { quickbooks, QUICKBOOKS_DIR } from './quickbooks';
import { serviceFile, servicePages, servicesOverview } from './services';
import { taxBrackets } from './tax-brackets';
import { taxEstimatorPage, taxRatesPage } from './tax-center';
import { taxCalendar } from './tax-calendar';

/** Markdown read as the sentences a visitor sees, so the dated-wording check reads sentences, not table syntax. */
const plainItem = (item: { title: string; body: string }) => ({ title: item.title, text: textBlocks(item.body) });

export const reviewedEntries: ReviewedEntry[] = [
  {
    file: `content/${BOI_DIR}/page.md`,
    entry: 'BOI page',
    lastReviewed: boi.lastReviewed,
    text: collectText({
      ...boi,
      notice: { title: boi.notice.title, text: textBlocks(boi.notice.body) },
      intro: textBlocks(boi.intro),
      guidelines: boi.guidelines.map(plainItem),
      faqs: boi.faqs.map(plainItem),
    }),
  },
  {
    file: `content/${QUICKBOOKS_DIR}/page.md`,
    entry: 'QuickBooks page',
    lastReviewed: quickbooks.lastReviewed,
    text: collectText({
      ...quickbooks,
      notice: { title: quickbooks.notice.title, text: textBlocks(quickbooks.notice.body) },
      migration: textBlocks(quickbooks.migration),
      affectedServices: quickbooks.affectedServices.map(plainItem),
    }),
  },
  {
    file: 'content/privacy.ts',
    entry: 'Privacy notice',
    lastReviewed: privacyPage.lastReviewed,
    text: collectText({
      ...privacyPage,
      safeguards: undefined,
      fields: enquiryFields,
      effective: undefined,
      lastReviewed: undefined,
    }),
  },
  {
    file: `content/${PRIVACY_DIR}/safeguards.md`,
    entry: 'Privacy notice: safeguards',
    lastReviewed: privacyPage.lastReviewed,
    text: textBlocks(privacyPage.safeguards.body),
  },
  {
    file: 'content/accessibility.md',
    entry: 'Accessibility statement',
    lastReviewed: accessibilityStatement.lastReviewed,
    text: textBlocks(accessibilityStatement.body),
  },
  { file: 'content/tax-brackets.ts', entry: 'Tax brackets', lastReviewed: taxBrackets.lastReviewed, text: collectText(taxBrackets) },
  { file: 'content/tax-center.ts', entry: 'Tax Rates page', lastReviewed: taxRatesPage.lastReviewed, text: collectText(taxRatesPage) },
  { file: 'content/tax-center.ts', entry: 'Tax Estimator page', lastReviewed: taxEstimatorPage.lastReviewed, text: collectText(taxEstimatorPage) },
  { file: 'content/tax-calendar.ts', entry: 'Tax Calendar page', lastReviewed: taxCalendar.lastReviewed, text: collectText(taxCalendar) },
  { file: 'content/important-news.ts', entry: 'Important News box', lastReviewed: importantNews.lastReviewed, text: collectText(importantNews) },
  ...[servicesOverview, ...servicePages].map((page) => ({
    file: `content/${serviceFile(page)}`,
    entry: `route "${page.route.path}"`,
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
