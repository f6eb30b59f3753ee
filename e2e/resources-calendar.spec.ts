import { readFileSync } from 'node:fs';
import type { Page } from '@playwright/test';
import ICAL from 'ical.js';
import { calendarAudiences, taxCalendar, taxCalendarDates, taxCalendarYears } from '@/content/tax-calendar';
import { site } from '@/content/site';
import { formatDate } from '@/lib/format';
import { test, expect, expectNoAxeViolations } from './fixtures';
import { expectNewTabLink } from './resources-helpers';

const [thisYear] = taxCalendarYears;
const items = (page: Page) => page.locator('li[data-due]');
const item = (page: Page, key: string) => page.locator(`li[id="${key}"]`);
const status = (page: Page) => page.getByTestId('calendar-filter-status');
/** How many dates concern at least one of the groups. */
const countFor = (groups: string[]) => taxCalendarDates.filter((d) => d.who.some((w) => groups.includes(w))).length;
/** Nothing of the first year has passed yet, so every date shows. */
const newYearsDay = new Date(`${thisYear}-01-01T08:00:00`);

function parseEvents(ics: string) {
  const calendar = new ICAL.Component(ICAL.parse(ics));
  return calendar.getAllSubcomponents('vevent').map((v) => new ICAL.Event(v));
}

