/**
 * The two QuickBooks ProAdvisor certification badges shown on the home page.
 */
import { z } from 'zod';
import { defineContent } from '@/lib/define-content';
import { certificateSchema } from '@/lib/schemas';

export const certificates = defineContent('certificates.ts', z.array(certificateSchema), [
  {
    image: {
      src: '/images/badges/proadvisor-online.svg',
      width: 320,
      height: 320,
      alt: 'Certified QuickBooks Online ProAdvisor badge',
    },
    alt: 'Certified QuickBooks Online ProAdvisor badge',
  },
  {
    image: {
      src: '/images/badges/proadvisor-desktop.svg',
      width: 320,
      height: 320,
      alt: 'Certified QuickBooks Desktop ProAdvisor badge',
    },
    alt: 'Certified QuickBooks Desktop ProAdvisor badge',
  },
]);
