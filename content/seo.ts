import { z } from 'zod';
import { defineContent } from '@/lib/define-content';
import { seoEntrySchema } from '@/lib/schemas';
import { routes } from './routes';

/**
 * The per-page SEO table. Titles are the page title only: the root
 * layout's template appends the firm name. Every route in content/routes.ts has exactly one entry
 * (checked below and in the unit tests).
 */
export const seo = defineContent('seo.ts', z.array(seoEntrySchema), [
  {
    page: '/',
    title: 'Austin CPA for Tax, Accounting & Advisory',
    description:
      'Austin, Texas CPA firm for individuals, small businesses, real estate investors and non-profits: tax preparation and planning, bookkeeping and outsourced CFO.',
    keywords: ['Austin CPA', 'tax preparation Austin', 'small business accountant Texas', 'bookkeeping', 'outsourced CFO'],
    url: '/',
  },
  {
    page: '/about',
    title: 'About Us',
    description:
      'Meet Live Oak Ledger CPA: an Austin accounting firm since 2011 giving plain-English tax and accounting advice to families, owners and non-profits.',
    keywords: ['about Live Oak Ledger CPA', 'Austin accounting firm', 'CPA firm Texas', 'fixed-fee accountant'],
    url: '/about',
  },
  {
    page: '/about-us',
    title: 'About Us',
    description:
      'Meet Live Oak Ledger CPA: an Austin accounting firm since 2011 giving plain-English tax and accounting advice to families, owners and non-profits.',
    keywords: ['about Live Oak Ledger CPA', 'Austin accounting firm', 'CPA firm Texas', 'fixed-fee accountant'],
    url: '/about',
    index: false,
  },
  {
    page: '/team',
    title: 'Our Team',
    description:
      'The people behind Live Oak Ledger CPA: a licensed Texas CPA and Certified QuickBooks ProAdvisor who prepares your returns and keeps your books.',
    keywords: ['Austin CPA team', 'Texas CPA', 'QuickBooks ProAdvisor Austin', 'accountant profile'],
    url: '/team',
  },
  {
    page: '/teamProfile',
    title: 'Team Profile',
    description:
      'Profile of a Live Oak Ledger CPA team member: background, credentials and the clients they serve in Austin and across Texas.',
    keywords: ['CPA profile', 'Austin accountant', 'Live Oak Ledger CPA team'],
    url: '/teamProfile',
    ogType: 'profile',
    // The profile is chosen from the Team page; a bare deep link redirects there.
    index: false,
  },
  {
    page: '/contact',
    title: 'Contact Us',
    description:
      'Contact Live Oak Ledger CPA in Austin, Texas: call, email, visit our Barton Springs Road office or send an enquiry online. Open Monday to Friday, 9 AM to 5 PM.',
    keywords: ['contact CPA Austin', 'accountant near me Austin', 'tax help enquiry', 'CPA office hours'],
    url: '/contact',
  },
  {
    page: '/services',
    title: 'Services',
    description:
      'Tax, accounting, bookkeeping, consulting, outsourced CFO, real estate investing, non-profit tax and BOI services from an Austin, Texas CPA firm.',
    keywords: ['CPA services', 'tax and accounting services Austin', 'bookkeeping services Texas', 'outsourced CFO'],
    url: '/services',
  },
  {
    page: '/services-tax',
    title: 'Tax Services',
    description:
      'Individual and business tax preparation, year-round planning and IRS notice help from an Austin CPA firm that knows Texas franchise tax.',
    keywords: ['tax services Austin', 'tax preparation', 'tax planning', 'IRS notice help', 'Texas franchise tax'],
    url: '/services-tax',
  },
  {
    page: '/services-accounting',
    title: 'Accounting Services',
    description:
      'Monthly accounting, financial statements, payroll coordination and Texas sales tax filings for Austin small businesses, at a fixed monthly fee.',
    keywords: ['accounting services Austin', 'small business accounting', 'financial statements', 'Texas sales tax filing'],
    url: '/services-accounting',
  },
  {
    page: '/services-consulting',
    title: 'Consulting Services',
    description:
      'Business consulting from a CPA firm: entity selection, pricing and profitability reviews, succession planning and growth decisions for Texas owners.',
    keywords: ['business consulting Austin', 'entity selection', 'CPA advisory', 'profitability review'],
    url: '/services-consulting',
  },
  {
    page: '/services-personal-tax',
    title: 'Personal Tax Services',
    description:
      'Personal tax return preparation and planning in Austin: Form 1040, investments, rental property, self-employment income and life changes.',
    keywords: ['personal tax preparation Austin', 'individual tax return', 'Form 1040 CPA', 'tax planning for families'],
    url: '/services-personal-tax',
  },
  {
    page: '/services-business-tax',
    title: 'Business Tax Services',
    description:
      'Business tax returns for S corporations, partnerships, LLCs and C corporations, plus Texas franchise tax reports, from an Austin CPA firm.',
    keywords: ['business tax preparation Austin', 'S corporation tax return', 'partnership return', 'Texas franchise tax report'],
    url: '/services-business-tax',
  },
  {
    page: '/services-bookkeeping',
    title: 'Bookkeeping Services',
    description:
      'Monthly bookkeeping in QuickBooks Online for Austin small businesses: reconciliations, clean-up, payroll coordination and month-end reports.',
    keywords: ['bookkeeping Austin', 'QuickBooks bookkeeping', 'monthly reconciliations', 'catch-up bookkeeping'],
    url: '/services-bookkeeping',
  },
  {
    page: '/services-cfo',
    title: 'Outsourced CFO Services',
    description:
      'Part-time CFO services for growing Texas companies: cash-flow forecasts, budgets, KPI dashboards, board reporting and lender packages.',
    keywords: ['outsourced CFO Austin', 'fractional CFO Texas', 'cash flow forecasting', 'KPI dashboard'],
    url: '/services-cfo',
  },
  {
    page: '/services-rei',
    title: 'Real Estate Investing Services',
    description:
      'Tax and accounting for real estate investors: Schedule E, depreciation, cost segregation, 1031 exchanges and entity structuring in Texas.',
    keywords: ['real estate investor CPA', 'rental property taxes', '1031 exchange', 'cost segregation', 'Schedule E'],
    url: '/services-rei',
  },
  {
    page: '/services-nptax',
    title: 'Non-Profit Tax Services',
    description:
      'Form 990 series returns, exemption applications and Texas tax exemptions for non-profits, churches and foundations in Central Texas.',
    keywords: ['non-profit tax Austin', 'Form 990 preparation', '990-EZ', 'Texas sales tax exemption non-profit'],
    url: '/services-nptax',
  },
  {
    page: '/services-boi',
    title: 'Beneficial Ownership Information (BOI)',
    description:
      'BOI reporting after FinCEN’s March 2025 rule: domestic companies are exempt, foreign registered companies still report. Guidance and filing help.',
    keywords: ['BOI reporting', 'beneficial ownership information', 'Corporate Transparency Act', 'FinCEN BOI Texas'],
    url: '/services-boi',
  },
  {
    page: '/services-quickbooks',
    title: 'QuickBooks Desktop 2022 Discontinuation',
    description:
      'QuickBooks Desktop 2022 lost support after May 31, 2025. What stopped working, and how we help you upgrade or move to QuickBooks Online safely.',
    keywords: ['QuickBooks Desktop 2022 discontinued', 'QuickBooks Online migration', 'QuickBooks ProAdvisor Austin'],
    url: '/services-quickbooks',
  },
  {
    page: '/tax-center',
    title: 'Tax Center',
    description:
      'Tax resources for our clients: current federal tax rates, a tax estimator, IRS publications, a calendar of federal and Texas due dates and refund status.',
    keywords: ['tax center', 'tax resources', 'tax estimator', 'IRS publications', 'tax calendar', 'refund status'],
    url: '/tax-center',
  },
  {
    page: '/tax-rates',
    title: 'Tax Rates',
    description:
      'Federal income tax brackets and standard deductions for 2025 and 2026, for single, joint and head of household filers, with sources from the IRS.',
    keywords: ['2026 tax brackets', '2025 tax brackets', 'standard deduction 2026', 'federal income tax rates'],
    url: '/tax-rates',
  },
  {
    page: '/tax-estimator',
    title: 'Federal Income Tax Estimator',
    description:
      'Estimate your 2025 or 2026 federal income tax from taxable income or wages: the tax, marginal and effective rates and a bracket-by-bracket breakdown.',
    keywords: ['federal income tax calculator', 'tax bracket calculator 2026', '2025 income tax estimate', 'marginal tax rate', 'effective tax rate'],
    url: '/tax-estimator',
  },
  {
    page: '/tax-calendar',
    title: 'Tax Calendar',
    description:
      'Federal and Texas tax due dates for individuals, businesses, employers and non-profits, moved for weekends and holidays, with sources. Subscribe in your calendar.',
    keywords: ['tax calendar', 'tax due dates', 'estimated tax due dates', 'Form 941 due dates', 'Texas franchise tax due date', 'tax deadline calendar subscription'],
    url: '/tax-calendar',
  },
  {
    page: '/useful-links',
    title: 'Useful Links',
    description:
      'Official websites our clients use most: Social Security, the SBA, the Commerce Department, the IRS, EIN applications and the Texas Workforce Commission.',
    keywords: ['useful tax links', 'IRS website', 'apply for EIN', 'Texas Workforce Commission', 'SBA'],
    url: '/useful-links',
  },
  {
    page: '/forms-instructions',
    title: 'Forms & Instructions',
    description:
      'Download common IRS forms and instructions: Form 1040, W-9, W-4, W-2, 941, 4506-T, 9465, 1040-X, 2848, W-7 and Circular 230.',
    keywords: ['IRS forms', 'Form 1040', 'W-9', 'W-4', 'Form 941', 'Form 2848'],
    url: '/forms-instructions',
  },
  {
    page: '/news',
    title: 'News',
    description:
      'Tax and accounting news for Texas individuals and businesses from Live Oak Ledger CPA: law changes, deadlines and what they mean for you.',
    keywords: ['tax news', 'Texas tax updates', 'One Big Beautiful Bill Act', 'CPA news Austin'],
    url: '/news',
    ogType: 'article',
  },
]);

const missing = routes.filter((route) => !seo.some((entry) => entry.page === route));
if (missing.length) throw new Error(`content/seo.ts has no entry for: ${missing.join(', ')}`);

export function seoFor(page: string) {
  const entry = seo.find((e) => e.page === page);
  if (!entry) throw new Error(`content/seo.ts has no entry for page "${page}"`);
  return entry;
}
