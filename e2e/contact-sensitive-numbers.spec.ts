import type { Page } from '@playwright/test';
import { test, expect, expectNoAxeViolations } from './fixtures';
import { fileSharing } from '../content/file-sharing';
import { SENSITIVE_NUMBER_NOTICE } from '../server/core/sensitive-numbers';
import { DRAFT_MAIL_LABELS } from '../lib/draft-mail';

// The API is stubbed at the network boundary; the form's own code decides what to show and send.

const form = (page: Page) => page.getByRole('form', { name: 'Send us an enquiry' });
const messageField = (page: Page) => form(page).getByRole('textbox', { name: 'Message', exact: true });
const submitButton = (page: Page) => form(page).locator('button[type="submit"]');
const warning = (page: Page) => form(page).getByRole('status').filter({ hasText: SENSITIVE_NUMBER_NOTICE.advice });

async function openForm(page: Page) {
  await page.goto('/contact/');
  await expect(submitButton(page)).toBeEnabled();
}

test.describe('a message that looks like it holds an SSN, ITIN, card or account number', () => {
  test('says so before sending, in plain words, offers File Drop, and still lets the visitor send', async ({ page }) => {
    const sent: Record<string, unknown>[] = [];
    await page.route('**/contactus', async (route) => {
      const headers = { 'access-control-allow-origin': '*', 'access-control-allow-headers': 'content-type' };
      if (route.request().method() === 'OPTIONS') return route.fulfill({ status: 204, headers });
      sent.push(route.request().postDataJSON() as Record<string, unknown>);
      return route.fulfill({ status: 200, contentType: 'application/json', headers, body: JSON.stringify({ emailSent: true }) });
    });
    await openForm(page);
    await expect(warning(page)).toHaveCount(0);

    const message = 'Please file for me. My SSN is 123-45-6789.';
    await messageField(page).fill(message);
    const shown = warning(page);
    await expect(shown).toBeVisible();
    await expect(shown).toContainText(SENSITIVE_NUMBER_NOTICE.taxId);
    await expect(shown).toHaveAttribute('aria-live', 'polite');
    const describedBy = (await messageField(page).getAttribute('aria-describedby')) ?? '';
    expect(describedBy.split(' ')).toContain('enquiry-sensitive');
    await expectNoAxeViolations(page, 'form');

    await shown.getByRole('button', { name: SENSITIVE_NUMBER_NOTICE.action }).click();
    const dialog = page.getByRole('dialog', { name: 'Attention' });
    await expect(dialog).toBeVisible();
    await expect(dialog.getByRole('heading', { name: fileSharing.fileDrop.heading })).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();

    await form(page).getByRole('textbox', { name: 'Name', exact: true }).fill('Maria Lopez');
    await form(page).getByRole('textbox', { name: 'Email', exact: true }).fill('maria@example.com');
    await form(page).getByRole('textbox', { name: 'Phone', exact: true }).fill('5125550142');
    await form(page).getByRole('combobox', { name: 'Category' }).selectOption('Tax Services');
    await submitButton(page).click();
    await expect.poll(() => sent.length).toBe(1);
    expect(sent[0]).toMatchObject({ message });
  });

  test('after a failed send, the mail link carries the numbers masked as the service would store them, and says so', async ({ page }) => {
    await page.route('**/contactus', async (route) => {
      const headers = { 'access-control-allow-origin': '*', 'access-control-allow-headers': 'content-type' };
      if (route.request().method() === 'OPTIONS') return route.fulfill({ status: 204, headers });
      return route.fulfill({ status: 503, contentType: 'application/json', headers, body: JSON.stringify({ emailSent: false, errorMsg: 'We could not save your enquiry just now.' }) });
    });
    await openForm(page);
    await form(page).getByRole('textbox', { name: 'Name', exact: true }).fill('Maria Lopez');
    await form(page).getByRole('textbox', { name: 'Email', exact: true }).fill('maria@example.com');
    await form(page).getByRole('textbox', { name: 'Phone', exact: true }).fill('5125550142');
    await form(page).getByRole('combobox', { name: 'Category' }).selectOption('Tax Services');
    await messageField(page).fill('My SSN is 123-45-6789 and please charge card 4111 1111 1111 1111.');
    await submitButton(page).click();

    const recovery = form(page).getByRole('region', { name: 'Your enquiry was not sent' });
    const mail = recovery.getByRole('link', { name: 'Email it to us instead' });
    await expect(mail).toHaveAttribute('href', /^mailto:/);
    const body = new URL((await mail.getAttribute('href')) ?? '').searchParams.get('body') ?? '';
    expect(body).toContain('My SSN is XXX-XX-6789 and please charge card XXXX XXXX XXXX 1111.');
    expect(body).not.toMatch(/123-45|4111/);
    expect(body).toContain(DRAFT_MAIL_LABELS.masked);
    const note = recovery.getByText(DRAFT_MAIL_LABELS.masked);
    await expect(note).toBeVisible();
    await expect(mail).toHaveAccessibleDescription(DRAFT_MAIL_LABELS.masked);
    await expectNoAxeViolations(page, 'form');
  });

  test('after a failed send without such a number, the mail link carries the message as typed and no note', async ({ page }) => {
    await page.route('**/contactus', (route) => route.abort('connectionrefused'));
    await openForm(page);
    await form(page).getByRole('textbox', { name: 'Name', exact: true }).fill('Maria Lopez');
    await form(page).getByRole('textbox', { name: 'Email', exact: true }).fill('maria@example.com');
    await form(page).getByRole('textbox', { name: 'Phone', exact: true }).fill('5125550142');
    await form(page).getByRole('combobox', { name: 'Category' }).selectOption('Tax Services');
    await messageField(page).fill('Call me at (512) 555-0142 about my 2025 return.');
    await submitButton(page).click();
    const recovery = form(page).getByRole('region', { name: 'Your enquiry was not sent' });
    const mail = recovery.getByRole('link', { name: 'Email it to us instead' });
    await expect(mail).toHaveAttribute('href', /^mailto:/);
    const body = new URL((await mail.getAttribute('href')) ?? '').searchParams.get('body') ?? '';
    expect(body).toContain('Call me at (512) 555-0142 about my 2025 return.');
    expect(body).not.toContain(DRAFT_MAIL_LABELS.masked);
    await expect(recovery.getByText(DRAFT_MAIL_LABELS.masked)).toHaveCount(0);
  });

  test('names a card or bank account number', async ({ page }) => {
    await openForm(page);
    await messageField(page).fill('Charge card 4111 1111 1111 1111 for the fee.');
    await expect(warning(page)).toContainText(SENSITIVE_NUMBER_NOTICE.bank);
  });

  test('stays quiet for phone numbers, ZIP+4, dates, amounts and an EIN, and goes away when the number is removed', async ({ page }) => {
    await openForm(page);
    await messageField(page).fill(
      'Call me at (512) 555-0142 or 512-555-0143. Office: Austin TX 78701-1234. Due 2026-04-15 or 04/15/2026. We owe $123,456.78. EIN 12-3456789.',
    );
    await expect(form(page).getByText(SENSITIVE_NUMBER_NOTICE.advice)).toHaveCount(0);
    await messageField(page).fill('ITIN 912 78 3456');
    await expect(warning(page)).toBeVisible();
    await messageField(page).fill('ITIN ending 3456');
    await expect(warning(page)).toHaveCount(0);
  });
});
