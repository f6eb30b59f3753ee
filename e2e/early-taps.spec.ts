import { test as base, expect, type Page } from '@playwright/test';
import { boi } from '../content/boi';
import { taxBrackets, taxYear } from '../content/tax-brackets';
import { money } from '../lib/format';
import { federalIncomeTax } from '../lib/income-tax';
import { accordionButton } from './resources-helpers';
import { holdScript } from './fixtures';
import { ENQUIRY_MESSAGES } from '../server/core/enquiry-rules';
import { ui as spanishUi } from '../content/ui.es';
import { contactPage as spanishContact, enquiryFormCopy as spanishForm } from '../content/contact.es';

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

test('the mobile menu opens, and stays open, when its toggle was tapped while React hydrates', async ({ page, isMobile }) => {
  test.skip(!isMobile, 'the toggle is shown below 1280 px');
  // The tap lands between two slices of React's hydration: React's scheduler posts a message for each slice, and the
  // second post after React attached its click listeners to the document (the head's script attached the first) comes
  // from a slice that yields with the page not yet hydrated.
  await page.addInitScript(() => {
    const state = window as unknown as { __tappedWhile?: string };
    const listen = EventTarget.prototype.addEventListener;
    const post = MessagePort.prototype.postMessage;
    let clickListeners = 0;
    let posts = -1;
    EventTarget.prototype.addEventListener = function (this: EventTarget, ...args: Parameters<EventTarget['addEventListener']>) {
      listen.apply(this, args);
      if (this === document && args[0] === 'click' && ++clickListeners === 2) posts = 0;
    };
    MessagePort.prototype.postMessage = function (this: MessagePort, message: unknown) {
      post.call(this, message);
      if (posts < 0 || ++posts !== 2) return;
      setTimeout(() => {
        state.__tappedWhile = document.documentElement.dataset.hydrated ?? 'hydrating';
        document.querySelector<HTMLButtonElement>('button[aria-controls="mobile-menu"]')?.click();
      });
    };
  });
  await page.goto('/');
  await page.waitForFunction(() => document.documentElement.dataset.hydrated === 'true');
  expect(await page.evaluate(() => (window as unknown as { __tappedWhile?: string }).__tappedWhile)).toBe('hydrating');
  const toggle = page.locator('button[aria-controls="mobile-menu"]');
  await expect(toggle).toHaveAttribute('aria-expanded', 'true');
  await expect(page.locator('#mobile-menu')).toBeVisible();
  await page.waitForTimeout(300);
  await expect(toggle).toHaveAttribute('aria-expanded', 'true');
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
  await expect(page.getByTestId('calendar-filter-status')).toHaveText(/^\d+ of \d+ dates match\.$/);
  await expect(page.locator('main [data-who="individuals"]').first()).toBeHidden();
});

test('the estimator answers an amount typed and sent before hydration', async ({ page }) => {
  const hydrate = await openUnhydrated(page, '/tax-estimator/');
  await page.getByRole('form', { name: 'Tax estimator' }).getByRole('textbox').fill('85000');
  await page.getByRole('button', { name: 'Estimate my tax' }).click();
  await expect(page).toHaveURL(/\/tax-estimator\/$/);
  await hydrate();
  const latest = taxBrackets.years.at(-1)!.year;
  const { tax } = federalIncomeTax(85_000, taxYear(latest).brackets[taxBrackets.statuses[0]!.key]);
  await expect(page.getByTestId('estimate-result')).toContainText(money(tax));
});

test('the enquiry form keeps what was typed before hydration and checks a Submit pressed then; nothing leaves the page', async ({ page }) => {
  const posts: string[] = [];
  page.on('request', (request) => request.method() === 'POST' && posts.push(request.url()));
  const hydrate = await openUnhydrated(page, '/contact/');
  const name = page.getByRole('textbox', { name: 'Name', exact: true });
  await name.fill('Ana Ruiz');
  await page.getByRole('button', { name: 'Submit' }).click();
  await expect(page).toHaveURL(/\/contact\/$/);
  // The rules' own chunk is held: blank fields are named without it.
  const rules = await holdScript(page, ENQUIRY_MESSAGES.emailInvalid);
  await hydrate();
  const email = page.getByRole('textbox', { name: 'Email', exact: true });
  await expect(email).toHaveAttribute('aria-invalid', 'true');
  await expect(email).toBeFocused();
  await expect(page.getByText(ENQUIRY_MESSAGES.phoneRequired)).toBeVisible();
  await expect(name).toHaveValue('Ana Ruiz');
  await expect(name).not.toHaveAttribute('aria-invalid', 'true');
  expect(posts).toEqual([]);
  rules.release();
  // With the rules in, the next Submit checks a filled field too.
  await email.fill('not-an-email');
  await page.getByRole('button', { name: 'Submit' }).click();
  await expect(page.getByText(ENQUIRY_MESSAGES.emailInvalid)).toBeVisible();
  await page.waitForLoadState('networkidle');
});

test('the Spanish form names blank fields in Spanish when Enviar was pressed before hydration', async ({ page }) => {
  const hydrate = await openUnhydrated(page, '/es/contacto/');
  const form = page.getByRole('form', { name: spanishContact.form.heading });
  await form.locator('button[type="submit"]').click();
  const rules = await holdScript(page, ENQUIRY_MESSAGES.emailInvalid);
  await hydrate();
  const name = form.getByRole('textbox', { name: spanishForm.labels.name, exact: true });
  await expect(name).toHaveAttribute('aria-invalid', 'true');
  await expect(name).toBeFocused();
  for (const rule of ['nameRequired', 'emailRequired', 'phoneRequired', 'categoryRequired', 'messageRequired'] as const) {
    await expect(form.getByText(spanishUi.form.messages[rule])).toBeVisible();
  }
  rules.release();
  await form.getByRole('textbox', { name: spanishForm.labels.email, exact: true }).fill('not-an-email');
  await form.locator('button[type="submit"]').click();
  await expect(form.getByText(spanishUi.form.messages.emailInvalid)).toBeVisible();
  await page.waitForLoadState('networkidle');
});
