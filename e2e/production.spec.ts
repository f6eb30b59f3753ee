import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { bannerFor, localePath, routePaths as routes } from '../lib/content/routes';
import { site } from '../content/site';
import { test, expect } from './fixtures';

const withSlash = (path: string) => (path === '/' ? '/' : `${path}/`);
// The alias shows its target; the profile without a member is exported as the team page it redirects to.
const shownAs: Record<string, string> = {
  '/about-us': '/about',
  '/teamProfile': '/team',
  [localePath('/teamProfile', 'es')]: localePath('/team', 'es'),
};
/** A home page has a hero, not a banner. */
const homes = ['/', localePath('/', 'es')];
/** The sweeps visit every route in one test: a few seconds a page, so a slow machine does not time out the whole sweep. */
const SWEEP_TIMEOUT_MS = routes.length * 4_000;
const headingFor = (route: string) => (homes.includes(route) ? null : bannerFor(shownAs[route] ?? route).pageName);

test.describe('without JavaScript', () => {
  test.skip(({ isMobile }) => isMobile, 'one width is enough for the no-JavaScript sweep');

  test('every page shows its heading, its main content and working navigation links', async ({ browser, baseURL }) => {
    test.setTimeout(SWEEP_TIMEOUT_MS);
    const context = await browser.newContext({ javaScriptEnabled: false, baseURL });
    const page = await context.newPage();
    for (const route of routes) {
      await page.goto(withSlash(route));
      const heading = headingFor(route);
      const h1 = page.getByRole('heading', { level: 1 });
      await expect(h1, route).toBeVisible();
      if (heading) await expect(h1, route).toHaveText(heading);
      const mainText = (await page.locator('main').innerText()).replace(/\s+/g, ' ').trim();
      // Banner and breadcrumbs alone are well under this: the page's own content is there too.
      expect(mainText.length, `${route} main content`).toBeGreaterThan(200);
      await expect(page.getByTestId('preloader')).toBeHidden();
    }
    // Links work without scripts: follow a footer link and the breadcrumb home.
    await page.goto('/services-tax/');
    await page.getByRole('contentinfo').getByRole('link', { name: 'Forms & Instructions' }).click();
    await expect(page).toHaveURL(/\/forms-instructions\/$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Forms & Instructions');
    await page.getByRole('navigation', { name: 'Breadcrumb' }).getByRole('link', { name: 'Home' }).click();
    await expect(page).toHaveURL(/\/$/);
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Team' }).click();
    await expect(page).toHaveURL(/\/team\/$/);
    await context.close();
  });
});

test.describe('reflow', () => {
  for (const width of [320, 640]) {
    // 640 px is a 1280 px window at 200% zoom.
    test(`no page needs horizontal scrolling at ${width} px`, async ({ page, isMobile }) => {
      test.skip(isMobile, 'widths are set explicitly');
      test.setTimeout(SWEEP_TIMEOUT_MS);
      await page.setViewportSize({ width, height: 800 });
      for (const route of routes) {
        await page.goto(withSlash(route));
        // Measured once the page has settled (carousels and scroll-in sections finish setting up).
        await expect
          .poll(() => page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth), { message: `${route} at ${width} px` })
          .toBeLessThanOrEqual(0);
      }
    });
  }
});

test.describe('search engines and safe links', () => {
  test.skip(({ isMobile }) => isMobile, 'raw HTML is the same at every width');

  const firmPages = ['/', '/contact'].flatMap((path) => [path, localePath(path, 'es')]);

  test('the home and contact pages carry the firm as AccountingService JSON-LD, every page its breadcrumbs as BreadcrumbList, and safe new-tab links', async ({ request }) => {
    for (const route of routes) {
      const html = await (await request.get(withSlash(route))).text();
      const blocks = [...html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)].map((m) => JSON.parse(m[1]!));
      const firm = blocks.find((b) => b['@type'] === 'AccountingService');
      // The firm's full record where the firm is the subject; elsewhere no page repeats it in its markup and payload.
      if (!firmPages.includes(route)) expect(firm, route).toBeUndefined();
      else {
        expect(firm, route).toBeTruthy();
        expect(firm.address.addressLocality).toBe('Austin');
        expect(firm.telephone).toMatch(/^\+1-\d{3}-555-01\d{2}$/);
        expect(firm.openingHoursSpecification[0].dayOfWeek).toEqual(['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday']);
        expect(firm.sameAs.length).toBeGreaterThanOrEqual(2);
      }
      if (route === '/') expect(blocks.find((b) => b['@type'] === 'WebSite')).toMatchObject({ name: site.name, url: `${site.url}/` });
      if (html.includes('aria-label="Breadcrumb"')) {
        const crumbs = blocks.find((b) => b['@type'] === 'BreadcrumbList');
        expect(crumbs, route).toBeTruthy();
        expect(crumbs.itemListElement[0].name).toBe('Home');
      }
      for (const tag of html.match(/<a\b[^>]*target="_blank"[^>]*>/g) ?? []) {
        expect(tag, route).toMatch(/rel="noopener noreferrer"/);
      }
    }
  });

  test('the Open Graph image exists at 1200 x 630', async ({ request }) => {
    const res = await request.get('/images/og-image.png');
    expect(res.status()).toBe(200);
    const png = await res.body();
    expect(png.readUInt32BE(16)).toBe(1200);
    expect(png.readUInt32BE(20)).toBe(630);
  });
});

