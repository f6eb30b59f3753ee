/**
 * Spanish twin of content/about.ts (/es/nosotros). The firm is fictional.
 */
import type { Translation } from '@/lib/translation';
import type { about as english } from './about';
import { ourFounder } from './team.es';

/** The English twin this file translates: the first 12 hex digits of the SHA-256 of content/about.ts. */
export const translates = 'ea0162eca5f5';

export const about: Translation<typeof english> = {
  heading: 'Acerca de Live Oak Ledger CPA',
  paragraphs: [
    'Live Oak Ledger CPA, PLLC es una firma de contadores públicos certificados en Austin, Texas. Maria Delgado fundó la firma en 2011, después de años en la contaduría pública, con el objetivo de dar a las familias y a las pequeñas empresas el tipo de asesoramiento atento y durante todo el año que por lo general se reserva para clientes mucho más grandes.',
    'Atendemos a personas y familias, empresas administradas por sus dueños, inversionistas en bienes raíces y organizaciones sin fines de lucro en todo el Centro de Texas, con preparación y planificación de impuestos, teneduría de libros y contabilidad, consultoría y servicios de director financiero externo.',
    'Nuestro nombre viene del live oak, el encino que da sombra a gran parte de Austin: crece despacio, tiene raíces profundas y está hecho para durar. Queremos ser esa clase de presencia para nuestros clientes, firme y confiable a largo plazo.',
    'Trabajamos de la misma manera con cada cliente. Respondemos con prontitud, explicamos nuestros consejos sin tecnicismos y acordamos por escrito los honorarios antes de empezar cualquier trabajo.',
  ],
  values: [
    {
      title: 'Rapidez de respuesta',
      text: 'Alguien que conoce su expediente responde con prontitud las llamadas y los correos electrónicos, en temporada de impuestos y fuera de ella.',
    },
    {
      title: 'Asesoría en palabras sencillas',
      text: 'Le explicamos qué recomendamos y por qué, con palabras que le permitan actuar, y ponemos por escrito los puntos importantes.',
    },
    {
      title: 'Honorarios acordados antes de empezar',
      text: 'Su carta de compromiso establece los honorarios del trabajo que describe antes de que ese trabajo empiece. Lo que vaya más allá se lo cotizamos y lo acordamos con usted primero.',
    },
    {
      title: 'Colaboración durante todo el año',
      text: 'La planificación tributaria, las cartas del Servicio de Impuestos Internos (IRS) y las decisiones de negocio ocurren todo el año, así que nuestro apoyo también.',
    },
  ],
  teamHeading: `Conozca a ${ourFounder}`,
  galleryHeading: 'La vida en Live Oak Ledger',
  galleryLead: 'Nuestra oficina, nuestros clientes y la comunidad de Austin de la que nos enorgullece formar parte.',
};
