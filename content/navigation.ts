import { defineContent } from '@/lib/define-content';
import { navigationSchema } from '@/lib/schemas';

export const navigation = defineContent('navigation.ts', navigationSchema, {
  main: [
    { label: 'Home', href: '/' },
    { label: 'About', href: '/about', activeFor: ['/about-us'] },
    // Services stays highlighted on every services sub-page.
    { label: 'Services', href: '/services', activeFor: ['/services-'] },
    // Team is highlighted for the profile page too.
    { label: 'Team', href: '/team', activeFor: ['/teamProfile'] },
  ],
  resources: [
    { label: 'Tax Center', href: '/tax-center', activeFor: ['/tax-rates', '/tax-estimator'] },
    { label: 'Tax Calendar', href: '/tax-calendar' },
    { label: 'Useful Links', href: '/useful-links' },
    { label: 'Forms & Instructions', href: '/forms-instructions' },
  ],
  footerUseful: [
    { label: 'Home', href: '/' },
    { label: 'About us', href: '/about' },
    { label: 'Services', href: '/services' },
    { label: 'File Drop', dialog: 'fileDrop' },
    { label: 'Client Login', dialog: 'clientLogin' },
  ],
});

/** Contact sits after the Resources dropdown in the header. */
export const contactNavItem = { label: 'Contact', href: '/contact', activeFor: [] as string[] };
