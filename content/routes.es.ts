/**
 * Spanish twin of content/routes.ts: every page's Spanish path and its Spanish words (title, description,
 * keywords, heading, menu label). Everything else (art, ogType, index, a card's order, id and icon) is the
 * English record's. Service pages' words are in their Markdown twins in content/services/; their Spanish
 * paths are listed here so every link can be made in one place.
 */
import { routeSchema, type RouteRecord } from '@/lib/schemas';
import { aliases, routes } from './routes';
import { site } from './site';
import { teamWording } from './team.es';

/** The English twin this file translates: the first 12 hex digits of the SHA-256 of content/routes.ts. */
export const translates = '4d95efc4a687';

/** The English pages whose records are in content/routes.ts. Adding a page there without adding it here fails below. */
const pagePaths = [
  '/',
  '/about',
  '/team',
  '/teamProfile',
  '/contact',
  '/services-boi',
  '/services-quickbooks',
  '/tax-center',
  '/tax-rates',
  '/tax-estimator',
  '/tax-calendar',
  '/useful-links',
  '/forms-instructions',
  '/news',
  '/privacy',
  '/accessibility',
] as const;

/** The service pages (content/services/*.md and services-overview.md). */
const servicePaths = [
  '/services',
  '/services-tax',
  '/services-personal-tax',
  '/services-business-tax',
  '/services-accounting',
  '/services-bookkeeping',
  '/services-consulting',
  '/services-cfo',
  '/services-rei',
  '/services-nptax',
] as const;

export type PagePath = (typeof pagePaths)[number];
export type EnglishPath = PagePath | (typeof servicePaths)[number];

/** English paths with no Spanish twin on purpose: aliases of another English page. */
export const englishOnlyPaths = Object.keys(aliases);

/** The Spanish path of every English page (a missing page fails the type check). */
export const spanishPaths: Record<EnglishPath, string> = {
  '/': '/es',
  '/about': '/es/nosotros',
  '/team': '/es/equipo',
  '/teamProfile': '/es/perfil-del-equipo',
  '/contact': '/es/contacto',
  '/services': '/es/servicios',
  '/services-tax': '/es/servicios-impuestos',
  '/services-personal-tax': '/es/servicios-impuestos-personales',
  '/services-business-tax': '/es/servicios-impuestos-empresariales',
  '/services-accounting': '/es/servicios-contabilidad',
  '/services-bookkeeping': '/es/servicios-teneduria-de-libros',
  '/services-consulting': '/es/servicios-consultoria',
  '/services-cfo': '/es/servicios-director-financiero',
  '/services-rei': '/es/servicios-inversion-inmobiliaria',
  '/services-nptax': '/es/servicios-impuestos-sin-fines-de-lucro',
  '/services-boi': '/es/servicios-boi',
  '/services-quickbooks': '/es/servicios-quickbooks',
  '/tax-center': '/es/centro-de-impuestos',
  '/tax-rates': '/es/tasas-de-impuestos',
  '/tax-calendar': '/es/calendario-de-impuestos',
  '/tax-estimator': '/es/calculadora-de-impuestos',
  '/useful-links': '/es/enlaces-utiles',
  '/forms-instructions': '/es/formularios-e-instrucciones',
  '/news': '/es/noticias',
  '/privacy': '/es/privacidad',
  '/accessibility': '/es/accesibilidad',
};

/** English routes with no Spanish path above (a new page, before its twin is written), and paths above that are no English route. */
export function untranslatedRoutes(): { missing: string[]; extra: string[] } {
  const known: readonly string[] = [...pagePaths, ...servicePaths];
  const english = routes.map((r) => r.path);
  return { missing: english.filter((path) => !known.includes(path)), extra: known.filter((path) => !english.includes(path)) };
}

/** The Spanish path of an English path (an alias goes to its original's twin). */
export function spanishPathFor(path: string): string {
  const original = aliases[path] ?? path;
  const spanish = (spanishPaths as Record<string, string>)[original];
  if (!spanish) throw new Error(`No Spanish path for "${path}": add it to content/routes.es.ts`);
  return spanish;
}

type SpanishWords = Pick<RouteRecord, 'title' | 'description' | 'keywords' | 'heading' | 'navLabel'> & {
  card?: { title: string; description: string };
};

