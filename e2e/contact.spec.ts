import type { Page, Route } from '@playwright/test';
import { test, expect, expectNoAxeViolations } from './fixtures';
import { mailHref, officeHours, site, telHref } from '../content/site';
import { categories } from '../content/categories';

// The API is stubbed only at the network boundary, so the real form code runs end to end.

const API = '**/contactus';
const ENDPOINT = 'http://localhost:8787/contactus';
const TIMESTAMP = /^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/;
const SUCCESS = 'Thank you for contacting us! We will reply as soon as we can.';
const NETWORK = 'Backend Server Under Maintenance...';
const SERVER = 'Please Contact with Email';

/** Every category's subject value (as the README lists them). */
const SUBJECTS: [string, string][] = [
  ['tax-services', 'Tax Services'],
  ['accounting-services', 'Accounting Services'],
  ['consulting-services', 'Consulting Services'],
  ['outsourced-cfo-services', 'Outsourced CFO Services'],
  ['real-estate-investing-services', 'Real Estate Investing Services'],
  ['non-profit-tax-services', 'Non-Profit Tax Services'],
  ['beneficial-owner-information-(boi)', 'Beneficial Owner Information (BOI)'],
  ['quickbooks', 'QuickBooks'],
  ['others', 'Others'],
];

const form = (page: Page) => page.getByRole('form', { name: 'Send us an enquiry' });
const nameField = (page: Page) => form(page).getByRole('textbox', { name: 'Name', exact: true });
const emailField = (page: Page) => form(page).getByRole('textbox', { name: 'Email', exact: true });
const phoneField = (page: Page) => form(page).getByRole('textbox', { name: 'Phone', exact: true });
const categoryField = (page: Page) => form(page).getByRole('combobox', { name: 'Category' });
const messageField = (page: Page) => form(page).getByRole('textbox', { name: 'Message', exact: true });
const submitButton = (page: Page) => form(page).locator('button[type="submit"]');
const toasts = (page: Page) => page.locator('[data-toast]');

/** Opens /contact/ and waits until the form is hydrated. */
async function openForm(page: Page, query = '') {
  await page.goto(`/contact/${query}`);
  await expect(submitButton(page)).toBeEnabled();
}

type Answer = (route: Route) => Promise<void>;
const json = (status: number, body: unknown): Answer => (route) =>
  route.fulfill({
    status,
    contentType: 'application/json',
    headers: { 'access-control-allow-origin': '*' },
    body: JSON.stringify(body),
  });

/** Stubs POST /contactus and records every request the page makes to it. */
async function stubApi(page: Page, answer: Answer) {
  const requests: { method: string; url: string; contentType: string | undefined; body: Record<string, unknown> }[] = [];
  await page.route(API, async (route) => {
    const request = route.request();
    if (request.method() === 'OPTIONS') {
      await route.fulfill({
        status: 204,
        headers: {
          'access-control-allow-origin': '*',
          'access-control-allow-methods': 'POST',
          'access-control-allow-headers': 'content-type, accept',
        },
      });
      return;
    }
    requests.push({
      method: request.method(),
      url: request.url(),
      contentType: await request.headerValue('content-type') ?? undefined,
      body: request.postDataJSON() as Record<string, unknown>,
    });
    await answer(route);
  });
  return requests;
}

const VALID = {
  name: 'Maria Lopez',
  email: 'maria@example.com',
  phone: '5125550142',
  category: 'Tax Services',
  message: 'I would like help with my 2025 return.',
};

async function fillValid(page: Page, overrides: Partial<typeof VALID> = {}) {
  const v = { ...VALID, ...overrides };
  await nameField(page).fill(v.name);
  await emailField(page).fill(v.email);
  await phoneField(page).fill(v.phone);
  await categoryField(page).selectOption(v.category);
  await messageField(page).fill(v.message);
}

