import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { loadConfig } from '../server/node/config';
import { readKeyFile, writeNewKeyFile } from '../server/node/key-file';
import { silentLogger } from '../server/node/log';
import { startMailSink, type MailSink } from '../server/node/mail-sink';
import { startService, type RunningService } from '../server/node/service';
import { EnquiryStore } from '../server/node/store';
import { applyMigrations, localD1File, runCron, startLocalWorker, wranglerAvailable, writeLocalConfig, type LocalWorker } from '../server/worker/local';

// Nothing is stubbed: the real form posts to the enquiry service on loopback, which mails the local sink.
// It listens where the built site sends: NEXT_PUBLIC_ENQUIRY_API_URL, else http://localhost:8787.
const API = new URL(process.env.NEXT_PUBLIC_ENQUIRY_API_URL || 'http://localhost:8787');

test.describe.configure({ mode: 'serial' });

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

test.describe('the Node service', () => {
  let sink: MailSink;
  let service: RunningService;
  let dir: string;
  let keyDir: string;

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

  test('an enquiry sent from the form arrives in the mail sink, with an SSN masked to its last four digits', async ({ page }) => {
    await sendEnquiry(page, 'Please call me about my 2025 return. My SSN is 123-45-6789.');
    await expect(page.locator('[data-toast]').filter({ hasText: 'Thank you for contacting us!' })).toBeVisible();

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
});

// The same form against the Worker in Cloudflare's local runtime: local D1, and the emulated send_email's message files.
test.describe("the Worker in Cloudflare's local runtime", () => {
  // Each test starts wrangler's local runtime, twice for the restart: seconds, more on a busy machine.
  test.describe.configure({ timeout: 180_000 });
  let state: string;
  let keyFile: string;
  let worker: LocalWorker | null = null;
  let origin: string;

  test.beforeAll(async ({ baseURL }, testInfo) => {
    test.skip(testInfo.project.name !== 'desktop', 'runs once, in the desktop project');
    test.skip(!wranglerAvailable(), 'needs the site install (wrangler)');
    origin = new URL(baseURL!).origin;
    state = mkdtempSync(join(tmpdir(), 'e2e-worker-'));
    const keyDir = mkdtempSync(join(tmpdir(), 'e2e-worker-key-'));
    keyFile = join(keyDir, 'encryption.key');
    writeNewKeyFile(keyFile);
  });

  test.afterAll(async () => {
    await worker?.stop();
    if (state) rmSync(state, { recursive: true, force: true });
    if (keyFile) rmSync(dirname(keyFile), { recursive: true, force: true });
  });

  /** The Worker on the API port, its binding allowed to send to `destination` (null: no send_email at all). */
  async function startWorker(persist: string, destination: string | null) {
    mkdirSync(persist, { recursive: true });
    const config = writeLocalConfig(persist, destination);
    await applyMigrations(join(persist, 'state'), config);
    worker = await startLocalWorker({
      port: Number(API.port || 80),
      persistDir: join(persist, 'state'),
      config,
      encryptionKey: readKeyFile(keyFile).toString('base64'),
      vars: { ALLOWED_ORIGINS: origin, MAIL_TO: 'office@firm.example', MAIL_FROM: 'Website <website@firm.example>', RETRY_BASE_MS: '100', RETRY_MAX_MS: '200' },
      mailDir: join(persist, 'mail'),
    });
    return worker;
  }

  const stored = (persist: string) => {
    const store = new EnquiryStore(localD1File(join(persist, 'state')), { readonly: true });
    try {
      return store.get(1);
    } finally {
      store.close();
    }
  };

  test('an enquiry sent from the form is stored in local D1 and arrives as a message file from send_email', async ({ page }) => {
    const persist = join(state, 'first');
    const running = await startWorker(persist, 'office@firm.example');
    await sendEnquiry(page, 'Please call me about my 2025 return. My SSN is 123-45-6789.');
    await expect(page.locator('[data-toast]').filter({ hasText: 'Thank you for contacting us!' })).toBeVisible();

    await expect.poll(() => running.mails.length).toBe(1);
    const [file] = readdirSync(join(persist, 'mail'));
    const raw = readFileSync(join(persist, 'mail', file!), 'utf8');
    expect(raw).toMatch(/^Subject: Website enquiry #1: Tax Services$/m);
    expect(raw).toMatch(/^To: office@firm\.example$/m);
    expect(raw).toMatch(/^Reply-To: Maria Lopez <maria@example\.com>$/m);
    expect(raw).toContain('Please call me about my 2025 return. My SSN is XXX-XX-6789.');
    expect(raw).not.toContain('123-45-6789');
    expect(raw).toContain('(512) 555-0142');
    await expect.poll(() => stored(persist)?.state).toBe('sent');
    // Encrypted in D1 as in the Node service's database.
    expect(stored(persist)).toMatchObject({ name: expect.stringMatching(/^enc1:/), message: expect.stringMatching(/^enc1:/), category: 'Tax Services' });
    await running.stop();
    worker = null;
  });

  test('stopped and started again with an enquiry pending, the Worker delivers it once', async ({ page }) => {
    const persist = join(state, 'restart');
    // Email Routing not set up yet: no send_email binding, so the enquiry is kept and waits.
    let running = await startWorker(persist, null);
    await sendEnquiry(page, 'Sent while the firm was still setting up its mail.');
    await expect(page.locator('[data-toast]').filter({ hasText: 'Thank you for contacting us!' })).toBeVisible();
    await expect.poll(() => stored(persist)).toMatchObject({ state: 'pending', attempts: 1, last_error: expect.stringMatching(/ESEND/) });
    await running.stop();

    running = await startWorker(persist, 'office@firm.example');
    await runCron(running.url);
    await expect.poll(() => running.mails.length).toBe(1);
    await expect.poll(() => stored(persist)?.state).toBe('sent');
    await runCron(running.url);
    await runCron(running.url);
    expect(running.mails).toHaveLength(1);
    expect(readdirSync(join(persist, 'mail'))).toHaveLength(1);
    expect(running.mails[0]!.raw).toContain('Sent while the firm was still setting up its mail.');
    expect(running.mails[0]!.raw).not.toMatch(/^X-Enquiry-Redelivery:/m);
  });
});
