/**
 * Spanish twin of content/site.ts: only the words a visitor reads. The firm's identity, URLs, phone,
 * address and hours come from the English module unchanged.
 */
import { defineContent } from '@/lib/define-content';
import { siteSchema } from '@/lib/schemas';
import { inEnglish } from '@/lib/translation';
import type { EnquiryService } from '@/lib/schemas';
import { enquiryHost as englishEnquiryHost, providersFor as englishProvidersFor, site as englishSite, type Provider } from './site';

/** The English twin this file translates: the first 12 hex digits of the SHA-256 of content/site.ts. */
export const translates = '29d9cd9c782a';

export const site: typeof englishSite = defineContent('site.es.ts', siteSchema, {
  ...englishSite,
  tagline: 'Impuestos, contabilidad y asesoría para familias y negocios de Austin',
  description:
    'Live Oak Ledger CPA es una firma de contadores públicos certificados en Austin, Texas, que ofrece preparación y planificación de impuestos, contabilidad, teneduría de libros, director financiero externo y asesoría.',
  mailSubject: 'Consulta desde el sitio web',
  contact: { ...englishSite.contact, country: 'Estados Unidos' },
  regulator: {
    ...englishSite.regulator,
    name: 'Texas State Board of Public Accountancy (TSBPA, la junta de contaduría pública del estado)',
    rule: inEnglish(englishSite.regulator.rule),
  },
  disclaimer:
    'Información general, no asesoría para su situación particular. Leer este sitio o comunicarse con nosotros no lo convierte en nuestro cliente; eso comienza solo cuando ambos firmamos una carta de compromiso.',
  commitments: {
    ...englishSite.commitments,
    ...(englishSite.commitments.replyWithin ? { replyWithin: 'un día hábil' } : {}),
    ...(englishSite.commitments.slowerReplies ? { slowerReplies: 'de febrero a mediados de abril' } : {}),
  },
});

/** Each provider's words in Spanish, by its English name; the links are the English entry's. */
const providerText: Record<string, Pick<Provider, 'name' | 'role' | 'receives'> & { mention?: string }> = {
  Cloudflare: {
    name: 'Cloudflare',
    mention: 'Cloudflare, que opera nuestro servicio de consultas,',
    role: 'opera nuestro servicio de consultas: el formulario le envía su consulta, Cloudflare la guarda en su base de datos (D1) y nos la envía por correo electrónico mediante su servicio Email Routing',
    receives: 'todo lo que usted envía mediante el formulario de consulta, y su dirección IP, que guarda durante uno o dos minutos para limitar cuántas consultas puede enviar una misma dirección',
  },
  'File-sharing portal': {
    name: 'Portal para compartir archivos',
    mention: 'el portal para compartir archivos',
    role: 'Acceso de clientes y File Drop lo abren en una pestaña nueva: allí los clientes inician sesión y los visitantes nos envían archivos',
    receives: 'los archivos que usted sube y el correo electrónico, nombre y empresa que pide su formulario',
  },
  'Online booking page': {
    name: 'Página de reservas en línea',
    mention: 'la página de reservas en línea',
    role: 'los botones para reservar y programar una consulta la abren en una pestaña nueva',
    receives: 'el nombre, los datos de contacto y la hora que usted indique al reservar',
  },
  'Scheduling style sheet': {
    name: 'Hoja de estilos de reservas',
    role: 'una hoja de estilos del proveedor de reservas, que se descarga solo cuando usted se acerca al botón de reservar en la página de inicio o en la de Nosotros (al señalarlo, tocarlo o llevar el foco del teclado a él)',
  },
  'Google Maps': { name: 'Google Maps', role: 'los enlaces de la dirección y del mapa lo abren en una pestaña nueva' },
  'Google reviews': { name: 'Reseñas de Google', role: 'el enlace para dejarnos una reseña en Google las abre en una pestaña nueva' },
  'Facebook and Instagram': { name: 'Facebook e Instagram', role: 'los enlaces a redes sociales abren nuestras páginas allí en una pestaña nueva' },
};

function inSpanish(provider: Provider): Provider {
  const text = providerText[provider.name];
  if (!text) throw new Error(`content/site.es.ts: no Spanish text for the provider "${provider.name}"`);
  if (Boolean(text.receives) !== Boolean(provider.receives)) throw new Error(`content/site.es.ts: "receives" of "${provider.name}" does not match the English`);
  return { ...provider, name: text.name, role: text.role, ...(provider.receives && { receives: text.receives }) };
}

export const enquiryHost = inSpanish(englishEnquiryHost);

/** Every outside service the site links to or loads from, as content/site.ts lists them, in Spanish. */
export const providersFor = (service: EnquiryService): Provider[] => englishProvidersFor(service).map(inSpanish);

export const providers: Provider[] = providersFor(site.enquiryService);

/** How the privacy statement names each provider that receives something, article included. */
const mention = (provider: Provider) => {
  const text = providerText[provider.name]?.mention;
  if (!text) throw new Error(`content/site.es.ts: the provider "${provider.name}" receives data and needs a "mention"`);
  return text;
};

/** El resumen de la nota de privacidad en el pie de página. */
export function privacyStatementFor(service: EnquiryService): string {
  const viaHost = service === 'cloudflare-worker' ? `${mention(englishEnquiryHost)} ` : '';
  const receiving = englishProvidersFor(service).filter((p) => p.receives && p !== englishEnquiryHost).map(mention);
  return `Usamos lo que nos envía solo para responderle y atenderlo como cliente, y no lo vendemos. Solo lo reciben ${viaHost}nuestro proveedor de correo electrónico, ${receiving.join(' o ')} si usted los usa y, cuando la ley lo exige, autoridades tributarias como el IRS.`;
}

export const privacyStatement = privacyStatementFor(site.enquiryService);

const { replyWithin, slowerReplies, freeConsultationMinutes } = site.commitments;
/** La promesa de respuesta como oración, o '' cuando la firma no hace ninguna. */
export const replyPromise = !replyWithin
  ? ''
  : slowerReplies
    ? `Normalmente respondemos en ${replyWithin}; ${slowerReplies} puede tardar más.`
    : `Normalmente respondemos en ${replyWithin}.`;
export const consultationOffer = freeConsultationMinutes ? `una consulta gratuita de ${freeConsultationMinutes} minutos` : 'una consulta';

const WEEKDAYS: Record<(typeof englishSite.contact.timings)['fromDay'], string> = {
  Monday: 'lunes',
  Tuesday: 'martes',
  Wednesday: 'miércoles',
  Thursday: 'jueves',
  Friday: 'viernes',
  Saturday: 'sábado',
  Sunday: 'domingo',
};
/** "9:00 AM" -> "9:00 a.m.", as the IRS's Spanish pages write times. */
const time = (value: string) => value.replace(/ AM$/, ' a.m.').replace(/ PM$/, ' p.m.');
const { fromDay, toDay, fromTime, toTime } = site.contact.timings;

/** "de lunes a viernes, de 9:00 a.m. a 5:00 p.m." */
export const officeHours = `de ${WEEKDAYS[fromDay]} a ${WEEKDAYS[toDay]}, de ${time(fromTime)} a ${time(toTime)}`;

export const mailHref = `mailto:${site.contact.email}?subject=${encodeURIComponent(site.mailSubject)}`;
export { standIns, telHref } from './site';
