/**
 * Spanish twin of the text in content/boi.ts: the exemptions table. The rest of the BOI page is in Markdown
 * (content/boi/), whose twins sit next to each file. Numbers are the English table's.
 */
import { defineContent } from '@/lib/define-content';
import { boiPageFileSchema, boiSchema, markdownItemSchema, markdownNoticeSchema } from '@/lib/schemas';
import { BOI_DIR, boi as english } from './boi';
import { loadEntries, loadEntry } from './markdown';

/** The English twin this file translates: the first 12 hex digits of the SHA-256 of content/boi.ts. */
export const translates = 'bb6d9f806db1';

/** The 23 exemptions as FinCEN's Small Entity Compliance Guide lists them, in Spanish, by number. */
const titles: Record<number, string> = {
  1: 'Emisor que presenta informes sobre valores',
  2: 'Autoridad gubernamental',
  3: 'Banco',
  4: 'Cooperativa de crédito',
  5: 'Sociedad de cartera de una institución de depósito',
  6: 'Empresa de servicios monetarios',
  7: 'Corredor o agente de valores',
  8: 'Bolsa de valores o agencia de compensación',
  9: 'Otra entidad registrada conforme a la Exchange Act',
  10: 'Sociedad de inversión o asesor de inversiones',
  11: 'Asesor de fondos de capital de riesgo',
  12: 'Compañía de seguros',
  13: 'Productor de seguros con licencia estatal',
  14: 'Entidad registrada conforme a la Commodity Exchange Act',
  15: 'Firma de contabilidad',
  16: 'Empresa de servicios públicos',
  17: 'Entidad de servicios del mercado financiero',
  18: 'Vehículo de inversión colectiva',
  19: 'Entidad exenta de impuestos',
  20: 'Entidad que asiste a una entidad exenta de impuestos',
  21: 'Gran empresa en operación',
  22: 'Subsidiaria de ciertas entidades exentas',
  23: 'Entidad inactiva',
};

/** The exemptions table in Spanish, in the English order. */
export const exemptions: typeof english.exemptions = english.exemptions.map(({ number }) => {
  const title = titles[number];
  if (!title) throw new Error(`content/boi.es.ts: no Spanish title for exemption ${number}`);
  return { number, title };
});
if (Object.keys(titles).length !== english.exemptions.length) throw new Error('content/boi.es.ts: the exemptions do not match content/boi.ts one for one');

const { body: intro, ...page } = loadEntry(`${BOI_DIR}/page.md`, boiPageFileSchema, { lang: 'es' });

/** The BOI page in Spanish, /es/servicios-boi: the Markdown twins in content/boi/ and the exemptions above. */
export const boi: typeof english = defineContent(`${BOI_DIR}/ (es)`, boiSchema, {
  notice: loadEntry(`${BOI_DIR}/notice.md`, markdownNoticeSchema, { lang: 'es' }),
  intro,
  ...page,
  guidelines: loadEntries(`${BOI_DIR}/guidelines`, markdownItemSchema, { lang: 'es' }),
  faqs: loadEntries(`${BOI_DIR}/faqs`, markdownItemSchema, { lang: 'es' }),
  exemptions,
});
