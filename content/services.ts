/**
 * The seven services, in display order. Each `nav` is the service's page; `icon.name` is a
 * lucide-react export and `icon.colour` reads on white at 3:1 or better.
 */
import { z } from 'zod';
import { defineContent } from '@/lib/define-content';
import { serviceSchema } from '@/lib/schemas';

export const services = defineContent('services.ts', z.array(serviceSchema), [
  {
    serviceId: 'tax',
    icon: { name: 'ReceiptText', style: 'outline', colour: '#1e3a5f' },
    title: 'Tax Services',
    nav: '/services-tax',
    description:
      'Federal tax preparation and year-round planning for individuals, families and businesses, with Texas franchise tax reports filed alongside. We also answer IRS notices and represent you if a letter arrives.',
  },
  {
    serviceId: 'accounting',
    icon: { name: 'Calculator', style: 'outline', colour: '#1d5fa8' },
    title: 'Accounting Services',
    nav: '/services-accounting',
    description:
      'Monthly bookkeeping, reconciliations and financial statements kept in QuickBooks Online, so your numbers are current when you need to make a decision or file a return.',
  },
  {
    serviceId: 'consulting',
    icon: { name: 'Lightbulb', style: 'outline', colour: '#8a6212' },
    title: 'Consulting Services',
    nav: '/services-consulting',
    description:
      'Practical advice on choosing and changing your business entity, setting owner pay, cleaning up your accounting systems and planning for a sale or succession.',
  },
  {
    serviceId: 'cfo',
    icon: { name: 'ChartLine', style: 'outline', colour: '#0f6b63' },
    title: 'Outsourced CFO Services',
    nav: '/services-cfo',
    description:
      'Cash-flow forecasts, budgets, KPI dashboards and board or lender reporting from a CPA who knows your books, for growing companies not yet ready for a full-time CFO.',
  },
  {
    serviceId: 'rei',
    icon: { name: 'House', style: 'outline', colour: '#1e3a5f' },
    title: 'Real Estate Investing Services',
    nav: '/services-rei',
    description:
      'Tax and accounting for rental owners and investors: Schedule E reporting, depreciation and cost segregation, 1031 exchanges, passive loss planning and entity structuring.',
  },
  {
    serviceId: 'nptax',
    icon: { name: 'HandHeart', style: 'outline', colour: '#1d5fa8' },
    title: 'Non-Profit Tax Services',
    nav: '/services-nptax',
    description:
      'Form 990-series returns, Texas franchise and sales tax exemption applications and unrelated business income filings for charities, associations and foundations.',
  },
  {
    serviceId: 'boi',
    icon: { name: 'ShieldCheck', style: 'outline', colour: '#8a6212' },
    title: 'Beneficial Ownership Information (BOI)',
    nav: '/services-boi',
    description:
      'Guidance on the Corporate Transparency Act after FinCEN’s 2025 interim final rule, which exempts US-created companies, and BOI reports for foreign companies registered to do business in Texas.',
  },
]);
