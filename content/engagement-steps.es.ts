/** Spanish twin of content/engagement-steps.ts: the same step ids, the offer built from the same commitment in content/site.ts. */
import type { Translation } from '@/lib/translation';
import { site } from './site';
import type { engagementSteps as englishSteps } from './engagement-steps';

/** The English twin this file translates: the first 12 hex digits of the SHA-256 of content/engagement-steps.ts. */
export const translates = '3af6a0fbff75';

const { freeConsultationMinutes } = site.commitments;
/** The Spanish of `consultationOffer` in content/site.ts, built the same way; move it next to the rest of site.ts's Spanish when that has a twin. */
export const consultationOffer = freeConsultationMinutes ? `una consulta gratuita de ${freeConsultationMinutes} minutos` : 'una consulta';

/** Steps several service pages share; a page's front matter names them (`- consultation`) instead of repeating them. */
export const engagementSteps: Translation<typeof englishSteps> = {
  consultation: {
    step: `Empiece con ${consultationOffer}`,
    detail:
      'Díganos qué necesita por teléfono, por videollamada o en nuestra oficina de Barton Springs Road. Le diremos con franqueza si somos la opción adecuada y qué implica el trabajo.',
  },
  fixedQuote: {
    step: 'Carta de compromiso y cotización por escrito',
    detail:
      'Antes de empezar, su carta de compromiso establece el alcance del trabajo y sus honorarios, calculados según lo que el trabajo abarca: en una declaración, los formularios y anexos que necesita. El trabajo fuera de ese alcance se lo cotizamos y lo acordamos con usted antes de hacerlo.',
  },
  yearRound: {
    step: 'Apoyo durante todo el año',
    detail:
      'Las preguntas, las cartas del Servicio de Impuestos Internos (IRS) y los cambios a mitad de año no esperan a abril, y nosotros tampoco. Llámenos o escríbanos un correo electrónico cuando surja algo.',
  },
};
