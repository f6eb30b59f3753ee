/**
 * Spanish twin of content/tax-calendar.ts: the title, description and form names of every rule, the
 * subscription steps and the filter's labels. The rules themselves (ids, months, days, offsets, later
 * dates, audiences, sources' URLs) are the English module's, so a date changes in one place.
 */
import { defineContent } from '@/lib/define-content';
import { dueDatesFor } from '@/lib/due-dates';
import { taxCalendarSchema, type CalendarAudience } from '@/lib/schemas';
import { inEnglish } from '@/lib/translation';
import type { CalendarOptions } from '@/lib/tax-calendar-ics';
import { site } from './site.es';
import { calendarAudiences as englishAudiences, taxCalendar as englishCalendar, taxCalendarYears } from './tax-calendar';
import { franchiseNoTaxDueShort, informationReturnThresholdRule } from './tax-figures.es';

/** The English twin this file translates: the first 12 hex digits of the SHA-256 of content/tax-calendar.ts. */
export const translates = 'fa4a067290e1';

type RuleText = { title: string; form: string; description: string };

/** Each rule's words, by rule id. "{year}" and "{laterDate}" are filled as in English, the date written in Spanish. */
const ruleText: Record<string, RuleText> = {
  'form-w-2-1099-nec': {
    title: 'Formularios W-2 y 1099-NEC de {year}',
    form: 'Formulario W-2, Formulario 1099-NEC',
    description: `Entregue a sus empleados los Formularios W-2 de {year} y presente la Copia A ante la Administración del Seguro Social. Entregue a sus contratistas los Formularios 1099-NEC por la compensación de no empleado y preséntelos ante el IRS. ${informationReturnThresholdRule}`,
  },
  'form-1099-misc': {
    title: 'Formularios 1099-MISC ante el IRS de {year}',
    form: 'Formulario 1099-MISC, Formulario 1096',
    description: `Presente ante el IRS la Copia A de cada Formulario 1099-MISC de {year} (alquileres, regalías, premios y recompensas, pagos a abogados y otros ingresos misceláneos) a más tardar en esta fecha si lo hace en papel, con el Formulario 1096, o a más tardar el {laterDate} si lo hace por medios electrónicos. ${informationReturnThresholdRule}`,
  },
  'form-941-q4': {
    title: 'Declaración de impuestos sobre la nómina de octubre a diciembre de {year}',
    form: 'Formulario 941(sp) o Formulario 941',
    description:
      'Declare el impuesto sobre el ingreso retenido y los impuestos del Seguro Social y del Medicare del cuarto trimestre de {year}. Si todos los depósitos del trimestre se hicieron a tiempo, puede presentar la declaración a más tardar el {laterDate} (el día 10 del segundo mes después del trimestre).',
  },
  'form-940': {
    title: 'Declaración del impuesto federal para el desempleo (FUTA) de {year}',
    form: 'Formulario 940',
    description:
      'Declare el impuesto federal para el desempleo (FUTA) sobre los salarios de {year} y pague la parte que aún no haya depositado. Si todos los depósitos del impuesto FUTA del año se hicieron a tiempo, puede presentar la declaración a más tardar el {laterDate}.',
  },
  'estimated-tax-q4': {
    title: 'Cuarto pago de impuestos estimados de {year}',
    form: 'Formulario 1040-ES',
    description:
      'Último plazo de los impuestos estimados de {year}. Puede omitirlo si presenta su Formulario 1040 de {year} y paga todo el impuesto adeudado a más tardar el {laterDate}.',
  },
  'pass-through-returns': {
    title: 'Declaraciones de sociedades colectivas y sociedades anónimas de tipo S de {year}',
    form: 'Formulario 1065, Formulario 1120-S',
    description:
      'Las sociedades colectivas que usan el año natural presentan el Formulario 1065 y las sociedades anónimas de tipo S el Formulario 1120-S, y entregan a cada socio o accionista un Anexo K-1. El Formulario 7004 presentado a más tardar en esta fecha prorroga la declaración por seis meses.',
  },
  'individual-returns': {
    title: 'Declaraciones individuales del impuesto sobre la renta de {year}',
    form: 'Formulario 1040',
    description:
      'Presente su Formulario 1040 o 1040-SR de {year} y pague el impuesto que aún adeude. Los intereses y las multas por pago tardío corren desde esta fecha aunque se haya prorrogado la declaración.',
  },
  'individual-extension': {
    title: 'Solicitud de prórroga para las declaraciones individuales de {year}',
    form: 'Formulario 4868(SP) o Formulario 4868',
    description:
      'Presente el Formulario 4868(SP) (la versión en español del Formulario 4868), o pague por medios electrónicos e indique que el pago es para una prórroga, y tendrá seis meses más para presentar su declaración de {year}. La prórroga es para presentar la declaración, no para pagar.',
  },
  'c-corporation-returns': {
    title: 'Declaraciones del impuesto sobre la renta de sociedades anónimas de tipo C de {year}',
    form: 'Formulario 1120',
    description:
      'Las sociedades anónimas que usan el año natural presentan su Formulario 1120 de {year} y pagan el impuesto adeudado. El Formulario 7004 presentado a más tardar en esta fecha prorroga la declaración por seis meses, pero no el pago.',
  },
  'estimated-tax-q1': {
    title: 'Primer pago de impuestos estimados de {year}',
    form: 'Formulario 1040-ES',
    description:
      'Primer plazo de los impuestos estimados de {year}, por ingresos que no tienen retención o la tienen insuficiente: ingresos del trabajo por cuenta propia, de alquiler, de inversiones o de jubilación.',
  },
  'corporate-estimated-tax-q1': {
    title: 'Primer plazo de impuestos estimados de sociedades anónimas de {year}',
    form: 'Formulario 1120-W',
    description:
      'Una sociedad anónima que usa el año natural y que espera un impuesto de $500 o más para {year} paga su primer plazo por transferencia electrónica de fondos, calculado en el Formulario 1120-W, una hoja de trabajo que conserva y no presenta. Una sociedad anónima que usa un año fiscal paga el día 15 de los meses 4, 6, 9 y 12 de su año tributario.',
  },
  'form-941-q1': {
    title: 'Declaración de impuestos sobre la nómina de enero a marzo de {year}',
    form: 'Formulario 941(sp) o Formulario 941',
    description:
      'Declare el impuesto sobre el ingreso retenido y los impuestos del Seguro Social y del Medicare del primer trimestre de {year}. Si todos los depósitos del trimestre se hicieron a tiempo, puede presentar la declaración a más tardar el {laterDate} (el día 10 del segundo mes después del trimestre).',
  },
  'exempt-organization-returns': {
    title: 'Declaraciones de organizaciones exentas de {year}',
    form: 'Formulario 990, 990-EZ, 990-PF o 990-N',
    description:
      'Las organizaciones exentas de impuestos que usan el año natural presentan su declaración de {year}, que vence el día 15 del quinto mes después del cierre del año. El Formulario 8868 presentado a más tardar en esta fecha la prorroga por seis meses (el 990-N no se puede prorrogar).',
  },
  'texas-franchise-report': {
    title: 'Informe del impuesto de franquicia de Texas de {year}',
    form: 'Texas Franchise Tax Report, Public Information Report',
    description: `El informe del impuesto de franquicia de {year} y el impuesto adeudado, con el Public Information Report o el Ownership Information Report. ${franchiseNoTaxDueShort} Una solicitud de prórroga hecha y pagada a más tardar en esta fecha traslada el informe al 15 de noviembre para la mayoría de las entidades.`,
  },
  'estimated-tax-q2': {
    title: 'Segundo pago de impuestos estimados de {year}',
    form: 'Formulario 1040-ES',
    description: 'Segundo plazo de los impuestos estimados de {year}, que cubre los ingresos recibidos en abril y mayo.',
  },
  'corporate-estimated-tax-q2': {
    title: 'Segundo plazo de impuestos estimados de sociedades anónimas de {year}',
    form: 'Formulario 1120-W',
    description:
      'Segundo plazo de los impuestos estimados de {year} de una sociedad anónima que usa el año natural, pagado por transferencia electrónica de fondos.',
  },
  'form-941-q2': {
    title: 'Declaración de impuestos sobre la nómina de abril a junio de {year}',
    form: 'Formulario 941(sp) o Formulario 941',
    description:
      'Declare el impuesto sobre el ingreso retenido y los impuestos del Seguro Social y del Medicare del segundo trimestre de {year}. Si todos los depósitos del trimestre se hicieron a tiempo, puede presentar la declaración a más tardar el {laterDate} (el día 10 del segundo mes después del trimestre).',
  },
  'pass-through-extended': {
    title: 'Declaraciones prorrogadas de sociedades colectivas y sociedades anónimas de tipo S de {year}',
    form: 'Formulario 1065, Formulario 1120-S',
    description:
      'Último día para presentar el Formulario 1065 o 1120-S de {year} de una sociedad colectiva o sociedad anónima de tipo S que presentó el Formulario 7004 a más tardar en la fecha de vencimiento de marzo.',
  },
  'estimated-tax-q3': {
    title: 'Tercer pago de impuestos estimados de {year}',
    form: 'Formulario 1040-ES',
    description: 'Tercer plazo de los impuestos estimados de {year}, que cubre los ingresos recibidos en junio, julio y agosto.',
  },
  'corporate-estimated-tax-q3': {
    title: 'Tercer plazo de impuestos estimados de sociedades anónimas de {year}',
    form: 'Formulario 1120-W',
    description:
      'Tercer plazo de los impuestos estimados de {year} de una sociedad anónima que usa el año natural, pagado por transferencia electrónica de fondos.',
  },
  'individual-extended': {
    title: 'Declaraciones individuales prorrogadas de {year}',
    form: 'Formulario 1040',
    description:
      'Último día para presentar su Formulario 1040 de {year} si solicitó la prórroga automática de seis meses a más tardar en la fecha de vencimiento de abril.',
  },
  'c-corporation-extended': {
    title: 'Declaraciones prorrogadas de sociedades anónimas de tipo C de {year}',
    form: 'Formulario 1120',
    description:
      'Último día para presentar el Formulario 1120 de {year} de una sociedad anónima que usa el año natural y que presentó el Formulario 7004 a más tardar en la fecha de vencimiento de abril.',
  },
  'form-941-q3': {
    title: 'Declaración de impuestos sobre la nómina de julio a septiembre de {year}',
    form: 'Formulario 941(sp) o Formulario 941',
    description:
      'Declare el impuesto sobre el ingreso retenido y los impuestos del Seguro Social y del Medicare del tercer trimestre de {year}. Si todos los depósitos del trimestre se hicieron a tiempo, puede presentar la declaración a más tardar el {laterDate} (el día 10 del segundo mes después del trimestre).',
  },
  'exempt-organization-extended': {
    title: 'Declaraciones prorrogadas de organizaciones exentas de {year}',
    form: 'Formulario 990, 990-EZ o 990-PF',
    description:
      'Último día para presentar el Formulario 990, 990-EZ o 990-PF de {year} de una organización que usa el año natural y que presentó el Formulario 8868 a más tardar en la fecha de vencimiento de mayo.',
  },
  'texas-franchise-extended': {
    title: 'Informe prorrogado del impuesto de franquicia de Texas de {year}',
    form: 'Texas Franchise Tax Report',
    description:
      'Fecha de vencimiento prorrogada del informe de {year} para una entidad que solicitó una prórroga a más tardar el 15 de mayo. Las entidades que deben pagar por transferencia electrónica de fondos reciben primero una prórroga hasta el 15 de agosto y luego pueden prorrogarla hasta el 15 de noviembre.',
  },
  'corporate-estimated-tax-q4': {
    title: 'Cuarto plazo de impuestos estimados de sociedades anónimas de {year}',
    form: 'Formulario 1120-W',
    description:
      'Último plazo de los impuestos estimados de {year} de una sociedad anónima que usa el año natural, pagado por transferencia electrónica de fondos. La multa por un plazo pagado de menos se calcula en el Formulario 2220.',
  },
};

