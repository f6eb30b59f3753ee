/**
 * Photos for the filterable portfolio grid, with the filter entries.
 * `groups` holds the filter ids an item belongs to; "all" matches every item.
 */
import { z } from 'zod';
import { defineContent } from '@/lib/define-content';
import { galleryItemSchema } from '@/lib/schemas';

export const galleryFilters = [
  { id: 'all', label: 'All' },
  { id: 'office', label: 'Our office' },
  { id: 'community', label: 'In the community' },
  { id: 'events', label: 'Workshops & events' },
] as const;

export type GalleryFilterId = (typeof galleryFilters)[number]['id'];

export const gallery = defineContent('gallery.ts', z.array(galleryItemSchema), [
  {
    id: 'office-lobby',
    image: {
      src: '/images/gallery/office-lobby.svg',
      width: 800,
      height: 1000,
      alt: 'Illustration of the Live Oak Ledger CPA reception area with a front desk and seating',
    },
    caption: 'Our reception area on Barton Springs Road',
    groups: ['office'],
  },
  {
    id: 'conference-room',
    image: {
      src: '/images/gallery/conference-room.svg',
      width: 800,
      height: 600,
      alt: 'Illustration of a conference room with a long table, chairs and a wall-mounted screen',
    },
    caption: 'The conference room where we hold review meetings',
    groups: ['office'],
  },
  {
    id: 'vita-clinic',
    image: {
      src: '/images/gallery/vita-clinic.svg',
      width: 800,
      height: 800,
      alt: 'Illustration of volunteers helping community members with their tax returns at folding tables',
    },
    caption: 'Volunteering at a free VITA tax-preparation clinic',
    groups: ['community'],
  },
  {
    id: 'food-bank',
    image: {
      src: '/images/gallery/food-bank.svg',
      width: 800,
      height: 600,
      alt: 'Illustration of volunteers packing boxes of donated food',
    },
    caption: 'Sorting donations at a local food bank',
    groups: ['community'],
  },
  {
    id: 'tax-workshop',
    image: {
      src: '/images/gallery/tax-workshop.svg',
      width: 800,
      height: 1000,
      alt: 'Illustration of a presenter explaining tax deadlines to a seated audience',
    },
    caption: 'Teaching a tax workshop for new small business owners',
    groups: ['events'],
  },
  {
    id: 'small-business-expo',
    image: {
      src: '/images/gallery/small-business-expo.svg',
      width: 800,
      height: 600,
      alt: 'Illustration of an exhibition booth with a banner and brochures at a business expo',
    },
    caption: 'Meeting local owners at a small business expo',
    groups: ['events'],
  },
  {
    id: 'team-volunteering',
    image: {
      src: '/images/gallery/team-volunteering.svg',
      width: 800,
      height: 800,
      alt: 'Illustration of volunteers working together at an outdoor community event',
    },
    caption: 'A community volunteer day',
    groups: ['community', 'events'],
  },
  {
    id: 'client-meeting',
    image: {
      src: '/images/gallery/client-meeting.svg',
      width: 800,
      height: 600,
      alt: 'Illustration of an accountant and a client reviewing documents across a desk',
    },
    caption: 'A planning meeting with a client',
    groups: ['office'],
  },
]);
