/**
 * The Why Choose Us carousel (home and about): personal tax, business tax, bookkeeping.
 */
import { z } from 'zod';
import { defineContent } from '@/lib/define-content';
import { slideSchema } from '@/lib/schemas';

export const whyChooseUs = defineContent('slides.ts', z.array(slideSchema), [
  {
    id: 'personal-tax',
    title: 'Personal Tax',
    text: 'Federal returns for employees, the self-employed, retirees and investors, prepared by a CPA and reviewed with you before anything is filed.',
    href: '/services-personal-tax',
    image: {
      src: '/images/slides/personal-tax.svg',
      width: 800,
      height: 560,
      alt: 'Illustration of a family reviewing a tax return together at a kitchen table',
    },
  },
  {
    id: 'business-tax',
    title: 'Business Tax',
    text: 'Partnership, S corporation and C corporation returns and Texas franchise tax reports, coordinated with each owner’s personal return.',
    href: '/services-business-tax',
    image: {
      src: '/images/slides/business-tax.svg',
      width: 800,
      height: 560,
      alt: 'Illustration of a business owner and an accountant reviewing financial statements at a desk',
    },
  },
  {
    id: 'bookkeeping',
    title: 'Bookkeeping',
    text: 'Monthly reconciliations and financial statements in QuickBooks Online, so your numbers are current all year and tax time starts clean.',
    href: '/services-bookkeeping',
    image: {
      src: '/images/slides/bookkeeping.svg',
      width: 800,
      height: 560,
      alt: 'Illustration of a laptop showing a balanced ledger beside a stack of receipts and a calculator',
    },
  },
]);