/** Each page's Spanish words, by English path. Fields the English record lacks (heading, navLabel) stay out. */
const words: Record<PagePath, SpanishWords> = {
  '/': {
    title: 'CPA en Austin: impuestos, contabilidad, asesoría',
    description:
      'Contador público en Austin para personas, pequeños negocios, inversionistas inmobiliarios y sin fines de lucro: impuestos, teneduría de libros y CFO externo.',
    keywords: ['contador público en Austin', 'preparación de impuestos Austin', 'contador para pequeños negocios Texas', 'teneduría de libros', 'director financiero externo'],
    navLabel: 'Inicio',
  },
  '/about': {
    title: 'Acerca de nosotros',
    description: `Conozca a Live Oak Ledger CPA, firma contable de Austin desde ${site.foundingYear}: asesoría clara en impuestos y contabilidad para familias, dueños y sin fines de lucro.`,
    keywords: ['Live Oak Ledger CPA', 'firma de contabilidad en Austin', 'firma de CPA en Texas', 'CPA en Austin'],
    heading: 'Acerca de nosotros',
    navLabel: 'Nosotros',
  },
  '/team': {
    title: teamWording.pageTitle,
    description: teamWording.pageDescription,
    keywords: ['equipo de CPA en Austin', 'CPA en Texas', 'QuickBooks ProAdvisor Austin', 'perfil de contador'],
    heading: teamWording.pageTitle,
    navLabel: 'Equipo',
  },
  '/teamProfile': {
    title: 'Perfil del equipo',
    description: teamWording.profileDescription,
    keywords: ['perfil de CPA', 'contador en Austin', 'equipo de Live Oak Ledger CPA'],
    heading: 'Perfil del equipo',
  },
  '/contact': {
    title: 'Contáctenos',
    description:
      'Llame, escriba, visite nuestra oficina en Barton Springs Road o envíe una consulta a Live Oak Ledger CPA en Austin, Texas. Lunes a viernes, de 9 a.m. a 5 p.m.',
    keywords: ['contador público Austin contacto', 'contador cerca de mí Austin', 'consulta de impuestos', 'horario de oficina de CPA'],
    heading: 'Contáctenos',
    navLabel: 'Contacto',
  },
  '/services-boi': {
    card: {
      title: 'Información sobre beneficiarios finales (BOI)',
      description:
        'Orientación sobre la Corporate Transparency Act tras la norma final provisional de FinCEN de 2025, que exime a las compañías creadas en EE. UU., e informes BOI de compañías extranjeras registradas para hacer negocios en Texas.',
    },
    title: 'Información sobre beneficiarios finales (BOI)',
    description:
      'Informes BOI tras la norma de FinCEN de marzo de 2025: las compañías nacionales están exentas; las extranjeras registradas aún informan. Orientación y ayuda.',
    keywords: ['informe BOI', 'información sobre beneficiarios finales', 'Ley de Transparencia Corporativa', 'FinCEN BOI Texas'],
    heading: 'Información sobre beneficiarios finales (BOI)',
  },
  '/services-quickbooks': {
    title: 'QuickBooks Desktop 2022 y 2023 descontinuado',
    description:
      'QuickBooks Desktop 2022 sin soporte tras el 31 de mayo de 2025 y 2023 tras el 31 de mayo de 2026: qué falla ahora y cómo actualizar o pasar a QuickBooks Online.',
    keywords: ['QuickBooks Desktop 2022 descontinuado', 'QuickBooks Desktop 2023 descontinuado', 'migración a QuickBooks Online', 'QuickBooks ProAdvisor Austin'],
    heading: 'Descontinuación de QuickBooks Desktop 2022 y 2023',
  },
  '/tax-center': {
    title: 'Centro de impuestos',
    description:
      'Recursos para clientes: tasas del impuesto federal, calculadora, publicaciones del IRS, fechas de vencimiento federales y de Texas y el estado de su reembolso.',
    keywords: ['centro de impuestos', 'recursos de impuestos', 'calculadora de impuestos', 'publicaciones del IRS', 'calendario de impuestos', 'estado del reembolso'],
    heading: 'Centro de impuestos',
  },
  '/tax-rates': {
    title: 'Tasas de impuestos',
    description:
      'Tramos del impuesto federal sobre la renta y deducción estándar de 2025 y 2026 para solteros, casados que declaran juntos y cabezas de familia, según el IRS.',
    keywords: ['tramos de impuestos 2026', 'tramos de impuestos 2025', 'deducción estándar 2026', 'tasas del impuesto federal sobre la renta'],
    heading: 'Tasas de impuestos',
  },
  '/tax-estimator': {
    title: 'Calculadora del impuesto federal sobre la renta',
    description:
      'Calcule su impuesto federal sobre la renta de 2025 o 2026 según su ingreso tributable o salario: impuesto, tasas marginal y efectiva y desglose por tramo.',
    keywords: ['calculadora del impuesto federal sobre la renta', 'calculadora de tramos de impuestos 2026', 'estimado del impuesto sobre la renta 2025', 'tasa de impuesto marginal', 'tasa de impuesto efectiva'],
    heading: 'Calculadora de impuestos',
  },
  '/tax-calendar': {
    title: 'Calendario de impuestos',
    description:
      'Vencimientos federales y de Texas para personas, negocios, empleadores y sin fines de lucro, ajustados por fines de semana y feriados, con fuentes. Suscríbase.',
    keywords: ['calendario de impuestos', 'fechas de vencimiento de impuestos', 'fechas de pagos de impuestos estimados', 'fechas de vencimiento del Formulario 941', 'fecha de vencimiento del impuesto de franquicia de Texas', 'suscripción al calendario de impuestos'],
    heading: 'Calendario de impuestos',
  },
  '/useful-links': {
    title: 'Enlaces útiles',
    description:
      'Sitios oficiales que más usan nuestros clientes: Seguro Social, SBA, Departamento de Comercio, IRS, solicitud del EIN y Texas Workforce Commission.',
    keywords: ['enlaces útiles de impuestos', 'sitio web del IRS', 'solicitar un EIN', 'Comisión de la Fuerza Laboral de Texas', 'SBA'],
    heading: 'Enlaces útiles',
  },
  '/forms-instructions': {
    title: 'Formularios e instrucciones',
    description:
      'Descargue formularios e instrucciones comunes del IRS: Formulario 1040, W-9, W-4, W-2, 941, 4506-T, 9465, 1040-X, 2848, W-7 y la Circular 230.',
    keywords: ['formularios del IRS', 'Formulario 1040', 'W-9', 'W-4', 'Formulario 941', 'Formulario 2848'],
    heading: 'Formularios e instrucciones',
  },
  '/news': {
    title: 'Noticias',
    description:
      'Noticias de impuestos y contabilidad para personas y negocios de Texas de Live Oak Ledger CPA: cambios en la ley, plazos y lo que significan para usted.',
    keywords: ['noticias de impuestos', 'novedades de impuestos en Texas', 'One Big Beautiful Bill Act', 'noticias de CPA en Austin'],
    heading: 'Noticias',
  },
  '/privacy': {
    title: 'Aviso de privacidad',
    description:
      'Qué recopila este sitio con el formulario de consulta, adónde va, cuánto se guarda, a qué servicios externos enlaza y cómo pedir una copia o que se borre.',
    keywords: ['aviso de privacidad', 'política de privacidad de CPA', 'datos del formulario de consulta', 'Regla de Salvaguardas de la FTC', 'Do Not Track'],
    heading: 'Aviso de privacidad',
  },
  '/accessibility': {
    title: 'Declaración de accesibilidad',
    description:
      'El estándar de accesibilidad que el sitio busca cumplir (WCAG 2.2 AA), cómo se prueba, los servicios externos que no controlamos y cómo informar de una barrera.',
    keywords: ['declaración de accesibilidad', 'WCAG 2.2 AA', 'sitio web de CPA accesible', 'informar una barrera de accesibilidad'],
    heading: 'Declaración de accesibilidad',
  },
};

