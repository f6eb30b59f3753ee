import { readdirSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { test, expect, type Page } from '@playwright/test';
import { ui as englishUi } from '../../content/ui';
import { ui as spanishUi } from '../../content/ui.es';

const OUT = join(__dirname, '..', '..', 'out');

/** Every page of the export as a visitor's URL; the 404 page is reached through an unknown path. */
function pagePaths(dir = OUT): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (['_next', 'embeds', '404', '_not-found'].includes(name)) return [];
    if (statSync(path).isDirectory()) return pagePaths(path);
    return name === 'index.html' ? ['/' + relative(OUT, dir).split('\\').join('/') + (dir === OUT ? '' : '/')] : [];
  });
}

declare global {
  interface Window {
    cspViolations: string[];
  }
}

test.beforeEach(async ({ page, baseURL }) => {
  await page.addInitScript(() => {
    window.cspViolations = [];
    document.addEventListener('securitypolicyviolation', (e) => window.cspViolations.push(`${e.violatedDirective}: ${e.blockedURI}`));
  });
  // No internet here; nothing a page loads should leave the host anyway.
  const origin = new URL(baseURL!).origin;
  await page.context().route((url) => url.origin !== origin, (route) => route.abort('blockedbyclient'));
});

/** The page arrived with its own policy, ran every script it carries, and React took over. */
async function expectHydratedUnderPolicy(page: Page) {
  const policy = await page.locator('meta[http-equiv="Content-Security-Policy"]').getAttribute('content');
  expect(policy).toMatch(/script-src 'self'( 'sha256-[A-Za-z0-9+/=]+')+/);
  expect(policy).not.toContain("'unsafe-inline' 'sha256");
  for (const directive of ["object-src 'none'", "base-uri 'self'", "form-action 'self'", "default-src 'self'"]) expect(policy).toContain(directive);
  await page.waitForFunction(() => document.documentElement.dataset.hydrated === 'true', null, { timeout: 20_000 });
  expect(await page.evaluate(() => window.cspViolations)).toEqual([]);
}

for (const path of pagePaths()) {
  test(`${path} is served with its policy and hydrates`, async ({ page }) => {
    const response = await page.goto(path);
    expect(response?.status()).toBe(200);
    expect(response?.headers()['content-security-policy']).toBe("frame-ancestors 'self'");
    expect(response?.headers()['x-content-type-options']).toBe('nosniff');
    await expectHydratedUnderPolicy(page);
  });
}

test('an unknown path gets the 404 page, with its policy, hydrated', async ({ page }) => {
  const response = await page.goto('/no-such-page/');
  expect(response?.status()).toBe(404);
  await expect(page.getByRole('heading', { level: 1 })).toContainText('404');
  await expectHydratedUnderPolicy(page);
});

test('an unknown path under /es/ gets the Spanish 404 page, with its policy, hydrated', async ({ page }) => {
  const response = await page.goto('/es/no-existe/');
  expect(response?.status()).toBe(404);
  await expect(page.locator('html')).toHaveAttribute('lang', 'es-US');
  await expect(page.getByRole('heading', { level: 1 })).toContainText('404');
  await expect(page.getByText(spanishUi.layout.notFound)).toBeVisible();
  await expect(page.getByText(englishUi.layout.notFound)).toHaveCount(0);
  await expectHydratedUnderPolicy(page);
});

test('a path without its trailing slash is redirected to it', async ({ request }) => {
  const response = await request.get('/about', { maxRedirects: 0 });
  expect([301, 308]).toContain(response.status());
  expect(new URL(response.headers()['location']!, 'https://x').pathname).toBe('/about/');
});

test('the tax rates page frames its embed, which search engines are told not to index', async ({ page }) => {
  await page.goto('/tax-rates/');
  await expect(page.frameLocator('iframe').getByRole('table').first()).toBeVisible();
  expect(await page.evaluate(() => window.cspViolations)).toEqual([]);
  const embed = await page.request.get('/embeds/tax-rates.html');
  expect(embed.headers()['x-robots-tag']).toBe('noindex');
});

test('calendar files are served as text/calendar', async ({ request }) => {
  for (const path of ['/tax-calendar.ics', ...readdirSync(join(OUT, 'tax-calendar')).filter((f) => f.endsWith('.ics')).slice(0, 1).map((f) => `/tax-calendar/${f}`)]) {
    const response = await request.get(path);
    expect(response.status(), path).toBe(200);
    expect(response.headers()['content-type'], path).toBe('text/calendar; charset=utf-8');
  }
});

test('the icon sprite, addressed by its content, is cached for good', async ({ request }) => {
  const sprite = (await (await request.get('/')).text()).match(/\/icons\.svg\?v=[0-9a-f]+/)![0];
  const response = await request.get(sprite);
  expect(response.status()).toBe(200);
  expect(response.headers()['cache-control']).toBe('public, max-age=31536000, immutable');
});

test('pages are sent with a preload of the scripts every page loads (Cloudflare Pages, from out/_headers)', async ({ request }, testInfo) => {
  test.skip(testInfo.project.name === 'nginx', 'the nginx sample does not depend on the build, so it sends no list of built scripts');
  const home = await request.get('/');
  const preloaded = [...(home.headers()['link'] ?? '').matchAll(/<([^>]+)>; rel=preload; as=script/g)].map((m) => m[1]!);
  expect(preloaded.length).toBeGreaterThanOrEqual(3);
  const html = await home.text();
  for (const src of preloaded) {
    expect(html).toContain(`<script src="${src}" async="">`);
    expect((await request.get(src)).status(), src).toBe(200);
  }
});

test('host configuration files are not served', async ({ request }) => {
  // nginx answers 404; Cloudflare's local runtime fails the lookup with a 5xx. Neither sends the rules.
  const response = await request.get('/_headers');
  expect(response.status()).toBeGreaterThanOrEqual(400);
  expect(await response.text()).not.toContain('Strict-Transport-Security');
});
