import type { Locator, Page } from '@playwright/test';
import { expect, expectNoAxeViolations } from './fixtures';

/** Waits for React's __reactFiber$ key on the element, so a click is handled rather than lost. */
export async function waitForHydration(locator: Locator) {
  await expect
    .poll(() => locator.evaluate((el) => Object.keys(el).some((key) => key.startsWith('__reactFiber$'))), {
      message: 'element was never hydrated',
    })
    .toBe(true);
}

/** The accordion button of a section, found through its h3 (each button sits inside an h3). */
export function accordionButton(scope: Locator, title: string) {
  return scope.getByRole('heading', { level: 3, name: title, exact: true }).getByRole('button', { name: title, exact: true });
}

/** The panel a button controls (aria-controls). */
export async function panelOf(page: Page, button: Locator) {
  const id = await button.getAttribute('aria-controls');
  expect(id, 'accordion button has aria-controls').toBeTruthy();
  return page.locator(`[id="${id}"]`);
}

/** Asserts that only section `openIndex` (or none, with null) is expanded and shown. */
export async function expectOpenSection(page: Page, scope: Locator, titles: string[], openIndex: number | null) {
  for (const [index, title] of titles.entries()) {
    const button = accordionButton(scope, title);
    const open = index === openIndex;
    await expect(button, `"${title}" aria-expanded`).toHaveAttribute('aria-expanded', String(open));
    const panel = await panelOf(page, button);
    if (open) await expect(panel, `"${title}" panel`).toBeVisible();
    else await expect(panel, `"${title}" panel`).toBeHidden();
  }
  await expect(scope.locator('button[aria-expanded="true"]')).toHaveCount(openIndex === null ? 0 : 1);
}

/**
 * First section open; opening one (click or keys) closes the rest, axe in every state; clicking the open one closes it.
 * `axe: false` where the same component is already checked in every state on the English page.
 */
export async function exerciseAccordion(page: Page, scope: Locator, titles: string[], { keyboard = false, axe = true } = {}) {
  // The whole page once; then each state of the accordion, which changes nothing outside its region.
  const labelledBy = await scope.getAttribute('aria-labelledby');
  expect(labelledBy, 'the accordion region is named by its heading').toBeTruthy();
  const check = () => (axe ? expectNoAxeViolations(page, `[aria-labelledby="${labelledBy}"]`) : Promise.resolve());
  const first = accordionButton(scope, titles[0]!);
  await expect(first).toHaveAttribute('aria-controls', /.+/); // set once Headless UI has mounted
  await waitForHydration(first);
  await expectOpenSection(page, scope, titles, 0);
  if (axe) await expectNoAxeViolations(page);
  for (let index = 1; index < titles.length; index++) {
    const button = accordionButton(scope, titles[index]!);
    if (keyboard) {
      await button.focus();
      await page.keyboard.press(index % 2 ? 'Enter' : 'Space');
    } else {
      await button.click();
    }
    await expectOpenSection(page, scope, titles, index);
    await expect(button).toBeFocused();
    await check();
  }
  const last = accordionButton(scope, titles[titles.length - 1]!);
  await last.click();
  await expectOpenSection(page, scope, titles, null);
  await check();
  await first.click();
  await expectOpenSection(page, scope, titles, 0);
}

/** Asserts a link opens a new tab safely. */
export async function expectNewTabLink(link: Locator, href?: string | RegExp) {
  if (href) await expect(link).toHaveAttribute('href', href);
  await expect(link).toHaveAttribute('target', '_blank');
  const rel = (await link.getAttribute('rel')) ?? '';
  expect(rel.split(/\s+/).sort(), `rel of ${await link.getAttribute('href')}`).toEqual(['noopener', 'noreferrer']);
}