async function expectCleared(page: Page) {
  await expect(nameField(page)).toHaveValue('');
  await expect(emailField(page)).toHaveValue('');
  await expect(phoneField(page)).toHaveValue('');
  await expect(categoryField(page)).toHaveValue('');
  await expect(messageField(page)).toHaveValue('');
  await expect(submitButton(page)).toBeEnabled();
  await expect(submitButton(page)).toHaveText('Submit');
}

/** The toast's exact text (toHaveText would collapse the success message's two spaces). */
async function expectToast(page: Page, text: string) {
  const toast = toasts(page).filter({ hasText: text.split(' ').slice(0, 2).join(' ') });
  await expect(toast).toBeVisible();
  expect(await toast.locator('p').evaluate((el) => el.textContent)).toBe(text);
  // Announced: the toast sits inside a polite status live region.
  await expect(page.getByRole('status').filter({ has: toast })).toHaveAttribute('aria-live', 'polite');
  return toast;
}

/** Stops the fake clock (which otherwise flows in real time), so page.clock.runFor() is the only time that passes. */
async function pauseClock(page: Page) {
  const now = await page.evaluate(() => Date.now());
  await page.clock.pauseAt(now + 1_000);
}

test.describe('contact page', () => {
  test('shows address, email, phone, office hours and a map link from content/site.ts', async ({ page }) => {
    await page.goto('/contact/');
    const main = page.getByRole('main');
    await expect(main.getByRole('heading', { level: 1, name: 'Contact Us' })).toBeVisible();
    const address = main.locator('address');
    for (const line of [site.contact.company, site.contact.address, site.contact.statePin]) await expect(address).toContainText(line);
    await expect(main.getByRole('link', { name: site.contact.email })).toHaveAttribute('href', mailHref);
    expect(mailHref).toContain('?subject=');
    await expect(main.getByRole('link', { name: site.contact.phone })).toHaveAttribute('href', telHref);
    await expect(main.getByText(officeHours)).toBeVisible();
    expect(officeHours).toBe('Monday to Friday, 9:00 AM to 5:00 PM');
    const map = main.getByRole('link', { name: /Open in Google Maps/ });
    await expect(map).toHaveAttribute('href', site.contact.mapLink);
    await expect(map).toHaveAttribute('target', '_blank');
    await expect(map).toHaveAttribute('rel', 'noopener noreferrer');
    await expect(main.getByText(/Social Security numbers, bank or card details, or documents/)).toBeVisible();
    await expect(main.getByRole('button', { name: 'File Drop' })).toBeVisible();
  });

  test('nothing in the page content is wider than a 320 px screen', async ({ page }) => {
    await page.setViewportSize({ width: 320, height: 800 });
    await openForm(page);
    const overflowing = await page.locator('main').evaluate((main) =>
      [...main.querySelectorAll('*')]
        .filter((el) => el.getBoundingClientRect().right > window.innerWidth + 0.5)
        .map((el) => `${el.tagName.toLowerCase()}.${String(el.className).slice(0, 40)}`),
    );
    expect(overflowing).toEqual([]);
  });

  test('the exported HTML already holds the whole form', async ({ request }) => {
    const html = await (await request.get('/contact/?subject=quickbooks')).text();
    for (const id of ['enquiry-name', 'enquiry-email', 'enquiry-phone', 'enquiry-category', 'enquiry-message']) {
      expect(html).toContain(`id="${id}"`);
      expect(html).toContain(`for="${id}"`);
    }
    for (const option of categories) expect(html).toContain(`>${option.label.replace('&', '&amp;')}</option>`);
    // Without JavaScript a submit goes nowhere: the enquiry never reaches the static host.
    expect(html).toMatch(/<form [^>]*method="dialog"/);
  });

  test('every field has a visible label and the category options are the firm\'s categories, in order', async ({ page }) => {
    await openForm(page);
    for (const field of [nameField, emailField, phoneField, categoryField, messageField]) {
      await expect(field(page)).toBeVisible();
      await expect(field(page)).toHaveAttribute('required', '');
    }
    for (const label of ['Name', 'Email', 'Phone', 'Category', 'Message']) {
      await expect(form(page).locator('label', { hasText: new RegExp(`^${label}`) })).toBeVisible();
    }
    const options = await categoryField(page).locator('option').evaluateAll((els) =>
      els.map((el) => ({ label: el.textContent, value: (el as HTMLOptionElement).value })),
    );
    expect(options).toEqual(categories.map((c) => ({ label: c.label, value: c.value })));
    await expect(categoryField(page)).toHaveValue('');
    // The honeypot is hidden from people and assistive technology and out of the tab order.
    const honeypot = page.locator('input[name="website"]');
    await expect(honeypot).toHaveAttribute('tabindex', '-1');
    await expect(page.locator('[aria-hidden="true"]').filter({ has: honeypot })).toHaveCount(1);
  });
});

