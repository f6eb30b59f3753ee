import { describe, expect, it } from 'vitest';
import { groupDigits } from '@/server/core/group-digits';
import { formatDate, formatDayOfMonth, formatMonthAndYear, formatMonthDay, formatShortMonth, formatWeekday, money, percent, usd, usdMillions } from '@/lib/format';
import { LANGS } from '@/lib/i18n';

const LOCALE = { en: 'en-US', es: 'es-US' } as const;
const intlDate = (iso: string, locale: string, options: Intl.DateTimeFormatOptions) =>
  new Date(`${iso}T12:00:00Z`).toLocaleDateString(locale, { ...options, timeZone: 'UTC' });

/** Every day of four years, leap day included. */
const days = Array.from({ length: 4 * 366 }, (_, i) => new Date(Date.UTC(2025, 0, 1 + i)).toISOString().slice(0, 10)).filter((d) => d < '2029');

describe('dates are written as Intl writes them, in both languages', () => {
  for (const lang of LANGS) {
    it(`${lang}: the full date, the month and day, the month and year, the short month and the weekday of each day`, () => {
      for (const iso of days) {
        expect(formatDate(iso, lang)).toBe(intlDate(iso, LOCALE[lang], { year: 'numeric', month: 'long', day: 'numeric' }));
        expect(formatDayOfMonth(iso, lang)).toBe(intlDate(iso, LOCALE[lang], { month: 'long', day: 'numeric' }));
        expect(formatMonthAndYear(iso, lang)).toBe(intlDate(iso, LOCALE[lang], { month: 'long', year: 'numeric' }));
        expect(formatShortMonth(iso, lang)).toBe(intlDate(iso, LOCALE[lang], { month: 'short' }));
        expect(formatWeekday(iso, lang)).toBe(intlDate(iso, LOCALE[lang], { weekday: 'long' }));
      }
    });
  }

  it('reads the content\'s "May 15" and refuses what is not a date', () => {
    expect(formatMonthDay('May 15')).toBe('May 15');
    expect(formatMonthDay('January 2', 'es')).toBe('2 de enero');
    expect(() => formatMonthDay('Mayo 15')).toThrow(/"Mayo 15" is not a month and day/);
    expect(() => formatDate('2026-1-5')).toThrow(/"2026-1-5" is not a date/);
  });
});

describe('numbers are grouped as Intl groups them', () => {
  const wholes = [0, 7, 42, 999, 1000, 5000, 12345, 100000, 999999, 1000000, 2650000, 123456789, -1500];
  const fractions = [0.5, 1.25, 99.999, 1234.5, 85000.5, 1000000.01, 13412.004, 0.125];

  it('whole numbers and dollars', () => {
    for (const n of wholes) {
      expect(groupDigits(n)).toBe(n.toLocaleString('en-US'));
      expect(usd(n)).toBe(`$${n.toLocaleString('en-US')}`);
    }
  });

  it('dollars and cents, percentages and millions', () => {
    for (const n of [...wholes.filter((w) => w >= 0), ...fractions]) {
      const cents = n.toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 });
      expect(money(n)).toBe(Number.isInteger(n) ? `$${n.toLocaleString('en-US')}` : `$${cents}`);
      expect(percent(n)).toBe(`${Number(n.toFixed(1)).toLocaleString('en-US')}%`);
      expect(percent(n, 2)).toBe(`${Number(n.toFixed(2)).toLocaleString('en-US')}%`);
    }
    for (const amount of [1_000_000, 2_650_000, 1_234_567, 10_000_000, 1_500_000_000]) {
      for (const lang of LANGS) expect(usdMillions(amount, lang)).toContain(`$${(amount / 1e6).toLocaleString(LOCALE[lang], { maximumFractionDigits: 2 })} `);
    }
  });
});
