/**
 * Spanish twin of content/certificates.ts: the same badges, alt text translated (Intuit's credential names stay).
 */
import { z } from 'zod';
import { defineContent } from '@/lib/define-content';
import { certificateSchema } from '@/lib/schemas';
import { certificates as english } from './certificates';

/** The English twin this file translates: the first 12 hex digits of the SHA-256 of content/certificates.ts. */
export const translates = 'c3ba0d5f31be';

/** By badge image, so a badge added in English without Spanish stops the build. */
const alt: Record<string, string> = {
  '/images/badges/proadvisor-online.svg': 'Insignia de Certified QuickBooks Online ProAdvisor',
  '/images/badges/proadvisor-desktop.svg': 'Insignia de Certified QuickBooks Desktop ProAdvisor',
};

export const certificates: typeof english = defineContent(
  'certificates.es.ts',
  z.array(certificateSchema),
  english.map((certificate) => {
    const text = alt[certificate.image.src];
    if (!text) throw new Error(`content/certificates.es.ts: the badge ${certificate.image.src} has no Spanish alt text here; add it`);
    return { ...certificate, image: { ...certificate.image, alt: text }, alt: text };
  }),
);
