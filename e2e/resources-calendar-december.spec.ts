import type { Page } from '@playwright/test';
import { taxCalendarDates as englishDates, taxCalendarYears } from '@/content/tax-calendar';
import { taxCalendarDates as spanishDates } from '@/content/tax-calendar.es';
import { formatDate } from '@/lib/format';
import { test, expect, expectNoAxeViolations } from './fixtures';

const [thisYear] = taxCalendarYears;
const today = `${thisYear}-12-04`;
const visibleCards = (page: Page) => page.locator('li[data-due]').filter({ visible: true });
const card = (page: Page, key: string) => page.locator(`li[id="${key}"]`);

/** Layout shifts since navigation, buffered from before the page's scripts ran. */
const layoutShift = (page: Page) =>
  page.evaluate(
    () =>
      new Promise<number>((resolve) => {
        let total = 0;
        new PerformanceObserver((list) => {
          for (const entry of list.getEntries() as (PerformanceEntry & { value: number })[]) total += entry.value;
        }).observe({ type: 'layout-shift', buffered: true });
        setTimeout(() => resolve(total), 500);
      }),
  );

const languages = [
  { lang: 'en', path: '/tax-calendar/', dates: englishDates, showPast: 'Also show the dates already past', past: 'Past' },
  { lang: 'es', path: '/es/calendario-de-impuestos/', dates: spanishDates, showPast: 'Mostrar también las fechas que ya pasaron', past: 'Pasada' },
] as const;

for (const { lang, path, dates, showPast, past } of languages) {
  test.describe(`Tax calendar in December (${lang})`, () => {
    test.beforeEach(async ({ page }) => {
      await page.clock.setFixedTime(new Date(`${today}T09:00:00`));
    });

    test('opens on the next due date, the corporate estimated tax of 15 December, with no past date before it', async ({ page }) => {
      await page.goto(path);
      const upcoming = dates.filter((d) => d.date >= today);
      expect(upcoming[0]!.key).toBe(`${thisYear}-corporate-estimated-tax-q4`);
      const first = visibleCards(page).first();
      await expect(first).toHaveAttribute('id', upcoming[0]!.key);
      await expect(first.locator('time')).toHaveAttribute('datetime', `${thisYear}-12-15`);
      await expect(first.getByRole('heading', { level: 4 })).toHaveText(upcoming[0]!.title);
      await expect(visibleCards(page)).toHaveCount(upcoming.length);
      const shown = await visibleCards(page).evaluateAll((cards) => cards.map((c) => (c as HTMLElement).dataset.due!));
      expect(shown.every((date) => date >= today)).toBe(true);
      // The first card is the first thing under the filter: no heading of an emptied month or year above it.
      await expect(page.getByRole('heading', { level: 3 }).filter({ visible: true }).first()).toHaveText(lang === 'en' ? `December ${thisYear}` : `Diciembre de ${thisYear}`);
      expect(await layoutShift(page)).toBeLessThan(0.01);
    });

    test('shows the new filing dates with their dates, and the past ones marked, in the same place on every card', async ({ page }) => {
      await page.goto(path);
      const next = thisYear + 1;
      const form940 = dates.find((d) => d.key === `${next}-form-940`)!;
      const misc = dates.find((d) => d.key === `${next}-form-1099-misc`)!;
      for (const date of [form940, misc]) {
        await expect(card(page, date.key)).toBeVisible();
        await expect(card(page, date.key).locator('time')).toHaveAttribute('datetime', date.date);
        await expect(card(page, date.key).getByRole('heading', { level: 4 })).toHaveText(date.title);
        await expect(card(page, date.key)).toContainText(formatDate(date.laterDate!, lang));
      }
      if (lang === 'es') {
        await expect(card(page, `${next}-form-941-q1`)).toContainText('Formulario 941(sp)');
        await expect(card(page, `${next}-individual-extension`)).toContainText('Formulario 4868(SP)');
      }

      const box = page.getByRole('checkbox', { name: showPast });
      await expect(box).toBeVisible();
      await box.check();
      const pastDates = dates.filter((d) => d.date < today);
      await expect(visibleCards(page)).toHaveCount(dates.length);
      const badges = page.locator('li[data-due] .tc-past').filter({ visible: true });
      await expect(badges).toHaveCount(pastDates.length);
      await expect(badges.first()).toHaveText(past);
      // DOM order is the order on screen, and every badge sits right above its card's title, at its left edge.
      const places = await visibleCards(page).evaluateAll((cards) =>
        cards.map((c) => {
          const top = c.getBoundingClientRect().top;
          const badge = c.querySelector('.tc-past')!.getBoundingClientRect();
          const title = c.querySelector('h4')!.getBoundingClientRect();
          return { top, badge: badge.height > 0 ? { dx: badge.left - title.left, gap: title.top - badge.bottom } : null };
        }),
      );
      expect(places.map((p) => p.top)).toEqual([...places.map((p) => p.top)].sort((a, b) => a - b));
      const placed = places.filter((p) => p.badge).map((p) => p.badge!);
      expect(placed).toHaveLength(pastDates.length);
      for (const place of placed) expect(place).toEqual(placed[0]);
      expect(placed[0]!.dx).toBe(0);
      expect(placed[0]!.gap).toBeGreaterThanOrEqual(0);
      await expect(card(page, `${thisYear}-corporate-estimated-tax-q4`).locator('.tc-past')).toBeHidden();
      await expectNoAxeViolations(page);
    });
  });
}
