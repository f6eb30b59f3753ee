import { test as base, expect, type Page } from '@playwright/test';
import { boi } from '../content/boi';
import { accordionButton } from './resources-helpers';

// A tap made after the page is painted but before React hydrates is kept and replayed once React takes over.
// Page scripts are held back until the tap is made, so the tap surely lands before hydration.
const test = base;

async function openUnhydrated(page: Page, path: string) {
  let release!: () => void;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/_next\/static\/chunks\/.+\.js$/, async (route) => {
    await held;
    await route.continue();
  });
  await page.goto(path, { waitUntil: 'domcontentloaded' });
  expect(await page.evaluate(() => document.documentElement.dataset.hydrated)).toBeUndefined();
  return async () => {
    release();
    await page.waitForFunction(() => document.documentElement.dataset.hydrated === 'true');
  };
}

test('the mobile menu opens when its toggle was tapped before hydration', async ({ page, isMobile }) => {
  test.skip(!isMobile, 'the toggle is shown below 1280 px');
  const hydrate = await openUnhydrated(page, '/');
  await page.getByRole('button', { name: 'Open menu' }).click();
  await hydrate();
  await expect(page.getByRole('button', { name: 'Close menu' })).toHaveAttribute('aria-expanded', 'true');
  await expect(page.locator('#mobile-menu')).toBeVisible();
});

test('the File Drop dialog opens when its button was tapped before hydration', async ({ page, isMobile }) => {
  test.skip(isMobile, 'the button sits in the desktop header');
  const hydrate = await openUnhydrated(page, '/');
  await page.getByRole('navigation', { name: 'Main' }).getByRole('button', { name: 'File Drop' }).click();
  await hydrate();
  const dialog = page.getByRole('dialog', { name: 'Attention' });
  await expect(dialog).toBeVisible();
  await expect(dialog).toContainText('File Drop');
});

test('an accordion section tapped before hydration opens, once', async ({ page }) => {
  const hydrate = await openUnhydrated(page, '/services-boi/');
  const guidelines = page.getByRole('region', { name: 'Reporting guidelines' });
  const section = accordionButton(guidelines, boi.guidelines[2]!.title);
  await expect(section).toHaveAttribute('aria-expanded', 'false');
  await section.click();
  await hydrate();
  await expect(section).toHaveAttribute('aria-expanded', 'true');
  await page.waitForTimeout(300);
  await expect(section).toHaveAttribute('aria-expanded', 'true');
});

test('a tap after hydration is not replayed again', async ({ page }) => {
  const hydrate = await openUnhydrated(page, '/services-boi/');
  await hydrate();
  const guidelines = page.getByRole('region', { name: 'Reporting guidelines' });
  const section = accordionButton(guidelines, boi.guidelines[2]!.title);
  await section.click();
  await expect(section).toHaveAttribute('aria-expanded', 'true');
  expect(await page.evaluate(() => '__earlyTap' in window)).toBe(false);
});

test('a calendar box cleared before hydration stays cleared, and the list follows it once React takes over', async ({ page }) => {
  const hydrate = await openUnhydrated(page, '/tax-calendar/');
  const individuals = page.getByRole('group', { name: 'Show dates for' }).getByRole('checkbox', { name: 'Individuals' });
  await individuals.click();
  await expect(individuals).not.toBeChecked();
  await hydrate();
  await expect(individuals).not.toBeChecked();
  await expect(page.getByTestId('calendar-filter-status')).toHaveText(/^Showing \d+ of \d+ dates\.$/);
  await expect(page.locator('main [data-who="individuals"]').first()).toBeHidden();
});
