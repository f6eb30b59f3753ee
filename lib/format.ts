/** The site's two languages: English (the default everywhere) and US Spanish. */
export type Lang = 'en' | 'es';

const DATE_LOCALE: Record<Lang, string> = { en: 'en-US', es: 'es-US' };

/** "2026-11-24" -> "November 24, 2026" ('es': "24 de noviembre de 2026"), the same in every time zone. */
export const formatDate = (iso: string, lang: Lang = 'en') =>
  new Date(`${iso}T12:00:00Z`).toLocaleDateString(DATE_LOCALE[lang], { year: 'numeric', month: 'long', day: 'numeric', timeZone: 'UTC' });

/** 2650000 -> "$2,650,000"; whole dollars only. */
export const usd = (amount: number) => `$${amount.toLocaleString('en-US')}`;

/** 2650000 -> "$2.65 million" ('es': "$2.65 millones", as the IRS's Spanish pages write it). */
export const usdMillions = (amount: number, lang: Lang = 'en') =>
  `$${(amount / 1_000_000).toLocaleString('en-US', { maximumFractionDigits: 2 })} ${lang === 'es' ? 'millones' : 'million'}`;

/** 13412 -> "$13,412"; 85000.5 -> "$85,000.50": cents only when there are some. */
export const money = (amount: number) =>
  Number.isInteger(amount) ? usd(amount) : `$${amount.toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;

export const percent = (value: number, digits = 1) => `${Number(value.toFixed(digits)).toLocaleString('en-US')}%`;

export const escapeHtml = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
