import { bannerFor, localePath, routePaths as routes } from '../lib/content/routes';
import { team } from '../content/team';
import { test, expect } from './fixtures';

const withSlash = (path: string) => (path === '/' ? '/' : `${path}/`);

test.describe('what the first paint needs', () => {
  test.skip(({ isMobile }) => isMobile, 'the HTML is the same at every width');

  test('every page carries its styles and banner frame in its HTML, and no stylesheet holds the paint or is downloaded again', async ({ request }) => {
    for (const route of routes) {
      const html = await (await request.get(withSlash(route))).text();
      const head = html.slice(0, html.indexOf('</head>'));
      expect(head, route).toMatch(/<style data-href="\/_next\/static\/[^"]+\.css">[^<]*\.preloader\{/);
      for (const link of head.match(/<link rel="stylesheet"[^>]*>/g) ?? []) expect(link, route).toContain('disabled=""');
      // Fonts are optional and never preloaded: nothing but the HTML stands before the first paint.
      expect(head, route).not.toMatch(/<link rel="preload"[^>]*as="font"/);
      const fonts = [...head.matchAll(/src:url\((\/_next\/static\/media\/[^)]+\.woff2)\)format\("woff2"\);font-display:optional/g)].map((m) => m[1]!);
      expect(fonts, route).toHaveLength(2);
      if (route === '/') for (const font of fonts) expect((await request.get(font)).status(), font).toBe(200);
      // The banner frame is drawn by the inlined stylesheet, so no page repeats it in its markup or payload.
      expect(head, route).toMatch(/\.banner-frame\{background:#0f2a4a url\("data:image\/svg\+xml,%3Csvg /);
      // The drawing's own fills (url(#banner-city)) survive the CSS bundler, which rewrites any url( it finds.
      expect(head, route).toContain("fill='url%28%23banner-city%29'");
      expect(head, route).not.toContain('/_next/static/chunks/%23');
      if (route !== '/' && route !== localePath('/', 'es')) expect(html, route).toMatch(/<div class="banner-frame [^"]*"><img /);
      expect(html, route).not.toContain('id="banner-bg"');
    }
  });

  test('a first visit reads in the local fallbacks and fetches the web fonts after the page has loaded; the next page load shows them', async ({ page }) => {
    const headingFont = () => page.getByRole('heading', { level: 1 }).evaluate((h) => getComputedStyle(h).fontFamily.split(',')[0]!.trim());
    await page.goto('/');
    expect(await headingFont()).toMatch(/Fallback/);
    await expect.poll(() => page.evaluate(() => localStorage.getItem('web-fonts'))).toBe('1');
    const { fonts, loaded } = await page.evaluate(() => ({
      fonts: performance.getEntriesByType('resource').filter((r) => r.name.endsWith('.woff2')).map((r) => r.startTime),
      loaded: (performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming).loadEventEnd,
    }));
    expect(fonts).toHaveLength(2);
    for (const start of fonts) expect(start).toBeGreaterThan(loaded);
    expect(await headingFont()).toMatch(/Fallback/);

    await page.goto('/about/');
    await expect(page.locator('html')).toHaveClass(/web-fonts/);
    const font = await headingFont();
    expect(font).not.toMatch(/Fallback/);
    expect(await page.evaluate((family) => document.fonts.ready.then(() => document.fonts.check(`1em ${family}`)), font)).toBe(true);
  });

  test('the blocks below the first screen are laid out and painted as they near it, and nothing on the first screen waits', async ({ page }) => {
    const drawn = (element: Element) => element.checkVisibility({ contentVisibilityAuto: true });
    for (const width of [375, 1280]) {
      await page.setViewportSize({ width, height: 800 });
      await page.goto('/');
      const later = page.locator('.render-later');
      await expect(later).toHaveCount(6);
      const onFirstScreen = await later.evaluateAll((blocks) =>
        blocks.filter((block) => block.getBoundingClientRect().top < innerHeight).map((block) => block.firstElementChild!.checkVisibility({ contentVisibilityAuto: true })),
      );
      expect(onFirstScreen.every(Boolean), `${width}px`).toBe(true);
      const privacy = page.getByRole('contentinfo').getByRole('link', { name: 'Privacy Notice' });
      expect(await privacy.evaluate(drawn), `${width}px`).toBe(false);
      await privacy.scrollIntoViewIfNeeded();
      await expect.poll(() => privacy.evaluate(drawn), `${width}px`).toBe(true);
      await expect(privacy).toBeInViewport();
    }
  });

  test('styles hold after client navigation, from the one stylesheet React found in the page, never downloaded again', async ({ page }) => {
    const fetched: string[] = [];
    page.on('request', (request) => fetched.push(new URL(request.url()).pathname));
    await page.goto('/services/');
    const heading = page.getByRole('heading', { level: 1 });
    const look = () => heading.evaluate((h) => getComputedStyle(h).color + ' ' + getComputedStyle(h).fontSize);
    const services = await look();
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Team' }).click();
    await expect(page).toHaveURL(/\/team\/$/);
    await expect(heading).toHaveText(bannerFor('/team').pageName);
    expect(await look()).toBe(services);
    await expect(page.locator('link[rel="stylesheet"][href^="/_next/"]')).toHaveCount(1);
    await expect(page.locator('style[data-href]')).toHaveCount(1);
    const inlined = await page.locator('style[data-href]').getAttribute('data-href');
    await page.waitForLoadState('networkidle');
    expect(fetched).not.toContain(inlined);
  });
});

test.describe('banner art', () => {
  test('phones paint the frame from the inlined stylesheet and never fetch the motif; wider screens show it beside the heading', async ({ page, isMobile }) => {
    const motif = bannerFor('/services-boi').image.src;
    const fetched: string[] = [];
    page.on('request', (request) => fetched.push(new URL(request.url()).pathname));
    await page.goto('/services-boi/');
    const banner = page.locator('main > div').first();
    expect(await banner.evaluate((el) => getComputedStyle(el).backgroundImage)).toMatch(/^url\("data:image\/svg\+xml,/);
    expect(fetched.filter((path) => path.includes('/banners/frame'))).toEqual([]);
    const img = banner.locator(`img[src="${motif}"]`);
    if (isMobile) {
      await page.waitForLoadState('networkidle');
      await expect(img).toBeHidden();
      expect(fetched).not.toContain(motif);
    } else {
      await expect(img).toBeVisible();
      await expect.poll(() => img.evaluate((el: HTMLImageElement) => el.complete && el.naturalWidth)).toBeGreaterThan(0);
    }
  });
});

test.describe('news without a post in the address', () => {
  test('the exported HTML already shows the view the reader shows, so nothing is replaced on load', async ({ browser, baseURL }) => {
    const context = await browser.newContext({ javaScriptEnabled: false, baseURL });
    const page = await context.newPage();
    await page.goto('/news/');
    await expect(page.locator('#news-post-title')).toHaveText('Post Not Found');
    const withoutScripts = await page.locator('main').innerText();
    await context.close();
    const live = await browser.newPage({ baseURL });
    await live.goto('/news/');
    await live.waitForFunction(() => document.documentElement.dataset.hydrated === 'true');
    expect(await live.locator('main').innerText()).toBe(withoutScripts);
    await live.close();
  });
});

test.describe('the team page', () => {
  test('the portrait is drawn inside the HTML, so the first screen needs no image request', async ({ page }) => {
    const fetched: string[] = [];
    page.on('request', (request) => fetched.push(new URL(request.url()).pathname));
    await page.goto('/team/');
    const portrait = page.getByTestId('team-card').getByRole('img', { name: team[0]!.image.alt });
    await expect(portrait).toBeVisible();
    expect(await portrait.evaluate((el) => el.tagName)).toBe('svg');
    await page.waitForLoadState('networkidle');
    expect(fetched).not.toContain(team[0]!.image.src);
  });

  test('/teamProfile without a member is exported as the team page it redirects to, so nothing changes on screen', async ({ browser, baseURL }) => {
    const context = await browser.newContext({ javaScriptEnabled: false, baseURL });
    const page = await context.newPage();
    await page.goto('/teamProfile/');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(bannerFor('/team').pageName);
    const withoutScripts = await page.locator('main').innerText();
    await context.close();
    const live = await browser.newPage({ baseURL });
    await live.goto('/teamProfile/');
    await expect(live).toHaveURL(/\/team\/$/);
    expect(await live.locator('main').innerText()).toBe(withoutScripts);
    await live.close();
  });
});
