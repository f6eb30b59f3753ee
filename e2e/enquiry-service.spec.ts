import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { loadConfig } from '../server/config';
import { writeNewKeyFile } from '../server/key-file';
import { silentLogger } from '../server/log';
import { startMailSink, type MailSink } from '../server/mail-sink';
import { startService, type RunningService } from '../server/service';

// Nothing is stubbed: the real form posts to the enquiry service on loopback, which mails the local sink.
// It listens where the built site sends: NEXT_PUBLIC_ENQUIRY_API_URL, else http://localhost:8787.
const API = new URL(process.env.NEXT_PUBLIC_ENQUIRY_API_URL || 'http://localhost:8787');

let sink: MailSink;
let service: RunningService;
let dir: string;
let keyDir: string;

test.describe.configure({ mode: 'serial' });

test.beforeAll(async ({ baseURL }, testInfo) => {
  // One service on the API port at a time: run in one project only.
  test.skip(testInfo.project.name !== 'desktop', 'runs once, in the desktop project');
  dir = mkdtempSync(join(tmpdir(), 'e2e-enquiry-'));
  keyDir = mkdtempSync(join(tmpdir(), 'e2e-enquiry-key-'));
  writeNewKeyFile(join(keyDir, 'encryption.key'));
  sink = await startMailSink({ dir: join(dir, 'mail') });
  service = await startService(
    loadConfig({
      HOST: '127.0.0.1',
      PORT: API.port || '80',
      DATABASE_PATH: join(dir, 'enquiries.db'),
      ENCRYPTION_KEY_FILE: join(keyDir, 'encryption.key'),
      SMTP_HOST: '127.0.0.1',
      SMTP_PORT: String(sink.port),
      MAIL_TO: 'office@firm.example',
      MAIL_FROM: 'Website <website@firm.example>',
      ALLOWED_ORIGINS: new URL(baseURL!).origin,
      RATE_LIMIT_PER_MINUTE: '1',
    }),
    silentLogger,
  );
});

test.afterAll(async () => {
  await service?.close();
  await sink?.close();
  if (dir) rmSync(dir, { recursive: true, force: true });
  if (keyDir) rmSync(keyDir, { recursive: true, force: true });
});

const form = (page: Page) => page.getByRole('form', { name: 'Send us an enquiry' });

async function sendEnquiry(page: Page, message: string) {
  await page.goto('/contact/');
  const f = form(page);
  await expect(f.locator('button[type="submit"]')).toBeEnabled();
  await f.getByRole('textbox', { name: 'Name', exact: true }).fill('Maria Lopez');
  await f.getByRole('textbox', { name: 'Email', exact: true }).fill('maria@example.com');
  await f.getByRole('textbox', { name: 'Phone', exact: true }).fill('5125550142');
  await f.getByRole('combobox', { name: 'Category' }).selectOption('Tax Services');
  await f.getByRole('textbox', { name: 'Message', exact: true }).fill(message);
  await f.locator('button[type="submit"]').click();
}

test('an enquiry sent from the form arrives in the mail sink, with an SSN masked to its last four digits', async ({ page }) => {
  await sendEnquiry(page, 'Please call me about my 2025 return. My SSN is 123-45-6789.');
  await expect(page.locator('[data-toast]').filter({ hasText: 'Thank you for Contact Us!' })).toBeVisible();

  const [mail] = await sink.waitFor(1);
  expect(mail!.to).toEqual(['office@firm.example']);
  expect(mail!.subject).toBe('Website enquiry #1: Tax Services');
  expect(mail!.raw).toMatch(/^Reply-To: Maria Lopez <maria@example\.com>$/m);
  expect(mail!.raw).toContain('Please call me about my 2025 return. My SSN is XXX-XX-6789.');
  expect(mail!.raw).not.toContain('123-45-6789');
  expect(mail!.raw).toContain('(512) 555-0142');
  await expect.poll(() => service.store.get(1)?.state).toBe('sent');
});

test("the service's errorMsg reaches the visitor (rate limit of 1 a minute)", async ({ page }) => {
  await sendEnquiry(page, 'A second enquiry within the minute.');
  await expect(
    page.locator('[data-toast]').filter({ hasText: 'Please Contact with Email' }).filter({ hasText: 'Please wait a minute' }),
  ).toBeVisible();
  expect(service.store.counts()).toEqual({ pending: 0, sending: 0, sent: 1 });
});
