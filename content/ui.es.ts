/** Las cadenas cortas de la interfaz en español: las mismas claves que content/ui.ts (una clave que falte no pasa la comprobación de tipos). */
import type { Translation } from '@/lib/translation';
import type { ui as english } from './ui';
import { ENQUIRY_LIMITS } from '@/lib/enquiry-rules';

/** The English twin this file translates: the first 12 hex digits of the SHA-256 of content/ui.ts. */
export const translates = 'c642f10aac74';

export const ui: Translation<typeof english> = {
  document: {
    skipLink: 'Ir al contenido principal',
  },
  sources: {
    label: 'Fuentes',
    newTab: ' (se abre en una pestaña nueva)',
    lastReviewed: 'Última revisión:',
    figuresCurrent: 'Las cifras están vigentes a esa fecha. ',
  },
  contactCta: {
    title: 'Hable con un CPA sobre su situación',
    book: 'Reserve una consulta',
    enquire: 'Envíe una consulta',
  },
  servicePage: {
    audience: 'Para quién es',
    otherServices: 'Otros servicios',
    engagementEyebrow: 'Cómo trabajamos juntos',
    engagementTitle: 'Cómo funciona un encargo',
    listEyebrow: 'Lo que hacemos',
  },
  home: {
    newsHeadlines: 'Titulares de noticias',
    importantNews: 'Noticia importante',
    whyEyebrow: 'Por qué elegirnos',
    servicesEyebrow: 'Lo que hacemos',
    learnMore: 'Más información',
    learnMoreAbout: ' sobre ',
    freeConsultation: 'Consulta gratuita',
    preferToTalk: '¿Prefiere hablar por teléfono?',
    credentials: 'Credenciales',
    enlargeImage: 'Ampliar imagen: ',
    ticker: { play: 'Reanudar la cinta de noticias', pause: 'Pausar la cinta de noticias' },
    carousel: {
      previous: 'Diapositiva anterior',
      next: 'Diapositiva siguiente',
      goTo: 'Ir a la diapositiva ',
      of: ' de ',
      play: 'Reanudar presentación',
      pause: 'Pausar presentación',
    },
    lightbox: {
      Lightbox: 'Imagen ampliada',
      Carousel: 'Imágenes',
      'Photo gallery': 'Imágenes ampliadas',
      Slide: 'Imagen',
      Previous: 'Imagen anterior',
      Next: 'Imagen siguiente',
      Close: 'Cerrar imagen ampliada',
    },
  },
  about: {
    whoWeAre: 'Quiénes somos',
    atAGlance: 'De un vistazo',
    howWeWork: 'Cómo trabajamos',
    founded: 'Fundación',
    foundedIn: ', en ',
    texas: ', Texas',
    office: 'Oficina',
    services: 'Servicios',
    practiceAreas: ' áreas de práctica, de impuestos personales a director financiero externo',
    officeHours: 'Horario de oficina',
    galleryEyebrow: 'Galería',
    galleryFilterLabel: 'Filtrar la galería',
  },
  team: {
    viewProfile: 'Ver el perfil completo',
    credentials: 'Credenciales',
    biography: 'Biografía',
    backToTeam: 'Volver al equipo',
    licence: {
      heading: 'Licencia y quejas',
      certificate: (name: string, state: string, title: string) => `${name} tiene el certificado de ${title} de ${state} n.º `,
      issuedBy: (regulator: string) => `, emitido por la ${regulator}.`,
      lookUpBefore: 'Verifique una licencia en la ',
      lookUp: 'búsqueda pública de titulares de licencia de la Junta',
      complaintsBefore: 'Las quejas sobre contadores públicos certificados pueden dirigirse por escrito a la ',
      complaintsAddress: ', a la dirección de la Junta que figura en su sitio web ',
      complaintsOr: ' o a ',
      howToFile: 'Cómo presentar una queja: ',
      complaintInfo: 'la información de la Junta sobre quejas',
      rule: 'Regla: ',
      newTab: ' (se abre en una pestaña nueva)',
    },
  },
  contact: {
    mapNewTab: '(se abre en una pestaña nueva)',
  },
  form: {
    messages: {
      nameRequired: 'Escriba su nombre.',
      nameChars: 'Use solo letras y espacios.',
      nameMax: `Su nombre no debe tener más de ${ENQUIRY_LIMITS.nameMax} caracteres.`,
      emailRequired: 'Escriba su correo electrónico.',
      emailInvalid: 'Escriba un correo electrónico válido.',
      emailMax: `Su correo electrónico no debe tener más de ${ENQUIRY_LIMITS.emailMax} caracteres.`,
      phoneRequired: 'Escriba su número de teléfono.',
      phoneInvalid: 'Escriba un número de teléfono de 10 dígitos, por ejemplo (512) 555-0142.',
      categoryRequired: 'Seleccione una categoría.',
      messageRequired: 'Escriba un mensaje.',
      messageMax: `Su mensaje no debe tener más de ${ENQUIRY_LIMITS.messageMax.toLocaleString('en-US')} caracteres.`,
      timeStampInvalid: 'La hora de la consulta debe ser una fecha y hora reales en UTC, con el formato AAAA-MM-DD HH:MM:SS.',
      honeypot: 'Este campo debe quedar vacío.',
    },
    toasts: {
      success: '¡Gracias por comunicarse con nosotros! Le responderemos en breve...',
      network: 'El servidor está en mantenimiento...',
      server: 'Comuníquese con nosotros por correo electrónico',
    },
    mail: { name: 'Nombre', email: 'Correo electrónico', phone: 'Teléfono', category: 'Categoría', notChosen: 'Sin elegir' },
    sensitive: {
      taxId: 'Parece que su mensaje contiene un número de Seguro Social o un ITIN.',
      bank: 'Parece que su mensaje contiene un número de cuenta bancaria o de tarjeta.',
      advice:
        'No lo envíe mediante este formulario: solo veremos sus últimos cuatro dígitos. Para compartirlo de forma segura, use File Drop. Aun así, puede enviar su mensaje tal como está.',
      action: 'Abrir File Drop',
    },
  },
};
