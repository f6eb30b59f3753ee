import { defineConfig, devices } from '@playwright/test';
import { chromium } from '../../playwright.config';

const NGINX_PORT = Number(process.env.E2E_NGINX_PORT ?? 4480);
const PAGES_PORT = Number(process.env.E2E_PAGES_PORT ?? 4490);
// Cloudflare's local runtime accepts compatibility dates up to its own release.
const COMPATIBILITY_DATE = '2026-05-01';

/** out/ served by the hosts the README names, exactly as configured there: run after `npm run build`. */
export default defineConfig({
  testDir: '.',
  testMatch: 'hosts.spec.ts',
  fullyParallel: true,
  workers: process.env.CI ? 2 : undefined,
  retries: process.env.CI ? 1 : 0,
  timeout: 60_000,
  reporter: [['list']],
  use: { ...devices['Desktop Chrome'], viewport: { width: 1280, height: 800 }, ignoreHTTPSErrors: true, ...chromium },
  projects: [
    { name: 'nginx', use: { baseURL: `https://127.0.0.1:${NGINX_PORT}` } },
    { name: 'cloudflare-pages', use: { baseURL: `http://127.0.0.1:${PAGES_PORT}` } },
  ],
  webServer: [
    {
      command: `node e2e/hosts/serve-nginx.mjs --port ${NGINX_PORT}`,
      cwd: '../..',
      url: `https://127.0.0.1:${NGINX_PORT}/`,
      ignoreHTTPSErrors: true,
      reuseExistingServer: false,
      timeout: 30_000,
    },
    {
      command: `npx wrangler pages dev out --ip 127.0.0.1 --port ${PAGES_PORT} --compatibility-date ${COMPATIBILITY_DATE}`,
      cwd: '../..',
      url: `http://127.0.0.1:${PAGES_PORT}/`,
      env: { WRANGLER_SEND_METRICS: 'false', CLOUDFLARE_CF_FETCH_ENABLED: 'false', CI: '1' },
      reuseExistingServer: false,
      timeout: 90_000,
    },
  ],
});
