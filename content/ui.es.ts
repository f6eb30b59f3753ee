/** Las cadenas cortas de la interfaz en español: las mismas claves que content/ui.ts (una clave que falte no pasa la comprobación de tipos). */
import type { Translation } from '@/lib/translation';
import type { ui as english } from './ui';

/** The English twin this file translates: the first 12 hex digits of the SHA-256 of content/ui.ts. */
export const translates = '45ce67419099';

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
  layout: {
    mainNav: 'Principal',
    resources: 'Recursos',
    openMenu: 'Abrir menú',
    closeMenu: 'Cerrar menú',
    loadingMenu: 'Cargando el menú…',
    dialogTitle: 'Atención',
    closeDialog: 'Cerrar el cuadro de diálogo',
    dialogClose: 'CERRAR',
    dialogOpen: 'ABRIR',
    inNewTab: 'en una pestaña nueva',
    opensNewTab: '(se abre en una pestaña nueva)',
    contactShortcuts: 'Accesos directos de contacto',
    call: 'Llamar',
    email: 'Correo electrónico',
    map: 'Ubicarnos en Google Maps',
    review: 'Déjenos una reseña en Google',
    socialMedia: 'Redes sociales',
    privacyHeading: 'Nota de privacidad',
    reviewButton: 'Déjenos una reseña en Google',
    usefulHeading: 'Enlaces útiles',
    servicesHeading: 'Nuestros servicios',
    quickbooks: 'QuickBooks Desktop 2022 y 2023',
    contactHeading: 'Contacto',
    fax: 'Fax',
    figuresCurrent: 'Las cifras tributarias están vigentes a la fecha de “Última revisión” que indica su página.',
    rightsReserved: 'Todos los derechos reservados.',
    scrollToTop: 'Volver arriba',
    breadcrumb: 'Ruta de navegación',
    notFound: 'Lo sentimos, la página solicitada no existe.',
    notFoundHome: 'Ir a la página de inicio',
  },
};
