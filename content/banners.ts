import { z } from 'zod';
import { defineContent } from '@/lib/define-content';
import { bannerSchema } from '@/lib/schemas';

const art = (name: string, alt = '') => ({ src: `/images/banners/${name}.svg`, width: 1600, height: 480, alt });
const services = { label: 'Services', href: '/services' };

/**
 * Page banners: image, page name and the breadcrumb trail
 * between Home and the page. Banner art is decorative (empty alt): the page name is the heading.
 */
export const banners = defineContent('banners.ts', z.array(bannerSchema), [
  { key: '/about', image: art('about'), pageName: 'About Us', pageNav: [] },
  { key: '/team', image: art('team'), pageName: 'Our Team', pageNav: [] },
  { key: '/teamProfile', image: art('team'), pageName: 'Team Profile', pageNav: [{ label: 'Team', href: '/team' }] },
  { key: '/contact', image: art('contact'), pageName: 'Contact Us', pageNav: [] },
  { key: '/services', image: art('services'), pageName: 'Services', pageNav: [] },
  { key: '/services-tax', image: art('tax'), pageName: 'Tax Services', pageNav: [services] },
  { key: '/services-accounting', image: art('accounting'), pageName: 'Accounting Services', pageNav: [services] },
  { key: '/services-consulting', image: art('consulting'), pageName: 'Consulting Services', pageNav: [services] },
  {
    key: '/services-personal-tax',
    image: art('tax'),
    pageName: 'Personal Tax Services',
    pageNav: [services, { label: 'Tax Services', href: '/services-tax' }],
  },
  {
    key: '/services-business-tax',
    image: art('tax'),
    pageName: 'Business Tax Services',
    pageNav: [services, { label: 'Tax Services', href: '/services-tax' }],
  },
  {
    key: '/services-bookkeeping',
    image: art('accounting'),
    pageName: 'Bookkeeping Services',
    pageNav: [services, { label: 'Accounting Services', href: '/services-accounting' }],
  },
  { key: '/services-cfo', image: art('cfo'), pageName: 'Outsourced CFO Services', pageNav: [services] },
  { key: '/services-rei', image: art('rei'), pageName: 'Real Estate Investing Services', pageNav: [services] },
  { key: '/services-nptax', image: art('nptax'), pageName: 'Non-Profit Tax Services', pageNav: [services] },
  { key: '/services-boi', image: art('boi'), pageName: 'Beneficial Ownership Information (BOI)', pageNav: [services] },
  { key: '/services-quickbooks', image: art('quickbooks'), pageName: 'QuickBooks Desktop 2022 Discontinuation', pageNav: [services] },
  { key: '/tax-center', image: art('tax-center'), pageName: 'Tax Center', pageNav: [] },
  { key: '/tax-rates', image: art('tax-center'), pageName: 'Tax Rates', pageNav: [{ label: 'Tax Center', href: '/tax-center' }] },
  { key: '/tax-estimator', image: art('tax-center'), pageName: 'Tax Estimator', pageNav: [{ label: 'Tax Center', href: '/tax-center' }] },
  { key: '/tax-calendar', image: art('tax-center'), pageName: 'Tax Calendar', pageNav: [{ label: 'Tax Center', href: '/tax-center' }] },
  { key: '/useful-links', image: art('useful-links'), pageName: 'Useful Links', pageNav: [] },
  { key: '/forms-instructions', image: art('forms'), pageName: 'Forms & Instructions', pageNav: [] },
  { key: '/news', image: art('news'), pageName: 'News', pageNav: [] },
  { key: '/not-found', image: art('not-found'), pageName: '404', pageNav: [] },
  // Careers appears only as a banner entry, with no route.
  { key: 'careers', image: art('careers'), pageName: 'Careers', pageNav: [] },
]);

export function bannerFor(key: string) {
  const banner = banners.find((b) => b.key === key);
  if (!banner) throw new Error(`content/banners.ts has no banner for "${key}"`);
  return banner;
}
