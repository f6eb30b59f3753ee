/**
 * Spanish twin of content/privacy.ts, the notice at /es/privacidad: the same fields, figures, firm details, dates and
 * source URL, read from the same modules as the English; only the words are Spanish.
 */
import { ENQUIRY_LIMITS, ENQUIRY_RETENTION_DAYS } from '@/server/core/enquiry-rules';
import { enquirySchema, type EnquiryField } from '@/server/core/enquiry-schema';
import { markdownNoticeSchema } from '@/lib/schemas';
import { loadEntry } from './markdown';
import { PRIVACY_DIR, privacyPage as english, type enquiryFieldNotes as englishFieldNotes } from './privacy';
import { site } from './site';

/** The English twin this file translates: the first 12 hex digits of the SHA-256 of content/privacy.ts. */
export const translates = 'aafba29a262b';

export { PRIVACY_DIR, enquiryRetentionDays } from './privacy';

type FieldNote = { label: string; what: string };

/** One line for each field the enquiry schema accepts. */
export const enquiryFieldNotes: typeof englishFieldNotes = {
  name: { label: 'Nombre', what: `su nombre, de hasta ${ENQUIRY_LIMITS.nameMax} letras y espacios, para saber a quién respondemos` },
  email: { label: 'Correo electrónico', what: 'su dirección de correo electrónico, para poder responderle' },
  phone: { label: 'Teléfono', what: `su número de teléfono de ${ENQUIRY_LIMITS.phoneDigits} dígitos, por si una llamada es más rápida` },
  category: { label: 'Categoría', what: 'el tipo de ayuda que eligió en la lista, para que la consulta llegue al trabajo que corresponde' },
  message: { label: 'Mensaje', what: `lo que usted escriba, hasta ${ENQUIRY_LIMITS.messageMax.toLocaleString('en-US')} caracteres` },
  timeStamp: { label: 'Hora de envío', what: 'la fecha y la hora en que usted presionó Enviar (UTC), que el formulario agrega por sí mismo' },
  website: { label: 'Trampa oculta para spam', what: 'un campo que las personas nunca ven; si un programa lo llena, la consulta se trata como spam y no se envía' },
} satisfies Record<EnquiryField, FieldNote>;

/** The fields in the order the schema lists them; a field the schema gains without a note above stops the build. */
export const enquiryFields = Object.keys(enquirySchema.shape).map((key) => {
  const note = (enquiryFieldNotes as Record<string, FieldNote | undefined>)[key];
  if (!note) throw new Error(`content/privacy.es.ts: the enquiry form has a field "${key}" the Spanish privacy notice does not describe; add it to enquiryFieldNotes`);
  return { key, ...note };
});


