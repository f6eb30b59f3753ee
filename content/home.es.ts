/**
 * Spanish twin of content/home.ts: the same sections and image, the offer and the ProAdvisor sentence built
 * from the same data as the English.
 */
import type { Translation } from '@/lib/translation';
import { home as english } from './home';
import { consultationOffer } from './engagement-steps.es';
import { proAdvisorSubject } from './team.es';

/** The English twin this file translates: the first 12 hex digits of the SHA-256 of content/home.ts. */
export const translates = 'a9652bafe142';

export const home: Translation<typeof english> = {
  hero: {
    eyebrow: 'Firma de CPA en Austin desde 2011',
    title: 'Asesoría tributaria y contable, en palabras sencillas',
    lead: 'Live Oak Ledger CPA ayuda a familias, pequeñas empresas, inversionistas en bienes raíces y organizaciones sin fines de lucro de Austin a presentar sus declaraciones con confianza y a planificar con anticipación, con los honorarios acordados por escrito antes de empezar el trabajo.',
    cta: 'Comenzar',
    secondary: 'Conozca nuestros servicios',
    highlights: ['A cargo de CPA desde 2011', 'Honorarios acordados por escrito', 'Respuestas durante todo el año'],
    image: {
      ...english.hero.image,
      alt: 'Ilustración de un encino que se extiende sobre el horizonte de Austin y el Capitolio, con una gráfica de crecimiento y una lista de verificación completada',
    },
  },
  servicesHelp: {
    title: '¿No sabe por dónde empezar?',
    text: 'Cuéntenos qué está pasando y le indicaremos el servicio adecuado, o le diremos con honestidad si no nos necesita.',
    cta: 'Consulte a un CPA',
  },
  servicesIntro: {
    title: 'Nuestros servicios',
    lead: 'Desde una sola declaración personal hasta la teneduría de libros mensual y los informes de nivel de director financiero, cada trabajo lo dirige un CPA que conoce su expediente.',
  },
  consultation: {
    title: `Programe ${consultationOffer}`,
    text: 'Reserve una llamada o una visita a la oficina para hablar de su situación. Le diremos qué haríamos, cuánto costaría y si somos la opción adecuada para usted.',
    cta: 'Programe una consulta',
  },
  certificationsTitle: 'Certified QuickBooks ProAdvisor, Online y Desktop',
  certificationsLead: `Intuit certifica a ${proAdvisorSubject || 'la firma'} tanto en QuickBooks Online como en QuickBooks Desktop, así que podemos configurar, poner en orden y trasladar su contabilidad con confianza.`,
  whyTitle: 'Por qué elegir Live Oak Ledger',
  whyLead: 'El trabajo con el que empieza la mayoría de nuestros clientes, cada uno dirigido por un CPA desde la primera reunión hasta la revisión final.',
  newsTitle: 'Noticias recientes',
};