/** A description longer than this is cut short in search results. */
const DESCRIPTION_MAX = 160;

function spanishRecord(path: PagePath): RouteRecord {
  const english = routes.find((r) => r.path === path)!;
  const { card, ...text } = words[path];
  const where = `content/routes.es.ts ("${path}")`;
  for (const field of ['heading', 'navLabel'] as const) {
    if (Boolean(text[field]) !== Boolean(english[field])) throw new Error(`${where}: ${field} must be given exactly when the English record has one`);
  }
  if (Boolean(card) !== Boolean(english.card)) throw new Error(`${where}: card must be given exactly when the English record has one`);
  if (text.description.length > DESCRIPTION_MAX) throw new Error(`${where}: description is ${text.description.length} characters; keep it to ${DESCRIPTION_MAX}`);
  const record = {
    ...english,
    ...text,
    path: spanishPaths[path],
    ...(english.parent && { parent: spanishPathFor(english.parent) }),
    ...(english.card && card && { card: { ...english.card, ...card } }),
  };
  const parsed = routeSchema.safeParse(record);
  if (!parsed.success) throw new Error(`${where}: ${parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('; ')}`);
  return parsed.data;
}

/** Every English page's Spanish route record, keyed by the English path (services: see content/services/*.es.md). */
export const spanishRoutes = Object.fromEntries(pagePaths.map((path) => [path, spanishRecord(path)])) as Record<PagePath, RouteRecord>;