export const privacyPage: typeof english = {
  intro:
    'Este aviso explica qué recopila este sitio web cuando usted lo usa, qué hacemos con esa información, quién más interviene y cómo pedir una copia o su eliminación. Abarca el sitio web y su formulario de consulta, no el trabajo que hacemos para los clientes conforme a una carta de compromiso.',
  collectLead: 'Cuando usted envía el formulario de consulta, este nos envía los siguientes campos y nada más:',
  why: [
    'Para leer y responder su consulta, por correo electrónico o por teléfono.',
    'Si usted se convierte en cliente, para iniciar el trabajo sobre el que nos consultó.',
    'Para nada más: no la usamos para publicidad y no la vendemos.',
  ],
  alsoCollected: [
    'Si el envío falla, el formulario guarda una copia de su consulta solo en esta pestaña del navegador (almacenamiento de sesión), para que pueda intentarlo de nuevo; la copia desaparece cuando usted cierra la pestaña o elige Descartar.',
    'Como cualquier servidor web, el proveedor de alojamiento que sirve estas páginas puede registrar cada solicitud (su dirección IP, la página y la hora) en sus registros.',
  ],
  where: [
    `A nuestro buzón, ${site.contact.email}, donde la leemos y la respondemos. Eliminamos ese correo electrónico, y cualquier copia de la consulta que exportemos del servicio de consultas, ${site.enquiryCopiesKeptMonths} meses después de nuestra última respuesta, a menos que usted se convierta en cliente: entonces pasa a formar parte de su expediente de cliente, que conservamos durante el tiempo que exijan las normas sobre los registros de clientes.`,
    'A nadie más, a menos que usted se convierta en cliente y el trabajo lo requiera —por ejemplo, una declaración que presentemos ante el Servicio de Impuestos Internos (IRS)— o que la ley lo exija.',
  ],
  services: {
    'own-server': {
      addresses:
        'Nuestro servicio de consultas funciona en el propio servidor de la firma. Para detener avalanchas de spam, cuenta solo en memoria las consultas recientes de cada dirección IP, sin anotar nunca la dirección; el servidor web que está delante de él registra cada solicitud (su dirección IP, la hora, la página desde la que la envió y el nombre de su navegador) en su registro de accesos, que se elimina después de 15 días.',
      stored: `A la base de datos de nuestro servicio de consultas, en el propio servidor de la firma, que la guarda hasta que se entrega el correo electrónico; el servicio nos la envía a nuestro buzón mediante una conexión cifrada (TLS). El servicio elimina una consulta entregada ${ENQUIRY_RETENTION_DAYS} días después de la entrega. Una consulta que no pudo entregar se conserva hasta que la reenviemos o la eliminemos.`,
      providersLead:
        'Cada página proviene de la propia dirección de este sitio, y el formulario de consulta solo envía datos a nuestro propio servidor. El sitio tiene enlaces a estos servicios, operados por otras compañías conforme a sus propias políticas de privacidad; reciben algo de usted solo si usted los abre.',
    },
    'cloudflare-worker': {
      addresses:
        'Nuestro servicio de consultas funciona en Cloudflare (que figura más abajo). Para detener avalanchas de spam, anota su dirección IP (si es IPv6, su primera mitad, la red /64 a la que pertenece) en su base de datos, con la cuenta de sus consultas recientes y la hora de la última, y la elimina entre uno y dos minutos después de su última consulta. Cloudflare también puede registrar las solicitudes conforme a su propia política de privacidad.',
      stored: `A la base de datos de nuestro servicio de consultas, que Cloudflare guarda por nosotros (D1, en la cuenta de Cloudflare de la firma) y que la conserva hasta que se entrega el correo electrónico; el servicio Email Routing de Cloudflare lleva el correo electrónico a nuestro buzón. El servicio elimina una consulta entregada ${ENQUIRY_RETENTION_DAYS} días después de la entrega. Una consulta que no pudo entregar se conserva hasta que la reenviemos o la eliminemos.`,
      providersLead:
        'Cada página proviene de la propia dirección de este sitio. Cloudflare opera nuestro servicio de consultas y recibe lo que usted envía mediante el formulario. El sitio tiene enlaces a los demás servicios, operados por otras compañías conforme a sus propias políticas de privacidad; reciben algo de usted solo si usted los abre.',
    },
  },
  noTracking:
    'El sitio no instala cookies ni ejecuta código de análisis, publicidad o rastreo. La única nota que guarda en el almacenamiento local de su navegador dice que sus tipografías ya se descargaron, para que las visitas siguientes las muestren; no dice nada sobre usted. Cargar una página no le pide nada a ningún otro sitio web: lo único que el sitio llega a obtener de otro lugar es la hoja de estilo de programación de citas que se indica arriba, y solo cuando usted va a usar el botón para reservar una cita. El formulario de consulta envía datos a nuestro servicio de consultas solo cuando usted presiona Enviar.',
  rights: {
    before: 'Para ver lo que tenemos sobre usted, corregirlo o pedir que se elimine, envíe un correo electrónico a',
    between: 'o llame al',
    after:
      '. Confirmaremos su identidad antes de enviar o eliminar cualquier cosa. Los registros que debemos conservar por ley o conforme a las normas profesionales, como los papeles de trabajo tributarios de un cliente, se conservan durante el tiempo que esas normas exijan.',
  },
  changes: 'Cuando cambiemos este aviso, publicaremos aquí la nueva versión con su nueva fecha de entrada en vigor. Esta versión entró en vigor el',
  safeguards: loadEntry(`${PRIVACY_DIR}/safeguards.md`, markdownNoticeSchema, { lang: 'es' }),
  safeguardsSource: { label: `${english.safeguardsSource.label} (en inglés)`, url: english.safeguardsSource.url },
  dnt: 'Algunos navegadores pueden enviar una señal “Do Not Track” (No rastrear). Este sitio no rastrea a nadie, con o sin esa señal: no instala cookies, no ejecuta código de análisis ni de publicidad, y no le pide nada a ningún otro sitio mientras usted lee. Por eso, la señal no cambia nada aquí.',
  effective: english.effective,
  lastReviewed: english.lastReviewed,
};
