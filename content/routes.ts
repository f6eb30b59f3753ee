import { z } from 'zod';
import { defineContent } from '@/lib/define-content';
import { routeSchema, type RouteRecord, type ServiceCard } from '@/lib/schemas';
import { serviceRoutes } from './services';
import { teamWording } from './team';

/** Every page's route record, except the service pages, whose records head their Markdown files in content/services/. */
const pageRoutes = defineContent('routes.ts', z.array(routeSchema), [
  {
    path: '/',
    title: 'Austin CPA for Tax, Accounting & Advisory',
    description: 'Austin, Texas CPA firm for individuals, small businesses, real estate investors and non-profits: tax preparation and planning, bookkeeping and outsourced CFO.',
    keywords: ['Austin CPA', 'tax preparation Austin', 'small business accountant Texas', 'bookkeeping', 'outsourced CFO'],
    navLabel: 'Home',
  },
  {
    path: '/about',
    title: 'About Us',
    description: 'Meet Live Oak Ledger CPA: an Austin accounting firm since 2011 giving plain-English tax and accounting advice to families, owners and non-profits.',
    keywords: ['about Live Oak Ledger CPA', 'Austin accounting firm', 'CPA firm Texas', 'CPA in Austin'],
    heading: 'About Us',
    art: 'about',
    navLabel: 'About',
  },
  {
    path: '/team',
    title: teamWording.pageTitle,
    description: teamWording.pageDescription,
    keywords: ['Austin CPA team', 'Texas CPA', 'QuickBooks ProAdvisor Austin', 'accountant profile'],
    heading: teamWording.pageTitle,
    art: 'team',
    navLabel: 'Team',
  },
  {
    path: '/teamProfile',
    title: 'Team Profile',
    description: teamWording.profileDescription,
    keywords: ['CPA profile', 'Austin accountant', 'Live Oak Ledger CPA team'],
    heading: 'Team Profile',
    art: 'team',
    parent: '/team',
    ogType: 'profile',
    index: false,
  },
  {
    path: '/contact',
    title: 'Contact Us',
    description: 'Contact Live Oak Ledger CPA in Austin, Texas: call, email, visit our Barton Springs Road office or send an enquiry online. Open Monday to Friday, 9 AM to 5 PM.',
    keywords: ['contact CPA Austin', 'accountant near me Austin', 'tax help enquiry', 'CPA office hours'],
    heading: 'Contact Us',
    art: 'contact',
    navLabel: 'Contact',
  },
  {
    path: '/services-boi',
    card: {
      order: 7,
      serviceId: 'boi',
      icon: { name: 'ShieldCheck', style: 'outline', colour: '#8a6212' },
      title: 'Beneficial Ownership Information (BOI)',
      description:
        'Guidance on the Corporate Transparency Act after FinCEN’s 2025 interim final rule, which exempts US-created companies, and BOI reports for foreign companies registered to do business in Texas.',
    },
    title: 'Beneficial Ownership Information (BOI)',
    description: 'BOI reporting after FinCEN’s March 2025 rule: domestic companies are exempt, foreign registered companies still report. Guidance and filing help.',
    keywords: ['BOI reporting', 'beneficial ownership information', 'Corporate Transparency Act', 'FinCEN BOI Texas'],
    heading: 'Beneficial Ownership Information (BOI)',
    art: 'boi',
    parent: '/services',
  },
  {
    path: '/services-quickbooks',
    title: 'QuickBooks Desktop 2022 and 2023 Discontinuation',
    description: 'QuickBooks Desktop 2022 lost support after May 31, 2025, and 2023 after May 31, 2026. What stopped working, and how to upgrade or move to QuickBooks Online.',
    keywords: ['QuickBooks Desktop 2022 discontinued', 'QuickBooks Desktop 2023 discontinued', 'QuickBooks Online migration', 'QuickBooks ProAdvisor Austin'],
    heading: 'QuickBooks Desktop 2022 and 2023 Discontinuation',
    art: 'quickbooks',
    parent: '/services',
  },
  {
    path: '/tax-center',
    title: 'Tax Center',
    description: 'Tax resources for our clients: current federal tax rates, a tax estimator, IRS publications, a calendar of federal and Texas due dates and refund status.',
    keywords: ['tax center', 'tax resources', 'tax estimator', 'IRS publications', 'tax calendar', 'refund status'],
    heading: 'Tax Center',
    art: 'tax-center',
  },
  {
    path: '/tax-rates',
    title: 'Tax Rates',
    description: 'Federal income tax brackets and standard deductions for 2025 and 2026, for single, joint and head of household filers, with sources from the IRS.',
    keywords: ['2026 tax brackets', '2025 tax brackets', 'standard deduction 2026', 'federal income tax rates'],
    heading: 'Tax Rates',
    art: 'tax-center',
    parent: '/tax-center',
  },
  {
    path: '/tax-estimator',
    title: 'Federal Income Tax Estimator',
    description: 'Estimate your 2025 or 2026 federal income tax from taxable income or wages: the tax, marginal and effective rates and a bracket-by-bracket breakdown.',
    keywords: ['federal income tax calculator', 'tax bracket calculator 2026', '2025 income tax estimate', 'marginal tax rate', 'effective tax rate'],
    heading: 'Tax Estimator',
    art: 'tax-center',
    parent: '/tax-center',
  },
  {
    path: '/tax-calendar',
    title: 'Tax Calendar',
    description: 'Federal and Texas tax due dates for individuals, businesses, employers and non-profits, moved for weekends and holidays, with sources. Subscribe in your calendar.',
    keywords: ['tax calendar', 'tax due dates', 'estimated tax due dates', 'Form 941 due dates', 'Texas franchise tax due date', 'tax deadline calendar subscription'],
    heading: 'Tax Calendar',
    art: 'tax-center',
    parent: '/tax-center',
  },
  {
    path: '/useful-links',
    title: 'Useful Links',
    description: 'Official websites our clients use most: Social Security, the SBA, the Commerce Department, the IRS, EIN applications and the Texas Workforce Commission.',
    keywords: ['useful tax links', 'IRS website', 'apply for EIN', 'Texas Workforce Commission', 'SBA'],
    heading: 'Useful Links',
    art: 'useful-links',
  },
  {
    path: '/forms-instructions',
    title: 'Forms & Instructions',
    description: 'Download common IRS forms and instructions: Form 1040, W-9, W-4, W-2, 941, 4506-T, 9465, 1040-X, 2848, W-7 and Circular 230.',
    keywords: ['IRS forms', 'Form 1040', 'W-9', 'W-4', 'Form 941', 'Form 2848'],
    heading: 'Forms & Instructions',
    art: 'forms',
  },
  {
    path: '/news',
    title: 'News',
    description: 'Tax and accounting news for Texas individuals and businesses from Live Oak Ledger CPA: law changes, deadlines and what they mean for you.',
    keywords: ['tax news', 'Texas tax updates', 'One Big Beautiful Bill Act', 'CPA news Austin'],
    heading: 'News',
    art: 'news',
  },
  {
    path: '/privacy',
    title: 'Privacy Notice',
    description: 'What this site collects through the enquiry form, where it goes, how long it is kept, which outside services it links to, and how to ask for a copy or deletion.',
    keywords: ['privacy notice', 'CPA privacy policy', 'enquiry form data', 'FTC Safeguards Rule', 'Do Not Track'],
    heading: 'Privacy Notice',
    art: 'contact',
  },
  {
    path: '/accessibility',
    title: 'Accessibility Statement',
    description: 'The accessibility standard this site aims to meet (WCAG 2.2 AA), how it is tested, the outside services we do not control, and how to report a barrier.',
    keywords: ['accessibility statement', 'WCAG 2.2 AA', 'accessible CPA website', 'report an accessibility barrier'],
    heading: 'Accessibility Statement',
    art: 'about',
  },]);

export const routes: RouteRecord[] = [...pageRoutes, ...serviceRoutes];
for (const [index, route] of routes.entries()) {
  if (routes.findIndex((r) => r.path === route.path) !== index) throw new Error(`Two route records for "${route.path}"`);
}

/** The services as their cards list them, in order. */
export const services: ServiceCard[] = routes
  .flatMap((route) => (route.card ? [{ ...route.card, nav: route.path }] : []))
  .sort((a, b) => a.order - b.order);

/** Paths that show another route's page; they are left out of the sitemap and point search engines at the original. */
export const aliases: Record<string, string> = { '/about-us': '/about' };

/** A banner's motif, by its route's `art` name. */
export const bannerArt = (name: string) => ({ src: `/images/banners/${name}.svg`, width: 1600, height: 480, alt: '' });

/** The sky and skyline every banner's motif is laid over. */
export const bannerFrame = bannerArt('frame');