test.describe('keystroke filtering and limits', () => {
  test('name keeps letters of every script and spaces, at most 35', async ({ page }) => {
    await openForm(page);
    await nameField(page).pressSequentially('Jo3hn_ O\'Neil-Smith!7');
    await expect(nameField(page)).toHaveValue('John ONeilSmith');
    await nameField(page).fill('');
    await nameField(page).pressSequentially('José Nguyễn Zoë');
    await expect(nameField(page)).toHaveValue('José Nguyễn Zoë');
    await nameField(page).fill('Ελένη Анна 李小龙 محمد');
    await expect(nameField(page)).toHaveValue('Ελένη Анна 李小龙 محمد');
    await nameField(page).fill('');
    await nameField(page).pressSequentially('a'.repeat(40));
    await expect(nameField(page)).toHaveValue('a'.repeat(35));
    await nameField(page).fill('b'.repeat(50));
    await expect(nameField(page)).toHaveValue('b'.repeat(35));
  });

  test('a rejected keystroke in the middle of the name leaves the caret in place', async ({ page }) => {
    await openForm(page);
    await nameField(page).pressSequentially('Jse');
    await nameField(page).press('ArrowLeft');
    await nameField(page).press('ArrowLeft');
    await nameField(page).press('5');
    await nameField(page).press('o');
    await expect(nameField(page)).toHaveValue('Jose');
  });

  test('email is an email input of at most 254 characters', async ({ page }) => {
    await openForm(page);
    await expect(emailField(page)).toHaveAttribute('type', 'email');
    await expect(emailField(page)).toHaveAttribute('maxlength', '254');
    const local = 'a'.repeat(240);
    await emailField(page).fill(`${local}@example.com`); // 252 characters
    await emailField(page).press('End');
    await emailField(page).pressSequentially('uk');
    await expect(emailField(page)).toHaveValue(`${local}@example.comuk`);
    await emailField(page).pressSequentially('zzz');
    expect((await emailField(page).inputValue()).length).toBe(254);
  });

  test('phone keeps digits only, at most ten, and shows ten as (NNN) NNN-NNNN', async ({ page }) => {
    await openForm(page);
    await phoneField(page).pressSequentially('abc512');
    await expect(phoneField(page)).toHaveValue('512');
    await phoneField(page).pressSequentially('-555.01');
    await expect(phoneField(page)).toHaveValue('51255501');
    await phoneField(page).pressSequentially('42');
    await expect(phoneField(page)).toHaveValue('(512) 555-0142');
    await phoneField(page).pressSequentially('999');
    await expect(phoneField(page)).toHaveValue('(512) 555-0142');
    await phoneField(page).press('Backspace');
    await expect(phoneField(page)).toHaveValue('512555014');
    await phoneField(page).fill('+1 (737) 555 0199 ext 12');
    await expect(phoneField(page)).toHaveValue('(173) 755-5019');
  });

  test('message takes at most 5,000 characters', async ({ page }) => {
    await openForm(page);
    await expect(messageField(page)).toHaveAttribute('maxlength', '5000');
    await messageField(page).fill('m'.repeat(4999));
    await messageField(page).press('End');
    await messageField(page).pressSequentially('xyz');
    await expect(messageField(page)).toHaveValue(`${'m'.repeat(4999)}x`);
    await expect(form(page).getByText('5,000 / 5,000')).toBeVisible();
  });
});

