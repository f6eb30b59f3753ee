/**
 * News posts, /news?post={title}. The first entry is the "Post Not Found" placeholder, which is
 * excluded from the marquee. Each post lists its sources in `references`; a post that quotes
 * figures carries `lastReviewed`.
 */
import { z } from 'zod';
import { defineContent } from '@/lib/define-content';
import { newsPostSchema, type NewsPost } from '@/lib/schemas';
import { usd } from '@/lib/format';
import { franchiseFilingRule, saltCap, saltCapSummary, texasFranchise, texasNoIncomeTax } from './tax-figures';

const [salt2025, salt2026] = saltCap.byYear;

export const OBBBA_POST_TITLE = 'What the One Big Beautiful Bill Act Changes for Your 2025 Return';

export const newsPosts = defineContent('news.ts', z.array(newsPostSchema), [
  {
    title: 'Post Not Found',
    placeholder: true,
    date: '2025-01-01',
    category: 'News',
    description: ['The article you are looking for may have been moved or renamed. Browse our latest news below.'],
  },
  {
    title: 'Texas Franchise Tax Reports Are Due May 15',
    slug: 'texas-franchise-tax-reports-due-may-15',
    summary:
      "Texas franchise tax reports are due May 15: who owes tax, who files only an information report under the no-tax-due threshold, and how to extend.",
    date: '2026-04-01',
    category: 'Texas Tax',
    description: [
      `Texas has no personal income tax, but most businesses organised or doing business in the state are subject to the Texas franchise tax. The franchise tax annual report is due ${texasFranchise.dueDate} (the next business day when that date falls on a weekend or holiday), and it is easy to lose sight of while the federal April deadline takes everyone's attention.`,
      'The tax applies to taxable entities such as corporations, limited liability companies, limited partnerships and professional associations. Sole proprietorships, and general partnerships owned directly by individuals, are not taxable entities.',
      `Owing no tax does not mean there is nothing to file. ${franchiseFilingRule} Entities above the threshold file a full franchise tax report as well.`,
      "If you need more time, the extension has to be requested by May 15. Missing the report can lead to penalties and, in time, the loss of the entity's right to do business in Texas, which is far harder to put right than filing on time.",
      'We prepare franchise tax reports for our business clients alongside their federal returns. If you are not sure whether your entity has to file, or which report applies to it, contact us before the deadline.',
    ],
    keywords: ['Texas franchise tax', 'franchise tax due date', 'May 15', 'no tax due threshold', 'Public Information Report', 'Texas Comptroller'],
    references: [
      {
        label: 'Texas Comptroller of Public Accounts: Franchise Tax',
        url: 'https://comptroller.texas.gov/taxes/franchise/',
      },
      texasFranchise.source,
      texasNoIncomeTax,
    ],
    url: '',
    lastReviewed: '2026-11-24',
  },
  {
    title: '2026 Tax Brackets and Standard Deduction',
    slug: '2026-tax-brackets-and-standard-deduction',
    summary:
      "The IRS's inflation adjustments for 2026: the standard deduction for each filing status and the income at which each federal tax rate starts.",
    date: '2025-10-20',
    category: 'Tax Planning',
    description: [
      'The IRS has published the inflation adjustments for tax year 2026 in Revenue Procedure 2025-32. They apply to income you earn in 2026 and report on the return you file in 2027, and they already reflect the changes made by the One Big Beautiful Bill Act.',
      'The standard deduction for 2026 is $16,100 for single filers, $32,200 for married couples filing jointly and $24,150 for heads of household. For 2025, after the One Big Beautiful Bill Act, the figures are $15,750, $31,500 and $23,625.',
      'The seven rates, from 10% to 37%, stay the same now that the law has made them permanent; the income at which each rate starts moves up. For single filers in 2026 the 12% rate starts over $12,400, 22% over $50,400, 24% over $105,700, 32% over $201,775, 35% over $256,225 and 37% over $640,600.',
      'For married couples filing jointly in 2026 the 12% rate starts over $24,800, 22% over $100,800, 24% over $211,400, 32% over $403,550, 35% over $512,450 and 37% over $768,700.',
      'Higher thresholds mean the same income can fall into a lower bracket. Year-end is a good time to review your withholding, estimated payments and the timing of income and deductions with both years in view. The full 2025 and 2026 tables are on our Tax Rates page.',
    ],
    keywords: ['2026 tax brackets', 'standard deduction 2026', 'Rev. Proc. 2025-32', 'inflation adjustments', 'tax planning'],
    references: [
      { label: 'IRS: Revenue Procedure 2025-32 (2026 inflation adjustments)', url: 'https://www.irs.gov/pub/irs-drop/rp-25-32.pdf' },
      { label: 'IRS: Revenue Procedure 2024-40 (2025 inflation adjustments)', url: 'https://www.irs.gov/pub/irs-drop/rp-24-40.pdf' },
      { label: 'IRS: One Big Beautiful Bill provisions', url: 'https://www.irs.gov/newsroom/one-big-beautiful-bill-provisions' },
    ],
    url: '',
    lastReviewed: '2026-11-24',
  },
  {
    title: OBBBA_POST_TITLE,
    slug: 'one-big-beautiful-bill-act-2025-return',
    summary:
      "What the One Big Beautiful Bill Act changes for 2025 returns: standard deduction, SALT cap, child tax credit and four new deductions, against prior law.",
    date: '2025-07-15',
    category: 'Tax Law',
    description: [
      'The One Big Beautiful Bill Act was signed into law on July 4, 2025, as Public Law 119-21. Many of its individual provisions apply to 2025, so they will show up on the return you file next year. The table below compares prior law for 2025 with the final legislation.',
      'The standard deduction rises to $15,750 for single filers, $31,500 for married couples filing jointly and $23,625 for heads of household, and is indexed for inflation after 2025. The individual rates from 10% to 37% and the 20% qualified business income deduction, both due to expire after 2025, are now permanent.',
      `The cap on the deduction for state and local taxes goes from $10,000 to ${saltCapSummary}. It returns to $10,000 in 2030. In Texas, with no state income tax, the deduction is mostly property tax, plus sales tax if you choose to deduct it; homeowners who itemise may benefit most.`,
      'Four new deductions run from 2025 to 2028: up to $25,000 for qualified tips, up to $12,500 ($25,000 joint) for the qualified overtime premium, up to $10,000 of interest on a loan for a new, US-assembled vehicle taken out after December 31, 2024, and an extra $6,000 for each taxpayer 65 and older. Each is phased out above an income limit, shown in the table.',
      'The child tax credit becomes $2,200 per child from 2025, indexed for inflation, instead of the $2,000 that was scheduled to fall to $1,000 after 2025.',
      'Keep records that support the new deductions: pay stubs or employer statements showing tips and overtime, and the purchase and loan documents for a new vehicle. If you would like to know how the changes affect your own return, contact us.',
    ],
    keywords: [
      'One Big Beautiful Bill Act',
      'Public Law 119-21',
      'standard deduction 2025',
      'SALT cap',
      'no tax on tips',
      'overtime deduction',
      'child tax credit',
    ],
    references: [
      { label: 'IRS: One Big Beautiful Bill provisions', url: 'https://www.irs.gov/newsroom/one-big-beautiful-bill-provisions' },
      { label: 'Public Law 119-21 (H.R. 1, 119th Congress)', url: 'https://www.congress.gov/bill/119th-congress/house-bill/1' },
    ],
    url: '',
    lastReviewed: '2026-11-24',
    comparison: {
      caption: 'Individual provisions: prior law for 2025 against the One Big Beautiful Bill Act',
      columns: ['Provision', 'Prior law for 2025', 'Final legislation'],
      rows: [
        {
          item: 'Standard deduction: single / joint / head of household',
          prior: '$15,000 / $30,000 / $22,500',
          final: '$15,750 / $31,500 / $23,625 for 2025, indexed after',
        },
        {
          item: 'SALT deduction cap',
          prior: '$10,000 ($5,000 married filing separately)',
          final: `${usd(salt2025.cap)} (${usd(salt2025.cap / 2)} MFS) for 2025, ${usd(salt2026.cap)} for 2026, rising 1% a year to ${saltCap.lastYear}; reduced for income above ${usd(salt2025.phaseDownAbove)} (${usd(salt2026.phaseDownAbove)} for 2026; half for MFS), never below ${usd(saltCap.floor)}; back to ${usd(saltCap.floor)} in 2030`,
        },
        {
          item: 'Child tax credit',
          prior: '$2,000 per child (scheduled to fall to $1,000 after 2025)',
          final: '$2,200 per child from 2025, indexed',
        },
        {
          item: 'Qualified tips',
          prior: 'taxable',
          final: 'deduction up to $25,000, 2025-2028, phased out above $150,000 ($300,000 joint)',
        },
        {
          item: 'Qualified overtime premium',
          prior: 'taxable',
          final: 'deduction up to $12,500 ($25,000 joint), 2025-2028, same phase-out',
        },
        {
          item: 'Car loan interest (new, US-assembled vehicle, loan after 31 Dec 2024)',
          prior: 'not deductible',
          final: 'deduction up to $10,000, 2025-2028, phased out above $100,000 ($200,000 joint)',
        },
        {
          item: 'Taxpayers 65 and older',
          prior: 'additional standard deduction only',
          final: 'extra $6,000 deduction each, 2025-2028, phased out above $75,000 ($150,000 joint)',
        },
        {
          item: 'Individual rates and brackets',
          prior: 'TCJA rates scheduled to expire after 2025',
          final: 'TCJA rates (10%-37%) made permanent',
        },
        {
          item: 'Qualified business income deduction (199A)',
          prior: '20%, expiring after 2025',
          final: '20%, made permanent',
        },
      ],
    },
  },
  {
    title: 'QuickBooks Desktop 2022 and 2023 Are No Longer Supported',
    slug: 'quickbooks-desktop-2022-2023-support-ended',
    summary:
      "Intuit no longer supports QuickBooks Desktop 2022 or 2023: what stopped working, what Intuit still sells, and how to move to a supported product.",
    formerTitles: ['QuickBooks Desktop 2022 Support Ends May 31, 2025'],
    date: '2025-04-15',
    category: 'QuickBooks',
    description: [
      'Intuit ended support for QuickBooks Desktop 2022, including Pro Plus 2022, Premier Plus 2022, Mac Plus 2022 and Enterprise 22, after May 31, 2025, under its QuickBooks Desktop service discontinuation policy. QuickBooks Desktop 2023 followed after May 31, 2026.',
      'Both versions still open, but they no longer receive security updates, live support, payroll, bank feeds or online services. Payroll tax tables no longer update, bank transactions no longer download and payments processed through QuickBooks no longer work.',
      'Intuit also stopped selling QuickBooks Desktop Pro Plus, Premier Plus and Mac Plus to new US subscribers after September 30, 2024. QuickBooks Desktop Enterprise is still sold.',
      'If your company file is still on 2022 or 2023, there are three ways forward: the current Desktop release, if your existing subscription includes it; QuickBooks Desktop Enterprise; or QuickBooks Online. The right choice depends on how you use payroll, inventory, job costing and connected apps, and on whether you want to work from anywhere.',
      'Whichever you choose, start with a clean company file. We can reconcile accounts, tidy lists, convert your data, check that balances match afterwards and train your team. Contact us and we will plan the move with you.',
    ],
    keywords: ['QuickBooks Desktop 2022', 'QuickBooks Desktop 2023', 'end of support', 'QuickBooks Online migration', 'ProAdvisor'],
    references: [
      {
        label: 'Intuit: QuickBooks Desktop service discontinuation policy',
        url: 'https://quickbooks.intuit.com/learn-support/en-us/help-article/feature-preferences/quickbooks-desktop-service-discontinuation-policy/L17cXxlie_US_en_US',
      },
    ],
    url: '',
    lastReviewed: '2026-11-24',
  },
  {
    title: 'BOI Reporting: Domestic Companies Now Exempt',
    slug: 'boi-reporting-domestic-companies-exempt',
    summary:
      "FinCEN's interim final rule of March 2025 exempts companies created in the United States from BOI reporting; foreign reporting companies still file.",
    date: '2025-03-27',
    category: 'Compliance',
    description: [
      "On March 21, 2025, FinCEN issued an interim final rule, published in the Federal Register on March 26, 2025 (90 FR 13688), that exempts companies created in the United States and their beneficial owners from beneficial ownership information (BOI) reporting under the Corporate Transparency Act.",
      'For Texas corporations, LLCs and limited partnerships, that means no initial BOI report, and no updated or corrected reports for companies that filed earlier.',
      'Foreign companies registered to do business in a US state are still reporting companies. Those already registered had to file by April 25, 2025; those that register later have 30 days from registering. They do not have to report any US persons as beneficial owners.',
      'Because this is an interim final rule, FinCEN can still revise it when it issues a final rule. We are following the rulemaking and will contact affected clients if anything changes. Our BOI page keeps the full guidelines for foreign reporting companies.',
    ],
    keywords: ['BOI reporting', 'beneficial ownership information', 'Corporate Transparency Act', 'FinCEN interim final rule', 'domestic reporting company'],
    references: [
      {
        label: 'Federal Register, document 2025-05199 (90 FR 13688)',
        url: 'https://www.federalregister.gov/documents/2025/03/26/2025-05199/beneficial-ownership-information-reporting-requirement-revision-and-deadline-extension',
      },
      { label: 'FinCEN: Beneficial Ownership Information Reporting', url: 'https://www.fincen.gov/boi' },
    ],
    url: '',
    lastReviewed: '2026-11-24',
  },
]);

export type PublishedPost = NewsPost & { slug: string; summary: string; lastReviewed: string };

const isPublished = (post: NewsPost): post is PublishedPost => !post.placeholder && !!post.slug && !!post.summary && !!post.lastReviewed;

/** The real posts, newest first as written, each with its own page. */
export const publishedNews: PublishedPost[] = newsPosts.filter(isPublished);
