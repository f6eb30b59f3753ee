/** "2026-11-24" -> "November 24, 2026", the same in every time zone. */
export const formatDate = (iso: string) =>
  new Date(`${iso}T12:00:00Z`).toLocaleDateString('en-US', { year: 'numeric', month: 'long', day: 'numeric', timeZone: 'UTC' });

/** 2650000 -> "$2,650,000"; whole dollars only. */
export const usd = (amount: number) => `$${amount.toLocaleString('en-US')}`;

export const usdMillions = (amount: number) => `$${(amount / 1_000_000).toLocaleString('en-US', { maximumFractionDigits: 2 })} million`;

/** 13412 -> "$13,412"; 85000.5 -> "$85,000.50": cents only when there are some. */
export const money = (amount: number) =>
  Number.isInteger(amount) ? usd(amount) : `$${amount.toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;

export const percent = (value: number, digits = 1) => `${Number(value.toFixed(digits)).toLocaleString('en-US')}%`;

export const escapeHtml = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