test.describe('validation on submit', () => {
  test('an email of 5 characters or fewer shows "Please Enter Valid Email" by the field and sends nothing', async ({ page }) => {
    const requests = await stubApi(page, json(200, { emailSent: true }));
    await openForm(page);
    await fillValid(page, { email: 'a@b.c' });
    await submitButton(page).click();
    const error = form(page).getByText('Please Enter Valid Email', { exact: true });
    await expect(error).toBeVisible();
    await expect(emailField(page)).toHaveAttribute('aria-invalid', 'true');
    await expect(emailField(page)).toHaveAccessibleDescription('Please Enter Valid Email');
    await expect(emailField(page)).toBeFocused();
    await expectNoAxeViolations(page);
    await page.waitForTimeout(500);
    expect(requests).toHaveLength(0);
    await expect(toasts(page)).toHaveCount(0);
    // Nothing was cleared: the visitor only fixes the email.
    await expect(nameField(page)).toHaveValue(VALID.name);
    await expect(messageField(page)).toHaveValue(VALID.message);

    await emailField(page).fill('a@b.co');
    await expect(error).toHaveCount(0);
    await submitButton(page).click();
    await expectToast(page, SUCCESS);
    expect(requests).toHaveLength(1);
    expect(requests[0]?.body.email).toBe('a@b.co');
  });

  test('every field is required', async ({ page }) => {
    const requests = await stubApi(page, json(200, { emailSent: true }));
    await openForm(page);
    await submitButton(page).click();
    const expected: [ReturnType<typeof nameField>, string][] = [
      [nameField(page), 'Please enter your name.'],
      [emailField(page), 'Please enter your email address.'],
      [phoneField(page), 'Please enter your phone number.'],
      [categoryField(page), 'Please select a category.'],
      [messageField(page), 'Please enter a message.'],
    ];
    for (const [field, message] of expected) {
      await expect(field).toHaveAttribute('aria-invalid', 'true');
      await expect(field).toHaveAccessibleDescription(new RegExp(message.replace('.', '\\.')));
      // The red border is drawn at once, not faded in as a hover is.
      await expect(field).toHaveCSS('transition-property', 'none');
    }
    await expect(nameField(page)).toBeFocused();
    await expectNoAxeViolations(page);
    // A spaces-only name or message still counts as empty; an incomplete phone is refused.
    await nameField(page).fill('   ');
    await phoneField(page).fill('512555');
    await messageField(page).fill('  \n ');
    await submitButton(page).click();
    await expect(nameField(page)).toHaveAccessibleDescription(/Please enter your name\./);
    await expect(phoneField(page)).toHaveAccessibleDescription(/Please enter a 10-digit phone number/);
    await expect(messageField(page)).toHaveAccessibleDescription(/Please enter a message\./);
    await page.waitForTimeout(500);
    expect(requests).toHaveLength(0);
    // Correcting a field removes its message.
    await categoryField(page).selectOption('Others');
    await expect(categoryField(page)).not.toHaveAttribute('aria-invalid', 'true');
    await expect(form(page).getByText('Please select a category.')).toHaveCount(0);
  });
});

test.describe('category preselection from ?subject=', () => {
  test('every category is reachable by its subject value', async ({ page }) => {
    for (const [subject, category] of SUBJECTS) {
      await openForm(page, `?subject=${encodeURIComponent(subject)}`);
      await expect(categoryField(page), subject).toHaveValue(category);
    }
  });

  test('the BOI and QuickBooks links as the service pages write them', async ({ page }) => {
    await openForm(page, '?subject=beneficial-owner-information-(boi)');
    await expect(categoryField(page)).toHaveValue('Beneficial Owner Information (BOI)');
    await openForm(page, '?subject=quickbooks');
    await expect(categoryField(page)).toHaveValue('QuickBooks');
  });

  test('an unknown subject leaves the placeholder selected', async ({ page }) => {
    for (const subject of ['payroll', 'tax', 'beneficial-owner-information', '']) {
      await openForm(page, `?subject=${subject}`);
      await expect(categoryField(page)).toHaveValue('');
      await expect(categoryField(page).locator('option:checked')).toHaveText('Select Category *');
    }
  });
});

