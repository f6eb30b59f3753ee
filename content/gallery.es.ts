/**
 * Spanish twin of content/gallery.ts: the same photos, ids and groups; filter labels, captions and alt text translated.
 */
import { z } from 'zod';
import { defineContent } from '@/lib/define-content';
import { galleryItemSchema } from '@/lib/schemas';
import { gallery as english, galleryFilters as englishFilters, type GalleryFilterId } from './gallery';

/** The English twin this file translates: the first 12 hex digits of the SHA-256 of content/gallery.ts. */
export const translates = '989d9f7ab3f0';

export type { GalleryFilterId } from './gallery';

const filterLabels: Record<GalleryFilterId, string> = {
  all: 'Todas',
  office: 'Nuestra oficina',
  community: 'En la comunidad',
  events: 'Talleres y eventos',
};

export const galleryFilters = englishFilters.map(({ id }) => ({ id, label: filterLabels[id] }));

const spanish: Record<string, { alt: string; caption: string }> = {
  'office-lobby': {
    alt: 'Ilustración de la recepción de Live Oak Ledger CPA con un mostrador y asientos',
    caption: 'Nuestra recepción en Barton Springs Road',
  },
  'conference-room': {
    alt: 'Ilustración de una sala de juntas con una mesa larga, sillas y una pantalla montada en la pared',
    caption: 'La sala de juntas donde hacemos las reuniones de revisión',
  },
  'vita-clinic': {
    alt: 'Ilustración de voluntarios que ayudan a miembros de la comunidad con sus declaraciones de impuestos en mesas plegables',
    caption: 'Voluntariado en una clínica gratuita de preparación de impuestos VITA',
  },
  'food-bank': {
    alt: 'Ilustración de voluntarios que empacan cajas de alimentos donados',
    caption: 'Clasificando donaciones en un banco de alimentos local',
  },
  'tax-workshop': {
    alt: 'Ilustración de un presentador que explica las fechas límite de impuestos a un público sentado',
    caption: 'Impartiendo un taller de impuestos para nuevos dueños de pequeñas empresas',
  },
  'small-business-expo': {
    alt: 'Ilustración de un stand de exhibición con un letrero y folletos en una feria de negocios',
    caption: 'Conociendo a dueños de negocios locales en una feria de pequeñas empresas',
  },
  'team-volunteering': {
    alt: 'Ilustración de voluntarios que trabajan juntos en un evento comunitario al aire libre',
    caption: 'Un día de voluntariado comunitario',
  },
  'client-meeting': {
    alt: 'Ilustración de un contador y un cliente que revisan documentos en un escritorio',
    caption: 'Una reunión de planificación con un cliente',
  },
};

export const gallery: typeof english = defineContent(
  'gallery.es.ts',
  z.array(galleryItemSchema),
  english.map((item) => {
    const es = spanish[item.id];
    if (!es) throw new Error(`content/gallery.es.ts: photo "${item.id}" is in content/gallery.ts but has no Spanish entry here; add one`);
    return { ...item, image: { ...item.image, alt: es.alt }, caption: es.caption };
  }),
);