/** Every English rule has its words here, and nothing here names a rule English does not have. */
const englishIds = englishCalendar.rules.map((rule) => rule.id);
const missing = englishIds.filter((id) => !(id in ruleText));
const extra = Object.keys(ruleText).filter((id) => !englishIds.includes(id));
if (missing.length || extra.length) {
  throw new Error(`content/tax-calendar.es.ts: ${[missing.length && `no Spanish text for rule(s) ${missing.join(', ')}`, extra.length && `rule(s) ${extra.join(', ')} not in content/tax-calendar.ts`].filter(Boolean).join('; ')}`);
}

const subscribeSteps: Record<string, string> = {
  'Google Calendar':
    'En una computadora, abra Google Calendar, seleccione + junto a Otros calendarios, elija Desde URL, pegue la dirección y seleccione Agregar calendario. Luego aparece también en su teléfono.',
  Outlook:
    'En Outlook en la web u Outlook.com, abra el calendario, elija Agregar calendario y luego Suscribirse desde la web. Pegue la dirección, asigne un nombre al calendario y seleccione Importar.',
  'Apple Calendar':
    'En una Mac, elija Archivo y luego Nueva suscripción a calendario, pegue la dirección y seleccione Suscribirse. En un iPhone o iPad, vaya a Configuración, Calendario, Cuentas, Agregar cuenta, Otra, Agregar calendario suscrito.',
};