test.describe('the call', () => {
  test('POSTs the exact JSON body with a UTC timestamp', async ({ page }) => {
    const requests = await stubApi(page, json(200, { emailSent: true }));
    await openForm(page, '?subject=outsourced-cfo-services');
    await nameField(page).fill('  Maria Lopez');
    await emailField(page).fill('maria@example.com');
    await phoneField(page).pressSequentially('5125550142');
    await messageField(page).fill('Line one\nLine two: "quotes" & <tags>');
    const before = Date.now();
    await submitButton(page).click();
    await expectToast(page, SUCCESS);
    const after = Date.now();
    expect(requests).toHaveLength(1);
    const [req] = requests;
    expect(req?.method).toBe('POST');
    expect(req?.url).toBe(ENDPOINT);
    expect(req?.contentType).toBe('application/json');
    expect(Object.keys(req?.body ?? {})).toEqual(['name', 'email', 'phone', 'category', 'message', 'timeStamp']);
    expect(req?.body).toEqual({
      name: 'Maria Lopez',
      email: 'maria@example.com',
      phone: '(512) 555-0142',
      category: 'Outsourced CFO Services',
      message: 'Line one\nLine two: "quotes" & <tags>',
      timeStamp: expect.stringMatching(TIMESTAMP),
    });
    // The timestamp is UTC "YYYY-MM-DD HH:MM:SS", taken at submit time.
    const sent = Date.parse(`${String(req?.body.timeStamp).replace(' ', 'T')}Z`);
    expect(sent).toBeGreaterThanOrEqual(Math.floor(before / 1000) * 1000 - 1000);
    expect(sent).toBeLessThanOrEqual(after + 1000);
  });

  test('a 5,000-character message and text in non-Latin scripts arrive intact', async ({ page }) => {
    const requests = await stubApi(page, json(200, { emailSent: true }));
    await openForm(page);
    const name = 'Nguyễn Thị Ελένη Анна';
    const message = 'Xin chào! Cần tư vấn thuế. 你好，我需要报税帮助。مرحبا، أحتاج إلى مساعدة. Привет! '.repeat(100).slice(0, 5000);
    expect(message).toHaveLength(5000);
    await fillValid(page, { name, message });
    await submitButton(page).click();
    await expectToast(page, SUCCESS);
    expect(requests[0]?.body.name).toBe(name);
    expect(requests[0]?.body.message).toBe(message);
  });

  test('Submit is disabled and visibly busy while a slow answer is pending', async ({ page }) => {
    let release!: () => void;
    const released = new Promise<void>((resolve) => (release = resolve));
    await stubApi(page, async (route) => {
      await released;
      await json(200, { emailSent: true })(route);
    });
    await openForm(page);
    await fillValid(page);
    await submitButton(page).click();
    await expect(submitButton(page)).toBeDisabled();
    await expect(submitButton(page)).toHaveText('Sending…');
    await expect(submitButton(page)).toHaveAttribute('aria-busy', 'true');
    await expect(nameField(page)).toHaveAttribute('readonly', '');
    await expect(nameField(page)).toHaveValue(VALID.name);
    await page.waitForTimeout(1000);
    await expect(submitButton(page)).toBeDisabled();
    await expect(toasts(page)).toHaveCount(0);
    release();
    await expectToast(page, SUCCESS);
    await expectCleared(page);
    await expect(submitButton(page)).not.toHaveAttribute('aria-busy', 'true');
  });
});

