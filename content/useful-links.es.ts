/** Spanish twin of content/useful-links.ts: names and descriptions in Spanish; keys and links are the English module's. */
import { z } from 'zod';
import { defineContent } from '@/lib/define-content';
import { usefulLinkSchema } from '@/lib/schemas';
import { usefulLinks as englishLinks } from './useful-links';

/** The English twin this file translates: the first 12 hex digits of the SHA-256 of content/useful-links.ts. */
export const translates = '32c6c6c58585';

/**
 * Each link's words, by key. A site with a Spanish page we are sure of links it (`link`); the others keep
 * the English address and say "(en inglés)" in their name.
 */
const linkText: Record<string, { value: string; description: string; link?: string }> = {
  ssa: {
    value: 'Administración del Seguro Social',
    link: 'https://www.ssa.gov/espanol/',
    description:
      'Consulte su registro de ganancias y sus beneficios futuros, pida un reemplazo de su tarjeta de Seguro Social o solicite los beneficios por jubilación.',
  },
  sba: {
    value: 'Agencia Federal de Pequeños Negocios, SBA (en inglés)',
    description:
      'Encuentre orientación para planificar y financiar un negocio, los programas de préstamos respaldados por la SBA y asesoría local gratuita.',
  },
  commerce: {
    value: 'Departamento de Comercio de los EE. UU. (en inglés)',
    description:
      'Acceda a datos económicos federales, asistencia para exportar y las oficinas que apoyan a los negocios estadounidenses, como la Oficina del Censo.',
  },
  irs: {
    value: 'Servicio de Impuestos Internos (IRS)',
    link: 'https://www.irs.gov/es',
    description:
      'Haga pagos de impuestos federales, consulte su cuenta en línea del IRS, encuentre formularios y lea la información oficial sobre los impuestos federales.',
  },
  ein: {
    value: 'Solicite un número de identificación del empleador (EIN) en línea',
    link: 'https://www.irs.gov/es/businesses/small-businesses-self-employed/get-an-employer-identification-number',
    description:
      'Obtenga gratis, directamente del IRS, un número de identificación del empleador (EIN) para un negocio nuevo, una sociedad colectiva, un fideicomiso o un empleador doméstico. La página del IRS está en español; su solicitud en línea, en inglés.',
  },
  twc: {
    value: 'Comisión de la Fuerza Laboral de Texas (en inglés)',
    description:
      'Inscríbase como empleador en Texas, presente los informes trimestrales del impuesto de desempleo y encuentre orientación sobre la ley laboral del estado.',
  },
};

const missing = englishLinks.filter((l) => !(l.key in linkText)).map((l) => l.key);
const extra = Object.keys(linkText).filter((key) => !englishLinks.some((l) => l.key === key));
if (missing.length || extra.length) throw new Error(`content/useful-links.es.ts: missing ${missing.join(', ') || 'none'}; not in English: ${extra.join(', ') || 'none'}`);

export const usefulLinks: typeof englishLinks = defineContent(
  'useful-links.es.ts',
  z.array(usefulLinkSchema),
  englishLinks.map((link) => ({ ...link, ...linkText[link.key]! })),
);
