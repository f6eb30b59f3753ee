/**
 * Every route of the spec's route table (§2), as path without trailing slash. The SEO table,
 * banners, sitemap and the e2e route sweep all key off this list.
 */
export const routes = [
  '/',
  '/about',
  '/about-us',
  '/team',
  '/teamProfile',
  '/contact',
  '/services',
  '/services-tax',
  '/services-accounting',
  '/services-consulting',
  '/services-personal-tax',
  '/services-business-tax',
  '/services-bookkeeping',
  '/services-cfo',
  '/services-rei',
  '/services-nptax',
  '/services-boi',
  '/services-quickbooks',
  '/tax-center',
  '/tax-rates',
  '/tax-estimator',
  '/tax-calendar',
  '/useful-links',
  '/forms-instructions',
  '/news',
] as const;

export type Route = (typeof routes)[number];