test.describe('answers', () => {
  const cases: { title: string; answer: Answer; toast: string; failed: boolean }[] = [
    { title: 'emailSent: true -> thank-you toast', answer: json(200, { emailSent: true }), toast: SUCCESS, failed: false },
    { title: 'connection refused -> maintenance toast', answer: (route) => route.abort('connectionrefused'), toast: NETWORK, failed: true },
    {
      title: 'HTTP 500 with errorMsg -> "Please Contact with Email" and the errorMsg',
      answer: json(500, { errorMsg: 'Mail server unavailable' }),
      toast: `${SERVER}: Mail server unavailable`,
      failed: true,
    },
    { title: 'HTTP 502 without a body -> "Please Contact with Email"', answer: (route) => route.fulfill({ status: 502, headers: { 'access-control-allow-origin': '*' }, body: '' }), toast: SERVER, failed: true },
    { title: '200 without emailSent: true -> "Please Contact with Email"', answer: json(200, { emailSent: false }), toast: SERVER, failed: true },
  ];
  for (const { title, answer, toast, failed } of cases) {
    test(`${title}; the form is cleared`, async ({ page }) => {
      const requests = await stubApi(page, answer);
      await openForm(page);
      await fillValid(page);
      await submitButton(page).click();
      await expectToast(page, toast);
      await expectCleared(page);
      expect(requests).toHaveLength(1);
      const recovery = form(page).getByRole('region', { name: 'Your enquiry was not sent' });
      if (failed) {
        await expect(recovery).toBeVisible();
        await expect(recovery.getByRole('heading')).toBeFocused();
      } else {
        await expect(recovery).toHaveCount(0);
      }
    });
  }

  test('no answer within 15 s counts as a network failure', async ({ page }) => {
    await page.clock.install();
    let release!: () => void;
    const released = new Promise<void>((resolve) => (release = resolve));
    await stubApi(page, async (route) => {
      await released;
      await json(200, { emailSent: true })(route).catch(() => undefined); // the page gave up long ago
    });
    await openForm(page);
    await fillValid(page);
    await pauseClock(page);
    await submitButton(page).click();
    await expect(submitButton(page)).toHaveText('Sending…');
    await page.clock.runFor(14_000);
    await expect(submitButton(page)).toHaveText('Sending…');
    await expect(toasts(page)).toHaveCount(0);
    await page.clock.runFor(1_000);
    await expectToast(page, NETWORK);
    await expectCleared(page);
    await expect(form(page).getByRole('region', { name: 'Your enquiry was not sent' })).toBeVisible();
    release();
  });

  test('toasts hide after 5 s, with 400 ms enter and leave animations', async ({ page }) => {
    await page.clock.install();
    await stubApi(page, json(200, { emailSent: true }));
    await openForm(page);
    await fillValid(page);
    await pauseClock(page);
    await submitButton(page).click();
    const toast = await expectToast(page, SUCCESS);
    const timing = await toast.evaluate((el) => {
      const style = getComputedStyle(el);
      return { duration: style.transitionDuration, property: style.transitionProperty };
    });
    expect(timing.duration.split(',').map((d) => d.trim())).toEqual(expect.arrayContaining(['0.4s']));
    expect(timing.property).toMatch(/opacity/);
    await page.clock.runFor(4_800);
    await expect(toast).toHaveAttribute('data-visible', 'true');
    await page.clock.runFor(300);
    await expect(toast).toHaveAttribute('data-visible', 'false');
    await page.clock.runFor(450);
    await expect(toasts(page)).toHaveCount(0);
  });
});

