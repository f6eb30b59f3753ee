import type { Page } from '@playwright/test';
import { boi } from '../content/boi';
import { certificates } from '../content/certificates';
import { test, expect, expectNoAxeViolations, holdScript } from './fixtures';
import { accordionButton, expectOpenSection } from './resources-helpers';

// What the visitor does to a stand-in while its code is held back carries over to the real island.
const mainNav = (page: Page) => page.getByRole('navigation', { name: 'Main' });

test.describe('desktop header', () => {
  test.skip(({ isMobile }) => isMobile, 'the Resources button is shown from 1280 px');

  // The dropdown's module, found by its open button's classes (its words arrive as props, in the page's language).
  const MENUS = 'data-open:bg-sand-100';

  test('a click on Resources before the menu code arrives opens the list at once, and the real menu takes over open and focused', async ({ page }) => {
    const menus = await holdScript(page, MENUS);
    await page.goto('/');
    const resources = mainNav(page).getByRole('button', { name: 'Resources' });
    const taxCenter = mainNav(page).getByRole('list', { name: 'Resources' }).getByRole('link', { name: 'Tax Center' });
    await resources.click();
    await expect.poll(() => menus.requested.length).toBeGreaterThan(0);
    await expect(resources).toHaveAttribute('aria-expanded', 'true');
    await expect(resources).not.toHaveAttribute('data-headlessui-state');
    await expect(taxCenter).toBeVisible();

    menus.release();
    await expect(resources).toHaveAttribute('data-headlessui-state', /open/);
    await expect(resources).toHaveAttribute('aria-expanded', 'true');
    await expect(resources).toBeFocused();
    await expect(taxCenter).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(resources).toHaveAttribute('aria-expanded', 'false');
  });

  test('keyboard focus on Resources stays on it when the real button takes over', async ({ page }) => {
    const menus = await holdScript(page, MENUS);
    await page.goto('/');
    const resources = mainNav(page).getByRole('button', { name: 'Resources' });
    await resources.focus();
    await expect.poll(() => menus.requested.length).toBeGreaterThan(0);
    menus.release();
    await expect(resources).toHaveAttribute('data-headlessui-state');
    await expect(resources).toBeFocused();
    await expect(resources).toHaveAttribute('aria-expanded', 'false');
    await page.keyboard.press('Enter');
    await expect(resources).toHaveAttribute('aria-expanded', 'true');
  });
});

test.describe('phone menu', () => {
  test.skip(({ isMobile }) => !isMobile, 'the menu toggle is shown below 1280 px');

  test('opens with its links while the menu code is held back; Resources opens in the stand-in and the real section takes over open and focused', async ({ page }) => {
    const menus = await holdScript(page, 'data-open:bg-sand-100');
    await page.goto('/');
    await page.getByRole('button', { name: 'Open menu' }).click();
    const panel = page.locator('#mobile-menu');
    await expect(panel.getByRole('link', { name: 'About' })).toBeVisible();
    const resources = panel.getByRole('button', { name: 'Resources' });
    await resources.click();
    await expect(resources).toHaveAttribute('aria-expanded', 'true');
    await expect(resources).not.toHaveAttribute('data-headlessui-state');
    await expect(panel.getByRole('link', { name: 'Tax Center' })).toBeVisible();

    await expect.poll(() => menus.requested.length).toBeGreaterThan(0);
    menus.release();
    await expect(resources).toHaveAttribute('data-headlessui-state', /open/);
    await expect(resources).toBeFocused();
    await expect(panel.getByRole('link', { name: 'Tax Center' })).toBeVisible();
    await resources.click();
    await expect(panel.getByRole('link', { name: 'Tax Center' })).toBeHidden();
  });
});

test('a click on File Drop before the dialog code arrives opens the page\'s own dialog at once; Escape gives focus back, and the real dialog takes over', async ({ page }) => {
  const dialogCode = await holdScript(page, 'fixed inset-0 bg-navy-950/60');
  await page.goto('/contact/');
  const button = page.getByRole('contentinfo').getByRole('button', { name: 'File Drop' });
  await button.click();
  await expect.poll(() => dialogCode.requested.length).toBeGreaterThan(0);
  const dialog = page.getByRole('dialog', { name: 'Attention' });
  await expect(dialog).toBeVisible();
  await expect(dialog).toContainText('File Drop');
  await expect(dialog.getByRole('button', { name: 'Close dialog' })).toBeVisible();
  await expectNoAxeViolations(page);
  await page.keyboard.press('Escape');
  await expect(dialog).toHaveCount(0);
  await expect(button).toBeFocused();

  // The stand-in is marked, so its replacement by the real button can be seen.
  await button.evaluate((el) => el.setAttribute('data-stand-in', ''));
  dialogCode.release();
  await expect(page.locator('[data-stand-in]')).toHaveCount(0);
  await expect(button).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(dialog).toBeVisible();
  await expect(page.locator('dialog')).toHaveCount(0);
  await page.getByRole('dialog', { name: 'Attention' }).getByRole('button', { name: 'CLOSE', exact: true }).click();
  await expect(dialog).toBeHidden();
  await expect(button).toBeFocused();
});

test('an accordion section clicked before Headless UI arrives opens at once, and stays open and focused when Headless UI takes over', async ({ page }) => {
  const disclosure = await holdScript(page, 'headlessui-disclosure');
  // Not until load: the held module can be what the load event waits for.
  await page.goto('/services-boi/', { waitUntil: 'domcontentloaded' });
  const faq = page.getByRole('region', { name: 'Frequently asked questions' });
  const titles = boi.faqs.map((f) => f.title);
  const button = accordionButton(faq, titles[2]!);
  await button.click();
  // The stand-in answers itself: that section opens, the first closes, while the code is still on its way.
  await expect.poll(() => disclosure.requested.length).toBeGreaterThan(0);
  await expectOpenSection(page, faq, titles, 2);
  await expect(button).not.toHaveAttribute('data-headlessui-state');

  disclosure.release();
  await expect(button).toHaveAttribute('data-headlessui-state', /\bopen\b/);
  await expectOpenSection(page, faq, titles, 2);
  await expect(button).toBeFocused();
  // And it is Headless UI's now: the next click closes it.
  await button.click();
  await expectOpenSection(page, faq, titles, null);
  await expect(button).not.toHaveAttribute('data-headlessui-state', /\bopen\b/);
});

test('a badge clicked before the lightbox code arrives opens enlarged at once in the page\'s own dialog; the lightbox takes the next click', async ({ page }) => {
  const lightbox = await holdScript(page, 'yarl__');
  await page.goto('/');
  const badge = certificates[0]!;
  const trigger = page.getByRole('button', { name: `Enlarge image: ${badge.alt}` });
  await trigger.scrollIntoViewIfNeeded();
  await trigger.click();
  await expect.poll(() => lightbox.requested.length).toBeGreaterThan(0);
  const dialog = page.getByRole('dialog', { name: 'Enlarged image' });
  await expect(dialog).toBeVisible();
  await expect(dialog.locator(`img[src="${badge.image.src}"]`)).toBeVisible();
  await expect(dialog.getByRole('button', { name: 'Close enlarged image' })).toBeFocused();
  await expectNoAxeViolations(page);
  await page.keyboard.press('Escape');
  await expect(dialog).toHaveCount(0);
  await expect(trigger).toBeFocused();

  lightbox.release();
  await page.waitForLoadState('networkidle');
  await trigger.click();
  await expect(dialog.getByRole('button', { name: 'Next image' })).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(trigger).toBeFocused();
});
