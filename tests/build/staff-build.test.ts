import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import { cpSync, existsSync, mkdirSync, mkdtempSync, readFileSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { chromium } from '@playwright/test';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { chromium as e2eBrowser } from '../../playwright.config';
import { TOAST_MESSAGES } from '../../lib/enquiry-outcome';

const ROOT = resolve(import.meta.dirname, '../..');
// Outside the repository, so nothing resolves from the repository's own node_modules.
const CLONE = mkdtempSync(join(tmpdir(), 'staff-clone-'));
const SITE_PORT = 3301;
const API_PORT = 8801;
const MAIL_SINK_PORT = 2725;

function run(command: string, args: string[], env: Record<string, string> = {}) {
  try {
    return execFileSync(command, args, { cwd: CLONE, stdio: 'pipe', env: { ...process.env, NEXT_TELEMETRY_DISABLED: '1', ...env } }).toString();
  } catch (error) {
    const { stdout, stderr } = error as { stdout?: Buffer; stderr?: Buffer };
    throw new Error(`${command} ${args.join(' ')} failed:\n${String(stdout ?? '')}${String(stderr ?? '')}`);
  }
}

/** The files a fresh clone has: what git tracks, plus what is new and not ignored. */
beforeAll(() => {
  const files = execFileSync('git', ['ls-files', '-z', '--cached', '--others', '--exclude-standard'], { cwd: ROOT }).toString().split('\0').filter(Boolean);
  for (const file of files) {
    if (!existsSync(join(ROOT, file))) continue;
    mkdirSync(dirname(join(CLONE, file)), { recursive: true });
    cpSync(join(ROOT, file), join(CLONE, file));
  }
});

let site: ChildProcess | undefined;
afterAll(() => {
  if (site?.pid) process.kill(-site.pid, 'SIGTERM');
  rmSync(CLONE, { recursive: true, force: true });
});

describe("the staff's build", () => {
  it('needs only the root install: npm install, then npm run build in strict mode writes out/', () => {
    run('npm', ['install', '--no-audit', '--no-fund', '--prefer-offline', '--loglevel=error']);
    expect(existsSync(join(CLONE, 'server/node_modules'))).toBe(false);
    run('npm', ['run', 'build'], { NEXT_PUBLIC_ENQUIRY_API_URL: 'https://api.example.com', ENQUIRY_API_STRICT: '1' });
    const home = readFileSync(join(CLONE, 'out/index.html'), 'utf8');
    expect(home).toMatch(/<meta http-equiv="Content-Security-Policy" content="[^"]*connect-src 'self' https:\/\/api\.example\.com/);
    expect(readFileSync(join(CLONE, 'out/_headers'), 'utf8')).toContain("frame-ancestors 'self'");
  });
});

describe('npm run site on ports of its own', () => {
  it('delivers an enquiry sent from Chromium to the mail sink', async () => {
    // The service's compiled packages come from the repository; `npm run site` still runs both installs.
    execFileSync('cp', ['-a', join(ROOT, 'server/node_modules'), join(CLONE, 'server/node_modules')]);
    const inherited = Object.entries(process.env).filter(([name]) => name !== 'NEXT_PUBLIC_ENQUIRY_API_URL');
    const env: Record<string, string | undefined> = { ...Object.fromEntries(inherited), PORT: String(SITE_PORT), ENQUIRY_PORT: String(API_PORT), MAIL_SINK_PORT: String(MAIL_SINK_PORT), NEXT_TELEMETRY_DISABLED: '1' };
    const output: string[] = [];
    const child = spawn('npm', ['run', 'site'], { cwd: CLONE, env: env as NodeJS.ProcessEnv, detached: true, stdio: ['ignore', 'pipe', 'pipe'] });
    site = child;
    child.stdout.on('data', (chunk) => output.push(String(chunk)));
    child.stderr.on('data', (chunk) => output.push(String(chunk)));

    const deadline = Date.now() + 540_000;
    for (;;) {
      const up = await fetch(`http://127.0.0.1:${SITE_PORT}/contact/`).then((r) => r.ok, () => false);
      if (up) break;
      if (child.exitCode !== null || Date.now() > deadline) throw new Error(`npm run site did not serve the site:\n${output.join('')}`);
      await new Promise((r) => setTimeout(r, 1000));
    }

    const browser = await chromium.launch(e2eBrowser.launchOptions);
    try {
      const page = await browser.newPage();
      await page.goto(`http://localhost:${SITE_PORT}/contact/`);
      const form = page.getByRole('form', { name: 'Send us an enquiry' });
      await form.locator('button[type="submit"]').waitFor();
      await page.waitForFunction(() => document.documentElement.dataset.hydrated === 'true');
      await form.getByRole('textbox', { name: 'Name', exact: true }).fill('Rosa Martinez');
      await form.getByRole('textbox', { name: 'Email', exact: true }).fill('rosa.martinez@example.com');
      await form.getByRole('textbox', { name: 'Phone', exact: true }).fill('5125550199');
      await form.getByRole('combobox', { name: 'Category' }).selectOption('Tax Services');
      await form.getByRole('textbox', { name: 'Message', exact: true }).fill('Sent through npm run site on ports 3301 and 8801.');
      await form.locator('button[type="submit"]').click();
      await page.getByText(TOAST_MESSAGES.success).waitFor({ timeout: 20_000 });
    } finally {
      await browser.close();
    }

    const mailDir = join(CLONE, 'server/data/mail');
    let mail = '';
    for (let i = 0; i < 60 && !mail; i++) {
      const files = existsSync(mailDir) ? readdirSync(mailDir).filter((f) => f.endsWith('.eml')) : [];
      mail = files.map((f) => readFileSync(join(mailDir, f), 'utf8')).join('\n');
      if (!mail) await new Promise((r) => setTimeout(r, 500));
    }
    expect(mail).toContain('Sent through npm run site on ports 3301 and 8801.');
  });
});
