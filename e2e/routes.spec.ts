import { bannerFor, localePath, routeFor, routePaths as routes } from '../lib/content/routes';
import { site } from '../content/site';
import { uiFor } from '../lib/content/ui';
import { langOf, locales } from '../lib/i18n';
import { menusFor } from '../lib/content/navigation-for';
import { test, expect, expectNoAxeViolations, scrollThrough } from './fixtures';

const withSlash = (path: string) => (path === '/' ? '/' : `${path}/`);
const abs = (path: string) => new URL(withSlash(path), site.url).toString();

/** Reads one attribute of the first tag matching `selector`-like pattern from raw HTML. */
function metaContent(html: string, pattern: RegExp): string | undefined {
  const tag = html.match(pattern)?.[0];
  return tag?.match(/content="([^"]*)"/)?.[1] ?? tag?.match(/href="([^"]*)"/)?.[1];
}

const decode = (s: string | undefined) =>
  s?.replace(/&amp;/g, '&').replace(/&#x27;|&#39;/g, "'").replace(/&quot;/g, '"').replace(/&lt;/g, '<').replace(/&gt;/g, '>');

test.describe('every route', () => {
  for (const route of routes) {
    const entry = routeFor(route);

    test(`${route} pre-renders its title, canonical, alternate, description, keywords and og tags`, async ({ request, isMobile }) => {
      test.skip(isMobile, 'the HTML is the same at every width');
      const res = await request.get(withSlash(route));
      expect(res.status()).toBe(200);
      const html = await res.text();
      expect(decode(html.match(/<title>([^<]*)<\/title>/)?.[1])).toBe(`${entry.title} | ${site.name}`);
      expect(metaContent(html, /<link rel="canonical"[^>]*>/)).toBe(abs(entry.path));
      const lang = langOf(entry.path);
      expect(html).toContain(`<html lang="${locales[lang].html}"`);
      expect(metaContent(html, new RegExp(`<link rel="alternate" hrefLang="${locales[lang].html}"[^>]*>`))).toBe(abs(entry.path));
      expect(decode(metaContent(html, /<meta name="description"[^>]*>/))).toBe(entry.description);
      expect(decode(metaContent(html, /<meta name="keywords"[^>]*>/))).toBe(entry.keywords.join(','));
      expect(decode(metaContent(html, /<meta property="og:title"[^>]*>/))).toBe(`${entry.title} | ${site.name}`);
      expect(decode(metaContent(html, /<meta property="og:description"[^>]*>/))).toBe(entry.description);
      expect(metaContent(html, /<meta property="og:url"[^>]*>/)).toBe(abs(entry.path));
      expect(metaContent(html, /<meta property="og:type"[^>]*>/)).toBe(entry.ogType);
    });

    test(`${route} shows its heading, links the privacy notice and accessibility statement, sets no cookie, asks no other host, and passes axe once scrolled through`, async ({ page, baseURL }) => {
      const origin = new URL(baseURL!).origin;
      const elsewhere: string[] = [];
      page.on('request', (r) => {
        const url = new URL(r.url());
        if ((url.protocol === 'http:' || url.protocol === 'https:') && url.origin !== origin) elsewhere.push(r.url());
      });
      await page.goto(withSlash(route));
      const lang = langOf(route);
      if (route === localePath('/teamProfile', lang)) {
        // Opened without a chosen member, the profile sends the visitor to the team page.
        await expect(page).toHaveURL(new RegExp(`${localePath('/team', lang)}/$`));
      } else if (route === localePath('/', lang)) {
        await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      } else {
        const name = bannerFor(route === '/about-us' ? '/about' : route).pageName;
        await expect(page.getByRole('heading', { level: 1, name, exact: true })).toBeVisible();
      }
      const ui = uiFor(lang);
      await expect(page.getByRole('navigation', { name: ui.layout.mainNav })).toBeVisible();
      // In the page's own language: /es/… pages link the Spanish notice and statement.
      const footer = page.getByRole('contentinfo');
      const { privacyNavItem: privacy, accessibilityNavItem: accessibility } = menusFor(lang);
      await expect(footer.getByRole('region', { name: ui.layout.privacyHeading }).getByRole('link', { name: privacy.label })).toHaveAttribute('href', withSlash(privacy.href));
      await expect(footer.getByRole('link', { name: accessibility.label })).toHaveAttribute('href', withSlash(accessibility.href));
      await scrollThrough(page);
      expect(await page.context().cookies()).toEqual([]);
      expect(await page.evaluate(() => document.cookie)).toBe('');
      expect(elsewhere).toEqual([]);
      await expectNoAxeViolations(page);
    });
  }

  test('/about-us renders the About page with its canonical pointing to /about/', async ({ page }) => {
    await page.goto('/about-us/');
    await expect(page.getByRole('heading', { level: 1, name: 'About Us' })).toBeVisible();
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', abs('/about'));
  });
});

test.describe('not found', () => {
  test('an unknown path answers 404 with the not-found page and logs "Page Not Found"', async ({ page }) => {
    const logs: string[] = [];
    page.on('console', (msg) => logs.push(msg.text()));
    const res = await page.goto('/no-such-page/');
    expect(res?.status()).toBe(404);
    await expect(page.getByRole('heading', { level: 1, name: '404' })).toBeVisible();
    await expect(page.getByText('Sorry, the requested page does not exist.')).toBeVisible();
    await expect(page).toHaveTitle(`404 | ${site.name}`);
    await expect.poll(() => logs).toContain('Page Not Found');
    await expectNoAxeViolations(page);
  });
});

test.describe('sitemap and robots', () => {
  test('the sitemap lists every canonical URL once, without the alias or the 404', async ({ request }) => {
    const xml = await (await request.get('/sitemap.xml')).text();
    const urls = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]);
    expect(new Set(urls).size).toBe(urls.length);
    expect(urls).toContain(abs('/'));
    expect(urls).toContain(abs('/services-boi'));
    expect(urls).toContain(abs('/privacy'));
    expect(urls).toContain(abs('/accessibility'));
    expect(urls).not.toContain(abs('/about-us'));
    expect(urls.some((u) => u!.includes('404') || u!.includes('not-found'))).toBe(false);
    const robots = await (await request.get('/robots.txt')).text();
    expect(robots).toContain('Sitemap:');
  });
});
