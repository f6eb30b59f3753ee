/** Spanish twin of content/contact.ts: the contact page and the enquiry form in Spanish; the firm's details come from content/site.ts. */
import type { Translation } from '@/lib/translation';
import type { contactPage as englishContactPage, enquiryFormCopy as englishFormCopy } from './contact';
import { replyPromise } from './site.es';

/** The English twin this file translates: the first 12 hex digits of the SHA-256 of content/contact.ts. */
export const translates = 'cb45456497ae';

export const contactPage = {
  intro: {
    eyebrow: 'Comuníquese con nosotros',
    title: 'Hable con un CPA que conoce Austin',
    lead: `Llámenos, escríbanos o envíenos una nota aquí abajo. ${replyPromise}`.trim(),
  },
  details: {
    heading: 'Visítenos o llámenos',
    address: 'Oficina',
    phone: 'Teléfono',
    fax: 'Fax',
    email: 'Correo electrónico',
    hours: 'Horario de oficina',
    hoursNote: 'Cerrado los fines de semana y los días feriados federales.',
    map: 'Abrir en Google Maps',
  },
  form: {
    heading: 'Envíenos una consulta',
    lead: `Cuéntenos un poco sobre lo que necesita y cómo comunicarnos con usted. ${replyPromise}`.trim(),
    sensitiveTitle: 'Por favor, escriba solo en términos generales',
    sensitiveText:
      'No incluya en este formulario números de Seguro Social, datos bancarios o de tarjetas, ni documentos. Una vez que estemos en contacto, suba sus archivos de forma segura mediante',
    sensitiveAction: 'File Drop',
    noScript: 'El formulario de consulta necesita JavaScript. Llámenos o escríbanos por correo electrónico; nuestros datos están en esta página.',
  },
} as const satisfies Translation<typeof englishContactPage>;

export const enquiryFormCopy = {
  labels: {
    name: 'Nombre',
    email: 'Correo electrónico',
    phone: 'Teléfono',
    category: 'Categoría',
    message: 'Mensaje',
    honeypot: 'Deje este campo vacío',
  },
  hints: {
    name: 'Solo letras y espacios.',
    phone: '10 dígitos, por ejemplo (512) 555-0142.',
  },
  privacy: ['Qué sucede con lo que nos envía y por cuánto tiempo: lea nuestro ', 'aviso de privacidad', '.'],
  submit: 'Enviar',
  submitting: 'Enviando…',
  requiredNote: ['Los campos marcados con ', ' son obligatorios.'],
  recovery: {
    heading: 'Su consulta no se envió',
    text: 'Guardamos una copia en esta pestaña del navegador. Restáurela en el formulario para intentarlo de nuevo, o envíenosla por correo electrónico; no tiene que volver a escribir nada.',
    restore: 'Restaurar mi consulta',
    email: 'Enviarla por correo electrónico',
    discard: 'Descartar',
  },
} as const satisfies Translation<typeof englishFormCopy>;
