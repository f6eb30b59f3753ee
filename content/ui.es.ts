/** Las cadenas cortas de la interfaz en español: las mismas claves que content/ui.ts (una clave que falte no pasa la comprobación de tipos). */
import type { Translation } from '@/lib/translation';
import type { ui as english } from './ui';

/** The English twin this file translates: the first 12 hex digits of the SHA-256 of content/ui.ts. */
export const translates = 'fc95d921bdcd';

export const ui: Translation<typeof english> = {
  document: {
    skipLink: 'Ir al contenido principal',
  },
  sources: {
    label: 'Fuentes',
    newTab: ' (se abre en una pestaña nueva)',
    lastReviewed: 'Última revisión:',
    figuresCurrent: 'Las cifras están vigentes a esa fecha. ',
  },
  contactCta: {
    title: 'Hable con un CPA sobre su situación',
    book: 'Reserve una consulta',
    enquire: 'Envíe una consulta',
  },
  servicePage: {
    audience: 'Para quién es',
    otherServices: 'Otros servicios',
    engagementEyebrow: 'Cómo trabajamos juntos',
    engagementTitle: 'Cómo funciona un encargo',
    listEyebrow: 'Lo que hacemos',
  },
};
