import { groupDigits } from '@/server/core/group-digits';
import type { Lang } from './i18n';

export { groupDigits };

/*
 * Dates and numbers are written from these tables, not through Intl: a page's first Intl call loads its locale data,
 * about 0.15 s on a slow phone, and the calendar, the estimator and the enquiry form format while they hydrate. The
 * build and the browser then also write exactly the same words. A unit test holds them to what Intl writes.
 */
const MONTHS: Record<Lang, readonly string[]> = {
  en: ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'],
  es: ['enero', 'febrero', 'marzo', 'abril', 'mayo', 'junio', 'julio', 'agosto', 'septiembre', 'octubre', 'noviembre', 'diciembre'],
};
const SHORT_MONTHS: Record<Lang, readonly string[]> = {
  en: ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'],
  es: ['ene', 'feb', 'mar', 'abr', 'may', 'jun', 'jul', 'ago', 'sept', 'oct', 'nov', 'dic'],
};
const WEEKDAYS: Record<Lang, readonly string[]> = {
  en: ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'],
  es: ['domingo', 'lunes', 'martes', 'miércoles', 'jueves', 'viernes', 'sábado'],
};

/** An ISO date's parts, the same in every time zone. */
function parts(iso: string) {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(iso);
  if (!match) throw new Error(`"${iso}" is not a date such as "2026-11-24"`);
  const [year, month, day] = [Number(match[1]), Number(match[2]) - 1, Number(match[3])];
  return { year, month, day, weekday: new Date(Date.UTC(year, month, day)).getUTCDay() };
}

/** "2026-11-24" -> "November 24, 2026" ('es': "24 de noviembre de 2026"). */
export function formatDate(iso: string, lang: Lang = 'en'): string {
  const { year, month, day } = parts(iso);
  return lang === 'en' ? `${MONTHS.en[month]} ${day}, ${year}` : `${day} de ${MONTHS.es[month]} de ${year}`;
}

/** "2026-04-15" -> "April 15" ('es': "15 de abril"). */
export function formatDayOfMonth(iso: string, lang: Lang = 'en'): string {
  const { month, day } = parts(iso);
  return lang === 'en' ? `${MONTHS.en[month]} ${day}` : `${day} de ${MONTHS.es[month]}`;
}

/** "2026-11-24" -> "November 2026" ('es': "noviembre de 2026"). */
export function formatMonthAndYear(iso: string, lang: Lang = 'en'): string {
  const { year, month } = parts(iso);
  return lang === 'en' ? `${MONTHS.en[month]} ${year}` : `${MONTHS.es[month]} de ${year}`;
}

/** "2026-11-24" -> "Nov" ('es': "nov"). */
export const formatShortMonth = (iso: string, lang: Lang = 'en') => SHORT_MONTHS[lang][parts(iso).month]!;

/** "2026-11-24" -> "Tuesday" ('es': "martes"). */
export const formatWeekday = (iso: string, lang: Lang = 'en') => WEEKDAYS[lang][parts(iso).weekday]!;

/** A yearless English date as the content writes it, "May 15", in `lang`: "May 15" or "15 de mayo". */
export function formatMonthDay(monthDay: string, lang: Lang = 'en'): string {
  const match = /^([A-Z][a-z]+) (\d{1,2})$/.exec(monthDay.trim());
  const month = match ? MONTHS.en.indexOf(match[1]!) : -1;
  if (!match || month < 0) throw new Error(`"${monthDay}" is not a month and day such as "May 15"`);
  return formatDayOfMonth(`2000-${String(month + 1).padStart(2, '0')}-${match[2]!.padStart(2, '0')}`, lang);
}

/** 2650000 -> "$2,650,000"; whole dollars only. */
export const usd = (amount: number) => `$${groupDigits(amount)}`;

/** 1234.5 -> "1,234.5": grouped, with the fraction as given. */
const grouped = (value: number) => {
  const [whole, fraction] = String(value).split('.');
  return fraction ? `${groupDigits(Number(whole))}.${fraction}` : groupDigits(Number(whole));
};

/** 2650000 -> "$2.65 million" ('es': "$2.65 millones", as US Spanish writes it; "$1 millón"). */
export function usdMillions(amount: number, lang: Lang = 'en'): string {
  const millions = amount / 1_000_000;
  const number = grouped(Number(millions.toFixed(2)));
  if (lang === 'en') return `$${number} million`;
  return `$${number} ${millions === 1 ? 'millón' : 'millones'}`;
}

/** 13412 -> "$13,412"; 85000.5 -> "$85,000.50": cents only when there are some. */
export function money(amount: number): string {
  if (Number.isInteger(amount)) return usd(amount);
  const [whole, cents] = amount.toFixed(2).split('.');
  return `$${groupDigits(Number(whole))}.${cents}`;
}

export const percent = (value: number, digits = 1) => `${grouped(Number(value.toFixed(digits)))}%`;

export const escapeHtml = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
