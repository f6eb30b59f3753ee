/** Las cadenas cortas de la interfaz en español: las mismas claves que content/ui.ts (una clave que falte no pasa la comprobación de tipos). */
import type { Translation } from '@/lib/translation';
import type { ui as english } from './ui';

/** The English twin this file translates: the first 12 hex digits of the SHA-256 of content/ui.ts. */
export const translates = 'faa7fcad71ed';

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
  news: {
    category: 'Categoría: ',
    published: 'Publicado el ',
    readPost: 'Leer la publicación →',
    references: 'Referencias',
    moreNews: 'Más noticias',
    latestNews: 'Últimas noticias',
    inEnglish: 'en inglés',
    ctaTitle: '¿Quiere saber cómo le afecta un cambio?',
    feedTitle: 'Noticias',
  },
  boi: {
    noticeEyebrow: 'Regla final provisional de FinCEN, marzo de 2025',
    aboutEyebrow: 'Ley de Transparencia Corporativa',
    aboutTitle: 'Qué es el informe BOI',
    factsTitle: 'El informe BOI en resumen',
    guidelinesEyebrow: 'Para compañías informantes extranjeras',
    guidelinesTitle: 'Pautas para presentar el informe',
    guidelinesLead: 'Cómo funciona la regla para las compañías que todavía presentan informes y para quien sigue su historia.',
    faqEyebrow: 'Preguntas que escuchamos',
    faqTitle: 'Preguntas frecuentes',
    faqLead: 'Respuestas breves a lo que más nos preguntan los dueños de negocios de Texas sobre los informes BOI.',
    contactTitle: '¿No está seguro de la situación de su compañía?',
    contactText:
      'Díganos cómo está organizada su compañía y dónde está registrada. Revisaremos si tiene que presentar el informe y, si es así, lo prepararemos y presentaremos con usted.',
    contactButton: 'Contáctenos',
    exemptionsCaption: 'Las 23 exenciones del informe BOI',
    exemptionsNumber: 'N.º',
    exemptionsTitle: 'Exención',
    table: {
      rowsPerPage: 'Filas por página',
      previous: 'Página anterior',
      next: 'Página siguiente',
      range: 'Filas {start}–{end} de {total}',
    },
  },
  quickbooks: {
    noticeEyebrow: 'Suspensión de servicios de Intuit',
    supportEnded: 'soporte hasta el',
    affectedEyebrow: 'Qué cambia para usted',
    affectedTitle: 'Servicios que dejaron de funcionar',
    affectedLead: 'Una versión descontinuada todavía abre, pero estos servicios ya no funcionan con ella.',
    migrationEyebrow: 'Certified QuickBooks ProAdvisor',
    migrationTitle: 'Cómo pasar a una versión con soporte',
    planTitle: 'Planifique su actualización o el cambio a QuickBooks Online',
    planText: 'Una breve revisión de cómo usa QuickBooks hoy y, después, una recomendación clara.',
    planButton: 'Obtenga ayuda con la migración',
  },
  privacy: {
    effective: 'Vigente desde el',
    collectTitle: 'Qué recopila el sitio',
    whyTitle: 'Para qué la usamos',
    whereTitle: 'Adónde va y cuánto tiempo la guardamos',
    providersTitle: 'Servicios externos a los que el sitio enlaza o de los que carga contenido',
    receives: 'Si usted lo usa, recibe',
    cookiesTitle: 'Sin cookies ni rastreadores',
    dntTitle: 'Do Not Track (No rastrear)',
    rightsTitle: 'Pida una copia o que se borre su información',
    changesTitle: 'Cambios a este aviso',
    licenceTitle: 'Licencia y quejas',
    licenceLine: '{name} tiene el certificado de {title} de {state} n.º {number}, emitido por la {regulator}.',
    lookup: 'Verifique una licencia en la {link} de la Junta.',
    lookupLink: 'búsqueda pública de titulares de licencia',
    complaints:
      'Las quejas sobre contadores públicos certificados pueden dirigirse por escrito a la {regulator} a la dirección de la Junta que aparece en su sitio web, {site} ({address}), o a {email}.',
    howToFile: 'Cómo presentar una queja: {link}. Regla: {rule}.',
    howToFileLink: 'información de la Junta sobre quejas (en inglés)',
  },
  accessibility: {
    waysLabel: 'Formas de comunicarse con nosotros',
    email: 'Correo electrónico:',
    phone: 'Teléfono:',
    post: 'Por correo postal o en persona:',
  },
};
