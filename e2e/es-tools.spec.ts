import { readFileSync } from 'node:fs';
import ICAL from 'ical.js';
import { spanishRoutes } from '@/content/routes.es';
import { site } from '@/content/site.es';
import { taxBrackets, taxYear } from '@/content/tax-brackets.es';
import { calendarAudiences, taxCalendarDates, taxCalendarIcsCopy, taxCalendarYears } from '@/content/tax-calendar.es';
import { formsGroups } from '@/content/forms.es';
import { taxCenterCards } from '@/content/tax-center.es';
import { usefulLinks } from '@/content/useful-links.es';
import { ui } from '@/content/ui.es';
import { formatDate, money, percent } from '@/lib/format';
import { federalIncomeTax } from '@/lib/income-tax';
import { test, expect, expectNoAxeViolations } from './fixtures';
import { expectNewTabLink } from './resources-helpers';

const pages = {
  '/es/centro-de-impuestos/': spanishRoutes['/tax-center'],
  '/es/tasas-de-impuestos/': spanishRoutes['/tax-rates'],
  '/es/calendario-de-impuestos/': spanishRoutes['/tax-calendar'],
  '/es/calculadora-de-impuestos/': spanishRoutes['/tax-estimator'],
  '/es/enlaces-utiles/': spanishRoutes['/useful-links'],
  '/es/formularios-e-instrucciones/': spanishRoutes['/forms-instructions'],
};

const [thisYear] = taxCalendarYears;
const total = taxCalendarDates.length;
const countFor = (groups: string[]) => taxCalendarDates.filter((d) => d.who.some((w) => groups.includes(w))).length;
const label = (value: string) => calendarAudiences.find((a) => a.value === value)!.label;
const fill = (text: string, values: Record<string, string | number>) => text.replace(/\{(\w+)\}/g, (_, name: string) => String(values[name]));

