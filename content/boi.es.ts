/**
 * Spanish twin of the text in content/boi.ts: the exemptions table. The rest of the BOI page is in Markdown
 * (content/boi/), whose twins sit next to each file. Numbers are the English table's.
 */
import { boi } from './boi';

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
export const exemptions: typeof boi.exemptions = boi.exemptions.map(({ number }) => {
  const title = titles[number];
  if (!title) throw new Error(`content/boi.es.ts: no Spanish title for exemption ${number}`);
  return { number, title };
});
if (Object.keys(titles).length !== boi.exemptions.length) throw new Error('content/boi.es.ts: the exemptions do not match content/boi.ts one for one');