/** A card's source link names its English document in Spanish, then says it is in English. */
const sourceTitles: Record<string, string> = {
  'IRS Publication 509, Tax Calendars': 'Publicación 509 del IRS, calendarios tributarios',
  'IRS online tax calendar': 'Calendario tributario en línea del IRS',
  'Texas Comptroller: Franchise Tax': 'Contralor de Texas: impuesto de franquicia',
  'IRS: One, Big, Beautiful Bill provisions (Form 1099 threshold)': 'IRS: disposiciones de la ley One Big Beautiful Bill (umbral del Formulario 1099)',
};
function cardSource<S extends { label: string; url: string }>(source: S): S {
  const title = sourceTitles[source.label];
  if (!title) throw new Error(`content/tax-calendar.es.ts: no Spanish title for the source "${source.label}"`);
  return inEnglish({ ...source, label: title });
}

export const taxCalendar: typeof englishCalendar = defineContent('tax-calendar.es.ts', taxCalendarSchema, {
  rules: englishCalendar.rules.map((rule) => ({
    ...rule,
    ...ruleText[rule.id]!,
    source: cardSource(rule.source),
    ...(rule.figureSource && { figureSource: cardSource(rule.figureSource) }),
  })),
  subscribe: englishCalendar.subscribe.map(({ app }) => {
    const steps = subscribeSteps[app];
    if (!steps) throw new Error(`content/tax-calendar.es.ts: no Spanish steps for "${app}"`);
    return { app, steps };
  }),
  sources: englishCalendar.sources.map(inEnglish),
  lastReviewed: englishCalendar.lastReviewed,
});