test.describe('Tax calendar', () => {
  test('lists every date by month with what, who, form, source and an Add to calendar link, and passes axe', async ({ page }) => {
    await page.clock.setFixedTime(newYearsDay);
    await page.goto('/tax-calendar/');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Tax Calendar');
    await expect(items(page)).toHaveCount(taxCalendarDates.length);
    for (const year of taxCalendarYears) await expect(page.getByRole('heading', { level: 2, name: `${year} due dates` })).toBeVisible();
    await expect(page.getByRole('heading', { level: 3, name: `April ${thisYear}` })).toBeVisible();

    const returns = item(page, `${thisYear}-individual-returns`);
    const rule = taxCalendarDates.find((d) => d.key === `${thisYear}-individual-returns`)!;
    await expect(returns.locator('time')).toHaveAttribute('datetime', rule.date);
    await expect(returns.getByRole('heading', { level: 4 })).toHaveText(rule.title);
    await expect(returns).toContainText(rule.description);
    await expect(returns).toContainText('Form 1040');
    await expect(returns).toContainText('Individuals');
    await expectNewTabLink(returns.getByRole('link', { name: /^Source: IRS Publication 509/ }), 'https://www.irs.gov/publications/p509');
    await expect(returns.getByRole('link', { name: /^Add to calendar/ })).toHaveAttribute('href', `/tax-calendar/${rule.date}-individual-returns.ics`);

    // A date moved off a weekend says so.
    const moved = taxCalendarDates.find((d) => d.statutoryDate !== d.date)!;
    await expect(item(page, moved.key)).toContainText('Moved from the usual date');

    const sources = page.getByRole('complementary', { name: 'Sources' });
    await expect(sources.locator(`time[datetime="${taxCalendar.lastReviewed}"]`)).toHaveText(formatDate(taxCalendar.lastReviewed));
    await expect(sources).toContainText(site.disclaimer);
    await expect(page.getByRole('navigation', { name: 'Breadcrumb' }).getByRole('link', { name: 'Tax Center' })).toHaveAttribute('href', '/tax-center/');

    // No sideways scrolling at either width.
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
    await expectNoAxeViolations(page);
  });

  test('the filter works from the keyboard, hides empty months and announces how many dates show', async ({ page }) => {
    await page.clock.setFixedTime(newYearsDay);
    await page.goto('/tax-calendar/');
    const group = page.getByRole('group', { name: 'Show dates for' });
    await expect(group).toBeVisible();
    for (const { label } of calendarAudiences) await expect(group.getByRole('checkbox', { name: label })).toBeChecked();
    // Present from the start, so a screen reader announces only the changes.
    await expect(status(page)).toHaveText(`All ${taxCalendarDates.length} dates match.`);
    await expect(status(page)).toHaveAttribute('role', 'status');
    await expect(status(page)).toHaveAttribute('aria-live', 'polite');

    // Tab into the group and untick groups with the space bar until only non-profits remain.
    await group.getByRole('checkbox', { name: 'Individuals' }).focus();
    await page.keyboard.press('Space');
    await expect(group.getByRole('checkbox', { name: 'Individuals' })).not.toBeChecked();
    await expect(status(page)).toHaveText(`${countFor(['businesses', 'employers', 'non-profits'])} of ${taxCalendarDates.length} dates match.`);
    for (const name of ['Businesses', 'Employers']) {
      await page.keyboard.press('Tab');
      await expect(group.getByRole('checkbox', { name })).toBeFocused();
      await page.keyboard.press('Space');
    }
    const nonProfits = countFor(['non-profits']);
    await expect(status(page)).toHaveText(`${nonProfits} of ${taxCalendarDates.length} dates match.`);
    await expect(items(page).filter({ visible: true })).toHaveCount(nonProfits);
    await expect(item(page, `${thisYear}-exempt-organization-returns`)).toBeVisible();
    await expect(item(page, `${thisYear}-individual-returns`)).toBeHidden();
    // Non-profits file Forms 1099-MISC too, so March stays; April has no date for them and its heading goes.
    await expect(item(page, `${thisYear}-form-1099-misc`)).toBeVisible();
    await expect(page.getByRole('heading', { level: 3, name: `March ${thisYear}` })).toBeVisible();
    await expect(page.getByRole('heading', { level: 3, name: `April ${thisYear}` })).toBeHidden();
    await expectNoAxeViolations(page);

    await page.keyboard.press('Tab');
    await expect(group.getByRole('checkbox', { name: 'Non-profits' })).toBeFocused();
    await page.keyboard.press('Space');
    await expect(status(page)).toHaveText('No dates shown. Tick at least one group.');
    await expect(items(page).filter({ visible: true })).toHaveCount(0);

    await page.keyboard.press('Shift+Tab');
    await page.keyboard.press('Space');
    await expect(group.getByRole('checkbox', { name: 'Employers' })).toBeChecked();
    await expect(status(page)).toHaveText(`${countFor(['employers'])} of ${taxCalendarDates.length} dates match.`);
    // March has only partnership and S corporation returns and Forms 1099-MISC: its heading goes with them.
    await expect(page.getByRole('heading', { level: 3, name: `March ${thisYear}` })).toBeHidden();
    await expect(page.getByRole('heading', { level: 3, name: `April ${thisYear}` })).toBeVisible();
  });

  test('tucks away the dates before the visitor’s own today, by the browser’s clock, and shows them marked Past on request', async ({ page }) => {
    await page.clock.setFixedTime(new Date(`${thisYear}-06-01T10:00:00`));
    await page.goto('/tax-calendar/');
    const pastKeys = taxCalendarDates.filter((d) => d.date < `${thisYear}-06-01`).map((d) => d.key);
    await expect(items(page).filter({ visible: true })).toHaveCount(taxCalendarDates.length - pastKeys.length);
    await expect(item(page, `${thisYear}-individual-returns`)).toBeHidden();
    await expect(page.getByRole('heading', { level: 3, name: `April ${thisYear}` })).toBeHidden();
    await expect(item(page, `${thisYear}-estimated-tax-q2`)).toBeVisible();
    const showPast = page.getByRole('checkbox', { name: 'Also show the dates already past' });
    await showPast.check();
    const past = (key: string) => item(page, key).getByText('Past', { exact: true });
    await expect(past(`${thisYear}-individual-returns`)).toBeVisible();
    await expect(past(`${thisYear}-texas-franchise-report`)).toBeVisible();
    await expect(past(`${thisYear}-estimated-tax-q2`)).toBeHidden();
    await expect(past(`${thisYear + 1}-individual-returns`)).toBeHidden();
    await expect(items(page).locator('.tc-past').filter({ visible: true })).toHaveCount(pastKeys.length);
    await expect(items(page).filter({ visible: true })).toHaveCount(taxCalendarDates.length);
    await expectNoAxeViolations(page);
    await showPast.uncheck();
    await expect(item(page, `${thisYear}-individual-returns`)).toBeHidden();

    // On New Year's Day nothing of the year has passed yet: no box, no badge.
    await page.clock.setFixedTime(newYearsDay);
    await page.reload();
    await page.waitForFunction(() => document.documentElement.dataset.hydrated === 'true');
    await expect(page.getByRole('group', { name: 'Show dates for' })).toBeVisible();
    await expect(showPast).toBeHidden();
    await expect(items(page).filter({ visible: true })).toHaveCount(taxCalendarDates.length);
    await expect(items(page).locator('.tc-past').filter({ visible: true })).toHaveCount(0);
  });

  test('a date’s Add to calendar link downloads an .ics event on the date the page shows', async ({ page }) => {
    await page.goto('/tax-calendar/');
    const key = `${thisYear + 1}-texas-franchise-report`;
    const card = item(page, key);
    const shown = await card.locator('time').getAttribute('datetime');
    const [download] = await Promise.all([page.waitForEvent('download'), card.getByRole('link', { name: /^Add to calendar/ }).click()]);
    expect(download.suggestedFilename()).toBe(`${shown}-texas-franchise-report.ics`);
    const ics = readFileSync((await download.path())!, 'utf8');
    const events = parseEvents(ics);
    expect(events).toHaveLength(1);
    expect(events[0]!.startDate.isDate).toBe(true);
    expect(events[0]!.startDate.toString()).toBe(shown);
    expect(events[0]!.uid).toBe(`${key}@${new URL(site.url).hostname}`);
    expect(events[0]!.description).toContain('https://comptroller.texas.gov/taxes/franchise/');
  });

  test('the feed is linked with subscribe instructions, served as text/calendar, and holds every date on the page', async ({ page, request }) => {
    await page.goto('/tax-calendar/');
    const subscribe = page.getByRole('region', { name: 'Subscribe to every date' });
    await expect(subscribe).toContainText(new URL('/tax-calendar.ics', site.url).toString());
    for (const app of ['Google Calendar', 'Outlook', 'Apple Calendar']) await expect(subscribe.getByRole('heading', { level: 3, name: app })).toBeVisible();
    await expect(subscribe.getByRole('link', { name: 'Download all dates as one .ics file' })).toHaveAttribute('href', '/tax-calendar.ics');

    const response = await request.get('/tax-calendar.ics');
    expect(response.status()).toBe(200);
    expect(response.headers()['content-type']).toBe('text/calendar; charset=utf-8');
    const events = parseEvents(await response.text());
    const onPage = await page.locator('li[data-due] time').evaluateAll((times) => times.map((t) => t.getAttribute('datetime')));
    expect(onPage).toHaveLength(taxCalendarDates.length);
    expect(events.map((e) => e.startDate.toString())).toEqual(onPage);
    expect(new Set(events.map((e) => e.uid)).size).toBe(events.length);

    const one = await request.get(`/tax-calendar/${taxCalendarDates[0]!.date}-${taxCalendarDates[0]!.id}.ics`);
    expect(one.status()).toBe(200);
    expect(one.headers()['content-type']).toBe('text/calendar; charset=utf-8');
  });
});

test.describe('Tax calendar without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('shows the full list, no filter controls and nothing marked past', async ({ page }) => {
    await page.goto('/tax-calendar/');
    await expect(items(page).filter({ visible: true })).toHaveCount(taxCalendarDates.length);
    await expect(page.getByRole('group', { name: 'Show dates for' })).toBeHidden();
    await expect(page.getByRole('checkbox', { name: 'Also show the dates already past' })).toBeHidden();
    await expect(items(page).locator('.tc-past').filter({ visible: true })).toHaveCount(0);
    await expect(page.getByRole('link', { name: /^Add to calendar/ })).toHaveCount(taxCalendarDates.length);
  });
});
