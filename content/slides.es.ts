/**
 * Spanish twin of content/slides.ts: the same ids and images, text and alt text translated, links to the Spanish pages.
 */
import { z } from 'zod';
import { defineContent } from '@/lib/define-content';
import { slideSchema } from '@/lib/schemas';
import { whyChooseUs as english } from './slides';

/** The English twin this file translates: the first 12 hex digits of the SHA-256 of content/slides.ts. */
export const translates = 'e704e54675b0';

const spanish: Record<string, { title: string; text: string; href: string; alt: string }> = {
  'personal-tax': {
    title: 'Impuestos personales',
    text: 'Declaraciones federales para empleados, trabajadores por cuenta propia, jubilados e inversionistas, preparadas por un CPA y revisadas con usted antes de presentar nada.',
    href: '/es/servicios-impuestos-personales',
    alt: 'Ilustración de una familia que revisa junta una declaración de impuestos en la mesa de la cocina',
  },
  'business-tax': {
    title: 'Impuestos empresariales',
    text: 'Declaraciones de sociedades colectivas y de sociedades anónimas de tipo S y de tipo C, e informes del impuesto de franquicia de Texas, coordinados con la declaración personal de cada dueño.',
    href: '/es/servicios-impuestos-empresariales',
    alt: 'Ilustración de un dueño de negocio y un contador que revisan estados financieros en un escritorio',
  },
  bookkeeping: {
    title: 'Teneduría de libros',
    text: 'Conciliaciones mensuales y estados financieros en QuickBooks Online, para que sus cifras estén al día todo el año y la temporada de impuestos empiece en orden.',
    href: '/es/servicios-teneduria-de-libros',
    alt: 'Ilustración de una computadora portátil que muestra un libro mayor cuadrado junto a una pila de recibos y una calculadora',
  },
};

export const whyChooseUs: typeof english = defineContent(
  'slides.es.ts',
  z.array(slideSchema),
  english.map((slide) => {
    const es = spanish[slide.id];
    if (!es) throw new Error(`content/slides.es.ts: slide "${slide.id}" is in content/slides.ts but has no Spanish entry here; add one`);
    return { ...slide, title: es.title, text: es.text, href: es.href, image: { ...slide.image, alt: es.alt } };
  }),
);