const audienceLabels: Record<CalendarAudience, string> = {
  individuals: 'Individuos',
  businesses: 'Negocios',
  employers: 'Empleadores',
  'non-profits': 'Organizaciones sin fines de lucro',
};

/** Los grupos del filtro, en el orden de la página en inglés. */
export const calendarAudiences: typeof englishAudiences = englishAudiences.map(({ value }) => ({ value, label: audienceLabels[value] }));

export { taxCalendarYears };

/** Every due date in Spanish, for the same years and in the same order as the English page; {laterDate} reads "10 de febrero de 2026". */
export const taxCalendarDates = dueDatesFor(taxCalendar.rules, taxCalendarYears, 'es');

/** What every Spanish .ics file says about the firm. */
export const taxCalendarIcsOptions: CalendarOptions = {
  siteUrl: site.url,
  siteName: site.name,
  disclaimer: site.disclaimer,
  lastReviewed: taxCalendar.lastReviewed,
};

/**
 * The words lib/tax-calendar-ics.ts writes around each date, in Spanish, for the Spanish feed and files
 * (the English ones are in that file).
 */
export const taxCalendarIcsCopy = {
  feedName: (siteName: string) => `Calendario de impuestos de ${siteName}`,
  feedDescription: (siteName: string, pageUrl: string) => `Fechas de vencimiento de impuestos federales y de Texas de ${siteName}. ${pageUrl}`,
  summary: (title: string) => `Vence: ${title}`,
  form: 'Formulario',
  who: 'Para',
  source: 'Fuente',
  allDates: 'Todas las fechas',
  audiences: audienceLabels,
} as const;
