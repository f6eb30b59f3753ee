/**
 * Spanish twin of content/forms.ts: group titles and form descriptions in Spanish. The links are the
 * English module's. Where the IRS publishes its own Spanish edition of a form, `spanishEdition` links it;
 * an entry without one exists only in English (the page says "solo en inglés"); its description then gives the
 * IRS's English title with a Spanish rendering in parentheses, as the IRS's own Spanish publications do.
 */
import { z } from 'zod';
import { defineContent } from '@/lib/define-content';
import { formsGroupSchema } from '@/lib/schemas';
import { formsGroups as englishGroups } from './forms';

/** The English twin this file translates: the first 12 hex digits of the SHA-256 of content/forms.ts. */
export const translates = 'aceffce0f54d';

const irsPdf = (file: string) => `https://www.irs.gov/pub/irs-pdf/${file}.pdf`;

const groupTitles: Record<string, string> = {
  individual: 'Declaraciones de impuestos individuales',
  employment: 'Empleo y nómina',
  'records-representation': 'Registros, representación y ejercicio profesional',
};

type FormText = { name: string; description: string; spanishEdition?: { label: string; url: string } };

/** Each form's words, by id; `spanishEdition` only where the IRS's Spanish edition is known to exist. */
const formText: Record<string, FormText> = {
  f1040: {
    name: 'Formulario 1040',
    description: 'Declaración de Impuestos de los Estados Unidos Sobre los Ingresos Personales: la declaración federal anual que presenta la mayoría de las personas.',
    spanishEdition: { label: 'Formulario 1040(SP)', url: irsPdf('f1040sp') },
  },
  i1040gi: {
    name: 'Instrucciones para el Formulario 1040',
    description: 'Las instrucciones del IRS, línea por línea, para el Formulario 1040, incluidas las tablas de impuestos.',
    spanishEdition: { label: 'Instrucciones para los Formularios 1040(SP) y 1040-SR(SP), en la página del Formulario 1040(SP)', url: 'https://www.irs.gov/form1040sp' },
  },
  f1040x: {
    name: 'Formulario 1040-X',
    description: 'Amended U.S. Individual Income Tax Return (Declaración enmendada del impuesto sobre los ingresos personales de los Estados Unidos): sirve para corregir un Formulario 1040 que usted ya presentó.',
  },
  f9465: {
    name: 'Formulario 9465',
    description: 'Solicitud para un Plan de Pagos a Plazos: le pide al IRS que le permita pagar un saldo adeudado en pagos mensuales.',
    spanishEdition: { label: 'Formulario 9465(SP)', url: irsPdf('f9465sp') },
  },
  fw7: {
    name: 'Formulario W-7',
    description:
      'Solicitud de Número de Identificación Personal del Contribuyente del Servicio de Impuestos Internos (ITIN), para personas que necesitan un número tributario pero no pueden obtener un número de Seguro Social.',
    spanishEdition: { label: 'Formulario W-7(SP)', url: irsPdf('fw7sp') },
  },
  fw4: {
    name: 'Formulario W-4',
    description: 'Certificado de Retenciones del Empleado: cada empleado lo completa para que el empleador le retenga la cantidad correcta de impuesto federal sobre la renta.',
    spanishEdition: { label: 'Formulario W-4(SP)', url: irsPdf('fw4sp') },
  },
  fw2: {
    name: 'Formulario W-2',
    description:
      'Wage and Tax Statement (Comprobante de salarios y retención de impuestos): el informe anual del empleador de los salarios de cada empleado y los impuestos retenidos (la Copia A que se descarga es solo informativa y no se puede presentar).',
  },
  f941: {
    name: 'Formulario 941',
    description:
      'Declaración del Impuesto Federal TRIMESTRAL del Empleador: declara cada trimestre los salarios pagados y los impuestos sobre la renta, del Seguro Social y del Medicare retenidos.',
    spanishEdition: { label: 'Formulario 941(SP)', url: irsPdf('f941sp') },
  },
  fw9: {
    name: 'Formulario W-9',
    description:
      'Solicitud y Certificación del Número de Identificación del Contribuyente: pídaselo a sus contratistas y proveedores antes de pagarles.',
    spanishEdition: { label: 'Formulario W-9(SP)', url: irsPdf('fw9sp') },
  },
  f4506t: {
    name: 'Formulario 4506-T',
    description:
      'Request for Transcript of Tax Return (Solicitud de transcripción de la declaración de impuestos): pide al IRS transcripciones de declaraciones anteriores, que a menudo solicitan los prestamistas.',
  },
  f2848: {
    name: 'Formulario 2848',
    description:
      'Poder Legal y Declaración del Representante: autoriza a un contador público (CPA) u otro representante a tratar con el IRS en su nombre.',
    spanishEdition: { label: 'Formulario 2848(SP)', url: irsPdf('f2848sp') },
  },
  pcir230: {
    name: 'Circular 230',
    description:
      'Regulations Governing Practice before the Internal Revenue Service (Reglamentos que rigen el ejercicio profesional ante el Servicio de Impuestos Internos): las reglas que siguen los CPA, abogados y agentes inscritos cuando representan a contribuyentes.',
  },
};

const englishIds = englishGroups.flatMap((group) => [group.id, ...group.list.map((form) => form.id)]);
const missing = [...englishGroups.filter((g) => !(g.id in groupTitles)).map((g) => g.id), ...englishGroups.flatMap((g) => g.list).filter((f) => !(f.id in formText)).map((f) => f.id)];
const extra = [...Object.keys(groupTitles), ...Object.keys(formText)].filter((id) => !englishIds.includes(id));
if (missing.length || extra.length) {
  throw new Error(`content/forms.es.ts: ${[missing.length && `no Spanish text for ${missing.join(', ')}`, extra.length && `${extra.join(', ')} not in content/forms.ts`].filter(Boolean).join('; ')}`);
}

export const formsGroups: typeof englishGroups = defineContent(
  'forms.es.ts',
  z.array(formsGroupSchema),
  englishGroups.map((group) => ({
    ...group,
    title: groupTitles[group.id]!,
    list: group.list.map((form) => ({ ...form, ...formText[form.id]! })),
  })),
);