test.describe('nothing lost', () => {
  test('after a failed send the enquiry can be restored, or mailed, from this tab', async ({ page }) => {
    const requests = await stubApi(page, json(500, { errorMsg: 'Mail server unavailable' }));
    await openForm(page, '?subject=quickbooks');
    const enquiry = { ...VALID, name: 'Zoë Nguyễn', message: 'Please help me move off QuickBooks Desktop 2022.\nThanks!', category: 'QuickBooks' };
    await fillValid(page, enquiry);
    await submitButton(page).click();
    await expectToast(page, `${SERVER}: Mail server unavailable`);
    await expectCleared(page);
    const recovery = form(page).getByRole('region', { name: 'Your enquiry was not sent' });
    await expect(recovery).toBeVisible();
    await expectNoAxeViolations(page);

    // A mail link carrying the whole enquiry.
    const mail = recovery.getByRole('link', { name: 'Email it to us instead' });
    await expect(mail).toHaveAttribute('href', /^mailto:/);
    const href = new URL((await mail.getAttribute('href')) ?? '');
    expect(href.protocol).toBe('mailto:');
    expect(href.pathname).toBe(site.contact.email);
    expect(href.searchParams.get('subject')).toBe(`${site.mailSubject}: QuickBooks`);
    const body = href.searchParams.get('body') ?? '';
    for (const part of ['Zoë Nguyễn', VALID.email, '(512) 555-0142', 'QuickBooks', enquiry.message]) expect(body).toContain(part);

    // Kept for this tab: a reload still offers it.
    await page.reload();
    await expect(submitButton(page)).toBeEnabled();
    await expect(recovery).toBeVisible();
    await recovery.getByRole('button', { name: 'Restore my enquiry' }).click();
    await expect(nameField(page)).toHaveValue('Zoë Nguyễn');
    await expect(emailField(page)).toHaveValue(VALID.email);
    await expect(phoneField(page)).toHaveValue('(512) 555-0142');
    await expect(categoryField(page)).toHaveValue('QuickBooks');
    await expect(messageField(page)).toHaveValue(enquiry.message);
    await expect(recovery).toHaveCount(0);
    await expect(nameField(page)).toBeFocused();

    // The retry succeeds: the kept copy is dropped.
    await page.unroute(API);
    const retried = await stubApi(page, json(200, { emailSent: true }));
    await submitButton(page).click();
    await expectToast(page, SUCCESS);
    expect(requests).toHaveLength(1);
    expect(retried).toHaveLength(1);
    expect(retried[0]?.body).toMatchObject({ name: 'Zoë Nguyễn', category: 'QuickBooks', message: enquiry.message });
    await page.reload();
    await expect(submitButton(page)).toBeEnabled();
    await expect(recovery).toHaveCount(0);
  });

  test('the kept copy is not shared with another tab, and can be discarded', async ({ page, context }) => {
    await stubApi(page, (route) => route.abort('connectionrefused'));
    await openForm(page);
    await fillValid(page);
    await submitButton(page).click();
    await expectToast(page, NETWORK);
    const other = await context.newPage();
    await openForm(other);
    await expect(form(other).getByRole('region', { name: 'Your enquiry was not sent' })).toHaveCount(0);
    await other.close();
    const recovery = form(page).getByRole('region', { name: 'Your enquiry was not sent' });
    await recovery.getByRole('button', { name: 'Discard' }).click();
    await expect(recovery).toHaveCount(0);
    await page.reload();
    await expect(submitButton(page)).toBeEnabled();
    await expect(recovery).toHaveCount(0);
  });
});

test.describe('honeypot and accessibility', () => {
  test('a filled honeypot (a bot) is answered like a person but nothing is sent', async ({ page }) => {
    const requests = await stubApi(page, json(200, { emailSent: true }));
    await openForm(page);
    await fillValid(page);
    await page.locator('input[name="website"]').fill('http://spam.example', { force: true });
    await submitButton(page).click();
    await expectToast(page, SUCCESS);
    await expectCleared(page);
    await page.waitForTimeout(500);
    expect(requests).toHaveLength(0);
  });

  test('axe finds no violations on the contact page, with and without the inline error', async ({ page }) => {
    await openForm(page);
    await expectNoAxeViolations(page);
    await fillValid(page, { email: 'x@y.z' });
    await submitButton(page).click();
    await expect(form(page).getByText('Please Enter Valid Email')).toBeVisible();
    await expectNoAxeViolations(page);
  });
});
