import type { Lang } from './i18n';

const LOCALES: Record<Lang, string> = { en: 'en-US', es: 'es-US' };

/** "2026-11-24" -> "November 24, 2026" ('es': "24 de noviembre de 2026"), the same in every time zone. */
export const formatDate = (iso: string, lang: Lang = 'en') =>
  new Date(`${iso}T12:00:00Z`).toLocaleDateString(LOCALES[lang], { year: 'numeric', month: 'long', day: 'numeric', timeZone: 'UTC' });

const ENGLISH_MONTHS = Array.from({ length: 12 }, (_, m) => new Date(Date.UTC(2000, m, 1, 12)).toLocaleDateString('en-US', { month: 'long', timeZone: 'UTC' }));

/** A yearless English date as the content writes it, "May 15", in `lang`: "May 15" or "15 de mayo". */
export function formatMonthDay(monthDay: string, lang: Lang = 'en'): string {
  const match = /^([A-Z][a-z]+) (\d{1,2})$/.exec(monthDay.trim());
  const month = match ? ENGLISH_MONTHS.indexOf(match[1]!) : -1;
  if (!match || month < 0) throw new Error(`"${monthDay}" is not a month and day such as "May 15"`);
  return new Date(Date.UTC(2000, month, Number(match[2]), 12)).toLocaleDateString(LOCALES[lang], { month: 'long', day: 'numeric', timeZone: 'UTC' });
}

/** 2650000 -> "$2,650,000"; whole dollars only. */
export const usd = (amount: number) => `$${amount.toLocaleString('en-US')}`;

/** 2650000 -> "$2.65 million" ('es': "$2.65 millones", as US Spanish writes it; "$1 millón"). */
export function usdMillions(amount: number, lang: Lang = 'en'): string {
  const millions = amount / 1_000_000;
  const number = millions.toLocaleString(LOCALES[lang], { maximumFractionDigits: 2 });
  if (lang === 'en') return `$${number} million`;
  return `$${number} ${millions === 1 ? 'millón' : 'millones'}`;
}

/** 13412 -> "$13,412"; 85000.5 -> "$85,000.50": cents only when there are some. */
export const money = (amount: number) =>
  Number.isInteger(amount) ? usd(amount) : `$${amount.toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;

export const percent = (value: number, digits = 1) => `${Number(value.toFixed(digits)).toLocaleString('en-US')}%`;

export const escapeHtml = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