test.describe('security headers', () => {
  test('pages carry their own hashed CSP, and are served with the hardening headers', async ({ request }) => {
    for (const path of ['/', '/contact/', '/no-such-page/']) {
      const res = await request.get(path);
      const html = await res.text();
      const policy = html.match(/<head><meta charSet="utf-8"\/><meta http-equiv="Content-Security-Policy" content="([^"]+)"\/>/)?.[1] ?? '';
      expect(policy, path).toMatch(/script-src 'self'( 'sha256-[A-Za-z0-9+/=]+')+/);
      expect(policy, path).not.toMatch(/script-src[^;]*'unsafe-inline'/);
      expect(policy, path).toMatch(/connect-src 'self' https?:\/\/[^;]+/);
      for (const directive of ["default-src 'self'", "object-src 'none'", "base-uri 'self'", "form-action 'self'"]) expect(policy, path).toContain(directive);
      const headers = res.headers();
      expect(headers['content-security-policy'], path).toBe("frame-ancestors 'self'");
      expect(headers['strict-transport-security']).toContain('max-age=');
      expect(headers['x-content-type-options']).toBe('nosniff');
      expect(headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
      expect(headers['permissions-policy']).toContain('camera=()');
    }
    const asset = (await (await request.get('/')).text()).match(/\/_next\/static\/[^"]+\.js/)![0];
    expect((await request.get(asset)).headers()['cache-control']).toBe('public, max-age=31536000, immutable');
  });

  test('the icon sprite is addressed by its content and cached for good, so an icon drawn after a tap needs no request', async ({ page, request }) => {
    const version = createHash('sha256').update(readFileSync('public/icons.svg')).digest('hex').slice(0, 10);
    const sprite = `/icons.svg?v=${version}`;
    expect(await (await request.get('/contact/')).text()).toContain(`href="${sprite}#`);
    expect((await request.get(sprite)).headers()['cache-control']).toBe('public, max-age=31536000, immutable');

    await page.goto('/contact/');
    await page.waitForLoadState('networkidle');
    const asked: string[] = [];
    page.on('request', (r) => r.url().includes('/icons.svg') && asked.push(r.url()));
    await page.locator('main form button[type="submit"]').click();
    // The field's error icon is one the page had not drawn before.
    await expect(page.locator('main form p[id$="-error"] use[href$="#circle-alert"]').first()).toBeAttached();
    await page.waitForLoadState('networkidle');
    expect(asked).toEqual([]);
  });

  test('every page is sent with a preload of the scripts all pages load, which the page then uses without fetching them twice', async ({ page, request }) => {
    for (const path of ['/', '/contact/', '/es/servicios-boi/']) {
      const res = await request.get(path);
      const link = res.headers()['link'] ?? '';
      const preloaded = [...link.matchAll(/<([^>]+)>; rel=preload; as=script/g)].map((m) => m[1]!);
      const scripts = [...(await res.text()).matchAll(/<script src="([^"]+)" async="">/g)].map((m) => m[1]!);
      expect(preloaded.length, path).toBeGreaterThanOrEqual(3);
      for (const src of preloaded) expect(scripts, `${path} loads ${src}`).toContain(src);
    }

    const fetched: string[] = [];
    page.on('request', (r) => fetched.push(new URL(r.url()).pathname));
    await page.goto('/contact/');
    await page.waitForFunction(() => document.documentElement.dataset.hydrated === 'true');
    const scripts = fetched.filter((path) => path.endsWith('.js'));
    expect(scripts.length).toBeGreaterThan(3);
    expect(scripts).toEqual([...new Set(scripts)]);
  });

  test('text is served compressed, as static hosts serve it', async ({ request }) => {
    const html = await request.get('/services/', { headers: { 'Accept-Encoding': 'br, gzip' } });
    expect(html.headers()['content-encoding']).toBe('br');
    expect(html.headers()['vary']).toBe('Accept-Encoding');
    // Playwright decodes the body: the page arrives intact.
    expect(await html.text()).toContain('</html>');
    const gzip = await request.get('/services/', { headers: { 'Accept-Encoding': 'gzip' } });
    expect(gzip.headers()['content-encoding']).toBe('gzip');
    expect(await gzip.text()).toBe(await html.text());
    // Already-compressed formats are sent as they are.
    const font = (await html.text()).match(/\/_next\/static\/media\/[^"]+\.woff2/)![0];
    expect((await request.get(font, { headers: { 'Accept-Encoding': 'br, gzip' } })).headers()['content-encoding']).toBeUndefined();
  });
});

test.describe('keyboard', () => {
  test.skip(({ isMobile }) => isMobile, 'the desktop header holds every link');

  test('every header link and button is reachable by Tab and shows a focus ring', async ({ page }) => {
    await page.goto('/');
    const names: string[] = [];
    for (let i = 0; i < 16; i++) {
      await page.keyboard.press('Tab');
      const info = await page.evaluate(() => {
        const el = document.activeElement as HTMLElement;
        const style = getComputedStyle(el);
        return { name: (el.getAttribute('aria-label') ?? el.textContent ?? '').trim(), ring: style.outlineStyle !== 'none' && parseFloat(style.outlineWidth) >= 2 };
      });
      names.push(info.name);
      expect(info.ring, `focus ring on "${info.name}"`).toBe(true);
    }
    for (const name of ['Skip to main content', 'Home', 'About', 'Services', 'Team', 'Resources', 'Contact', 'File Drop', 'Client Login']) {
      expect(names.some((n) => n.startsWith(name)), name).toBe(true);
    }
  });

  test('with reduced motion, scroll-to-top jumps instead of scrolling smoothly', async ({ page }) => {
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await page.goto('/forms-instructions/');
    await page.evaluate(() => window.scrollTo(0, 600));
    await page.getByRole('button', { name: 'Scroll to top' }).click();
    // No smooth animation: the very next frame is already at the top.
    expect(await page.evaluate(() => new Promise((r) => requestAnimationFrame(() => r(window.scrollY))))).toBe(0);
  });
});
