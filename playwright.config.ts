import { defineConfig, devices } from '@playwright/test';

const PORT = Number(process.env.E2E_PORT ?? 4173);

/**
 * End-to-end tests run against the built static export (out/), served by scripts/serve.mjs with
 * the production headers, in Debian's Chromium. Build first: `npm run build`.
 */
export const chromium = {
  launchOptions: {
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-background-networking', '--disable-component-update', '--disable-gpu', '--no-first-run', '--disable-sync'],
  },
};

export default defineConfig({
  testDir: 'e2e',
  // The hosts suite has its own config (e2e/hosts/playwright.config.ts): it serves out/ through nginx and Cloudflare's runtime.
  testIgnore: 'hosts/**',
  fullyParallel: true,
  workers: process.env.CI ? 2 : undefined,
  // One retry on CI: a 2-core machine running two browsers can miss a timing now and then; a
  // test that fails twice fails the run.
  retries: process.env.CI ? 1 : 0,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: process.env.CI ? [['list']] : [['list'], ['html', { open: 'never' }]],
  use: {
    baseURL: `http://127.0.0.1:${PORT}`,
    trace: 'retain-on-failure',
    ...chromium,
  },
  projects: [
    { name: 'desktop', use: { ...devices['Desktop Chrome'], viewport: { width: 1280, height: 800 }, ...chromium } },
    {
      name: 'mobile',
      // What the width changes: every page's layout and axe, the header and menus, the home page, carousels,
      // touch, loading, and where the calendar's Past badge sits. The rest (content, feeds, the form's rules, the service) runs once, at 1280 px.
      testMatch: ['routes', 'layout', 'es-layout', 'pages-home', 'pages-carousel', 'pages-lightbox', 'resources-tax', 'resources-boi-quickbooks', 'production', 'first-paint', 'early-taps', 'deferred', 'resources-calendar-december'].map(
        (name) => `${name}.spec.ts`,
      ),
      use: { ...devices['Pixel 5'], viewport: { width: 375, height: 740 }, ...chromium },
    },
  ],
  webServer: {
    command: `node scripts/serve.mjs --port ${PORT}`,
    url: `http://127.0.0.1:${PORT}/`,
    reuseExistingServer: !process.env.CI,
    timeout: 30_000,
  },
});
