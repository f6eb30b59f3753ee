/**
 * Spanish twin of content/tax-center.ts: the Tax Center cards, the Tax Rates page and the estimator page in
 * Spanish. Internal links go to the Spanish pages; figures come from the same data as in English.
 */
import { z } from 'zod';
import { defineContent } from '@/lib/define-content';
import { isoDate, source, taxCenterCardSchema } from '@/lib/schemas';
import { spanishPathFor } from './routes.es';
import { taxBrackets } from './tax-brackets.es';
import { taxCenterCards as englishCards, taxEstimatorPage as englishEstimator, taxRatesPage as englishRates } from './tax-center';
import { additionalStandardDeductionSummary, namedSources } from './tax-figures.es';

/** The English twin this file translates: the first 12 hex digits of the SHA-256 of content/tax-center.ts. */
export const translates = 'a518612c45c8';

/** Each card's words, by key; `link` replaces an English IRS address with the IRS's own Spanish page. */
const cardText: Record<string, { title: string; paragraph: string; linkLabel: string; link?: string }> = {
  'tax-rates': {
    title: 'Tasas de impuestos',
    paragraph:
      'Los tramos del impuesto federal sobre la renta de 2025 y 2026 para solteros, casados que presentan una declaración conjunta y cabezas de familia, con las deducciones estándar y los procedimientos tributarios del IRS de los que proviene cada tabla.',
    linkLabel: 'Vea las tasas de impuestos',
  },
  'tax-estimator': {
    title: 'Calculadora de impuestos',
    paragraph:
      'Anote su ingreso tributable, o su salario para que se le reste la deducción estándar, y vea un estimado de su impuesto federal sobre la renta de 2025 o 2026, tramo por tramo.',
    linkLabel: 'Calcule su impuesto',
  },
  'irs-publications': {
    title: 'Publicaciones del IRS',
    paragraph:
      'Los formularios, las instrucciones y las guías que el propio IRS publica en español, como la Publicación 17(SP) sobre el impuesto federal sobre los ingresos, para leer en línea o descargar gratis.',
    linkLabel: 'Vea las publicaciones del IRS en español',
    link: 'https://www.irs.gov/SpanishForms',
  },
  'tax-calendar': {
    title: 'Calendario de impuestos',
    paragraph:
      'Las fechas de vencimiento federales y de Texas de este año y el próximo: declaraciones y prórrogas, impuestos estimados, nómina, declaraciones de organizaciones sin fines de lucro y el informe del impuesto de franquicia, listas para agregar a su propio calendario.',
    linkLabel: 'Vea el calendario de impuestos',
  },
  'refund-status': {
    title: 'Estado de su reembolso',
    paragraph:
      'Vea en qué etapa está su reembolso federal con la herramienta ¿Dónde está mi reembolso? del IRS. Necesitará su número de Seguro Social, su estado civil para efectos de la declaración y la cantidad exacta del reembolso.',
    linkLabel: 'Consulte el estado de su reembolso',
    link: 'https://www.irs.gov/es/refunds',
  },
};

const missing = englishCards.filter((c) => !(c.key in cardText)).map((c) => c.key);
const extra = Object.keys(cardText).filter((key) => !englishCards.some((c) => c.key === key));
if (missing.length || extra.length) throw new Error(`content/tax-center.es.ts: missing ${missing.join(', ') || 'none'}; not in English: ${extra.join(', ') || 'none'}`);

export const taxCenterCards: typeof englishCards = defineContent(
  'tax-center.es.ts',
  z.array(taxCenterCardSchema),
  englishCards.map((card) => ({
    ...card,
    ...cardText[card.key]!,
    link: card.link.startsWith('/') ? spanishPathFor(card.link) : (cardText[card.key]!.link ?? card.link),
  })),
);

/** The sources both pages list: the brackets' sources, then the Texas Constitution, all in English. */
const sources = [...taxBrackets.sources, namedSources.texasNoIncomeTax];

/** La página de tasas de impuestos; sus tablas, fuentes y fecha de revisión vienen de content/tax-brackets.ts. */
export const taxRatesPage: typeof englishRates = defineContent(
  'tax-center.es.ts',
  z.object({
    embed: z.string().regex(/^\/embeds\/[a-z-]+\.html$/),
    embedTitle: z.string().min(10),
    intro: z.array(z.string().min(40)).min(1),
    sources: z.array(source).min(1),
    lastReviewed: isoDate,
  }),
  {
    embed: englishRates.embed,
    embedTitle: 'Tramos del impuesto federal sobre la renta y deducciones estándar de 2025 y 2026',
    intro: [
      'Las tablas a continuación muestran los tramos del impuesto federal sobre la renta de 2025 y 2026 para solteros, casados que presentan una declaración conjunta y cabezas de familia, y la deducción estándar de cada estado civil para efectos de la declaración. Las cifras provienen de los procedimientos tributarios con los que el IRS las fija cada año, y la deducción estándar de 2025 refleja la One Big Beautiful Bill Act.',
      'Cada tasa se aplica solo a la parte del ingreso tributable que está dentro de su tramo, así que pasar a un tramo más alto grava a la tasa más alta solo el ingreso por encima del límite. Texas no tiene impuesto sobre la renta personal, así que estas tasas federales son las tasas del impuesto sobre la renta que corresponden a la mayoría de nuestros clientes.',
    ],
    sources,
    lastReviewed: englishRates.lastReviewed,
  },
);

/** La página de la calculadora: sus cifras son las de content/tax-brackets.ts. */
export const taxEstimatorPage: typeof englishEstimator = defineContent(
  'tax-center.es.ts',
  z.object({
    intro: z.array(z.string().min(40)).min(1),
    scope: z.array(z.string().min(3)).min(1),
    noScript: z.string().min(20),
    sources: z.array(source).min(1),
    lastReviewed: isoDate,
  }),
  {
    intro: [
      'Elija el año y su estado civil para efectos de la declaración y luego anote su ingreso tributable (la cifra del Formulario 1040 después de las deducciones) o su salario, y la calculadora le restará la deducción estándar. Muestra el impuesto, sus tasas marginal y efectiva y qué parte de su ingreso cae en cada tramo.',
    ],
    scope: [
      'solo el impuesto federal sobre la renta del ingreso tributable a las tasas ordinarias',
      `solo la deducción estándar básica: no la deducción estándar adicional para un contribuyente de 65 años o más o ciego (cada una, ${additionalStandardDeductionSummary}), ni las deducciones nuevas de la Ley Pública 119-21 para 2025 a 2028 para personas mayores (hasta $6,000 cada una), propinas calificadas, pago calificado de horas extras e intereses de un préstamo de automóvil`,
      'ningún crédito (como el crédito tributario por hijos) ni otros impuestos (sobre el trabajo por cuenta propia, del Seguro Social y del Medicare, sobre los ingresos netos de inversión, el impuesto mínimo alternativo)',
      'ninguna tasa reducida para dividendos calificados y ganancias de capital a largo plazo',
      'ningún impuesto estatal sobre la renta: Texas no tiene',
    ],
    noScript:
      'La calculadora necesita JavaScript, que está desactivado en este navegador. Las tablas de tramos a continuación muestran las mismas cifras, y el ejemplo resuelto muestra cómo se suma el impuesto.',
    sources,
    lastReviewed: englishEstimator.lastReviewed,
  },
);