test.describe('Spanish tax tools', () => {
  for (const [path, route] of Object.entries(pages)) {
    test(`${path} is in Spanish, with its heading, no sideways scroll, and passes axe`, async ({ page }) => {
      await page.goto(path);
      await expect(page.locator('html')).toHaveAttribute('lang', 'es-US');
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(route.heading!);
      expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
      await expectNoAxeViolations(page);
    });
  }

  test('the tax center links to the Spanish tools', async ({ page }) => {
    await page.goto('/es/centro-de-impuestos/');
    await expect(page.getByRole('heading', { level: 2, name: ui.taxCenter.title })).toBeVisible();
    for (const name of ['Vea las tasas de impuestos', 'Calcule su impuesto', 'Vea el calendario de impuestos']) {
      await expect(page.getByRole('link', { name })).toHaveAttribute('href', /^\/es\//);
    }
  });

  test('the EIN, refund and publications links go to the IRS’s Spanish pages and do not say "(en inglés)"', async ({ page }) => {
    const spanishPages = [
      ['/es/enlaces-utiles/', usefulLinks.find((l) => l.key === 'ein')!.value, 'https://www.irs.gov/es/businesses/small-businesses-self-employed/get-an-employer-identification-number'],
      ['/es/centro-de-impuestos/', taxCenterCards.find((c) => c.key === 'refund-status')!.linkLabel, 'https://www.irs.gov/es/refunds'],
      ['/es/centro-de-impuestos/', taxCenterCards.find((c) => c.key === 'irs-publications')!.linkLabel, 'https://www.irs.gov/SpanishForms'],
    ] as const;
    for (const [path, name, url] of spanishPages) {
      await page.goto(path);
      const link = page.getByRole('main').getByRole('link', { name: new RegExp(`^${name.replace(/[()]/g, '\\$&')}`) });
      await expectNewTabLink(link, url);
      await expect(link).not.toHaveAccessibleName(/inglés/);
    }
    await page.goto('/es/enlaces-utiles/');
    await expect(page.getByRole('main').getByRole('link', { name: /^Comisión de la Fuerza Laboral de Texas \(en inglés\)/ })).toHaveAttribute('href', 'https://www.twc.texas.gov');
  });

  test('the tax rates page frames the Spanish tables', async ({ page, request }) => {
    await page.goto('/es/tasas-de-impuestos/');
    const frame = page.locator('iframe');
    await expect(frame).toHaveAttribute('src', '/es/embeds/tasas-de-impuestos.html');
    const response = await request.get('/es/embeds/tasas-de-impuestos.html');
    expect(response.ok()).toBe(true);
    const html = await response.text();
    expect(html).toContain('<html lang="es-US">');
    expect(html).toContain(`Tramos de 2026: ${taxBrackets.statuses[0]!.label}`);
    expect(html).toContain(formatDate(taxBrackets.lastReviewed, 'es'));
    await expect(page.getByRole('link', { name: ui.taxRates.estimatorLink })).toHaveAttribute('href', '/es/calculadora-de-impuestos/');
  });

  test('the calendar shows Spanish dates, and its filter works and reports in Spanish', async ({ page }) => {
    // On New Year's Day nothing of the year has passed, so every date shows.
    await page.clock.setFixedTime(new Date(`${thisYear}-01-01T08:00:00`));
    await page.goto('/es/calendario-de-impuestos/');
    await expect(page.locator('li[data-due]')).toHaveCount(total);
    await expect(page.getByRole('heading', { level: 2, name: `Fechas de vencimiento de ${thisYear}` })).toBeVisible();
    await expect(page.getByRole('heading', { level: 3, name: `Abril de ${thisYear}` })).toBeVisible();
    const returns = page.locator(`li[id="${thisYear}-individual-returns"]`);
    const rule = taxCalendarDates.find((d) => d.key === `${thisYear}-individual-returns`)!;
    await expect(returns.getByRole('heading', { level: 4 })).toHaveText(rule.title);
    await expect(returns).toContainText(rule.description);
    await expect(returns.getByRole('link', { name: /^Agregar al calendario/ })).toHaveAttribute(
      'href',
      `/es/calendario-de-impuestos/${rule.date}-individual-returns.ics`,
    );
    const later = taxCalendarDates.find((d) => d.laterDate)!;
    await expect(page.locator(`li[id="${later.key}"]`)).toContainText(formatDate(later.laterDate!, 'es'));

    const status = page.getByTestId('calendar-filter-status');
    const group = page.getByRole('group', { name: 'Mostrar fechas para' });
    await expect(status).toHaveText(`Coinciden las ${total} fechas.`);
    await group.getByRole('checkbox', { name: label('individuals') }).uncheck();
    await expect(status).toHaveText(`Coinciden ${countFor(['businesses', 'employers', 'non-profits'])} de ${total} fechas.`);
    await expect(returns).toBeHidden();
    for (const value of ['businesses', 'employers', 'non-profits']) await group.getByRole('checkbox', { name: label(value) }).uncheck();
    await expect(status).toHaveText('No se muestra ninguna fecha. Marque al menos un grupo.');
    await group.getByRole('checkbox', { name: label('non-profits') }).check();
    await expect(status).toHaveText(`Coinciden ${countFor(['non-profits'])} de ${total} fechas.`);
    await expect(page.locator('li[data-due]').filter({ visible: true })).toHaveCount(countFor(['non-profits']));
    await expectNoAxeViolations(page);
  });

  test('a Spanish date downloads as an .ics event that parses, and the Spanish feed is linked and parses', async ({ page, request }) => {
    await page.goto('/es/calendario-de-impuestos/');
    const key = `${thisYear + 1}-texas-franchise-report`;
    const card = page.locator(`li[id="${key}"]`);
    const shown = await card.locator('time').getAttribute('datetime');
    const [download] = await Promise.all([page.waitForEvent('download'), card.getByRole('link', { name: /^Agregar al calendario/ }).click()]);
    expect(download.suggestedFilename()).toBe(`${shown}-texas-franchise-report.ics`);
    const file = new ICAL.Component(ICAL.parse(readFileSync((await download.path())!, 'utf8')));
    const [event] = file.getAllSubcomponents('vevent').map((v) => new ICAL.Event(v));
    const date = taxCalendarDates.find((d) => d.key === key)!;
    expect(event!.startDate.toString()).toBe(shown);
    expect(event!.summary).toBe(taxCalendarIcsCopy.summary(date.title));
    expect(event!.description).toContain('Formulario:');

    const subscribe = page.getByRole('region', { name: ui.calendar.subscribe.title });
    await expect(subscribe).toContainText(new URL('/es/calendario-de-impuestos.ics', site.url).toString());
    await expect(subscribe.getByRole('link', { name: ui.calendar.subscribe.download })).toHaveAttribute('href', '/es/calendario-de-impuestos.ics');
    const response = await request.get('/es/calendario-de-impuestos.ics');
    expect(response.ok()).toBe(true);
    const feed = new ICAL.Component(ICAL.parse(await response.text()));
    expect(feed.getFirstPropertyValue('x-wr-calname')).toBe(taxCalendarIcsCopy.feedName(site.name));
    expect(feed.getAllSubcomponents('vevent')).toHaveLength(total);
  });

  test('the estimator accepts "85,000" and "$85000" and answers in Spanish with the English figures', async ({ page }) => {
    await page.goto('/es/calculadora-de-impuestos/');
    const t = ui.estimator.tool;
    const form = page.getByRole('form', { name: t.form });
    const result = page.getByTestId('estimate-result');
    const literal: Record<number, string> = { 2025: '$13,614', 2026: '$13,412' };
    for (const year of [2025, 2026]) {
      const tax = federalIncomeTax(85_000, taxYear(year).brackets.single);
      expect(money(tax.tax)).toBe(literal[year]);
      for (const amount of ['85,000', '$85000']) {
        await form.getByLabel(t.year).selectOption(String(year));
        await form.getByLabel(t.status).selectOption('single');
        await form.getByRole('textbox').fill(amount);
        await page.getByRole('button', { name: t.submit }).click();
        await expect(form.getByRole('textbox')).not.toHaveAttribute('aria-invalid');
        await expect(result).toContainText(`${year}, soltero: ingreso tributable de $85,000.`);
        await expect(result.getByRole('term')).toHaveText([t.tax, t.marginal, t.effective]);
        await expect(result.getByRole('definition')).toHaveText([money(tax.tax), `${tax.marginalRate}%`, percent(tax.effectiveRate)]);
        await expect(page.getByRole('table', { name: t.breakdown }).locator('tbody tr')).toHaveCount(tax.breakdown.length);
      }
    }
    await form.getByRole('textbox').fill('ochenta');
    await page.getByRole('button', { name: t.submit }).click();
    await expect(form).toContainText(t.errors.characters);
    await expect(page.getByTestId('worked-example')).toContainText(`Un contribuyente soltero con un ingreso tributable de $85,000 en 2026 paga`);
    await expectNoAxeViolations(page);
  });

  test('the forms page shows the IRS Spanish editions and says which forms are in English only', async ({ page }) => {
    await page.goto('/es/formularios-e-instrucciones/');
    const forms = formsGroups.flatMap((g) => g.list);
    const spanish = forms.filter((f) => f.spanishEdition);
    expect(spanish.length).toBeGreaterThan(0);
    await expect(page.getByTestId('spanish-edition')).toHaveCount(spanish.length);
    await expect(page.getByTestId('english-only')).toHaveCount(forms.length - spanish.length);
    await expect(page.getByTestId('english-only').first()).toHaveText(ui.forms.englishOnly);
    const f1040 = spanish.find((f) => f.id === 'f1040')!;
    const link = page.getByRole('link', { name: new RegExp(`^${f1040.spanishEdition!.label.replace(/[()]/g, '\\$&')}`) });
    await expect(link).toHaveAttribute('href', f1040.spanishEdition!.url);
    await expect(link).toHaveAttribute('target', '_blank');
    await expect(page.getByRole('table').first()).toContainText(fill(ui.forms.purpose, {}));
  });
});
