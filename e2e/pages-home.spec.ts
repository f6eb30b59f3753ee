import { newsPosts } from '../content/news';
import { importantNews } from '../content/important-news';
import { services } from '../content/routes';
import { site } from '../content/site';
import { home } from '../content/home';
import { certificates } from '../content/certificates';
import type { Locator, Page } from '@playwright/test';
import { test, expect } from './fixtures';

const realPosts = newsPosts.filter((p) => !p.placeholder);

/** The middle of the part of a marquee headline the strip shows (clear of its faded edges), or null. */
async function shownPart(strip: { x: number; width: number }, link: Locator) {
  const box = (await link.boundingBox())!;
  const left = Math.max(box.x, strip.x + 40);
  const right = Math.min(box.x + box.width, strip.x + strip.width - 40);
  return right - left >= 16 ? { x: (left + right) / 2, y: box.y + box.height / 2 } : null;
}

/** Taps the first headline the paused marquee shows; returns whether it was the list's or the loop copy's. */
async function tapShownHeadline(page: Page, marquee: Locator, isMobile: boolean): Promise<'list' | 'copy'> {
  const strip = (await marquee.locator('.marquee').boundingBox())!;
  const lists = { list: marquee.locator('ul[aria-label] a'), copy: marquee.locator('ul[aria-hidden="true"] a') };
  for (const [which, links] of Object.entries(lists) as ['list' | 'copy', Locator][]) {
    for (const [i, link] of (await links.all()).entries()) {
      const point = await shownPart(strip, link);
      if (!point) continue;
      if (isMobile) await page.touchscreen.tap(point.x, point.y);
      else await page.mouse.click(point.x, point.y);
      await expect(page).toHaveURL(`/news/?post=${encodeURIComponent(realPosts[i]!.title)}`);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      return which;
    }
  }
  throw new Error('the paused marquee shows no headline');
}

test.describe('home page', () => {
  test('hero: the h1, Get Started to /about/, and an eager, sized, high-priority illustration that is never faded in', async ({ page }) => {
    await page.goto('/');
    const hero = page.locator('section[aria-labelledby="hero-title"]');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(home.hero.title);
    const img = hero.locator('img');
    await expect(img).toHaveAttribute('src', home.hero.image.src);
    await expect(img).toHaveAttribute('width', String(home.hero.image.width));
    await expect(img).toHaveAttribute('height', String(home.hero.image.height));
    await expect(img).toHaveAttribute('fetchpriority', 'high');
    await expect(img).not.toHaveAttribute('loading', 'lazy');
    // Above the fold: full opacity, no transform, no animation wrapper.
    await expect(hero).toHaveCSS('opacity', '1');
    await expect(hero.locator('[style*="opacity"]')).toHaveCount(0);
    await hero.getByRole('link', { name: home.hero.cta }).click();
    await expect(page).toHaveURL(/\/about\/$/);
    await expect(page.getByRole('heading', { level: 1, name: 'About Us' })).toBeVisible();
  });

  test('Important News box: title, paragraphs and the link to its article', async ({ page }) => {
    await page.goto('/');
    const box = page.getByRole('region', { name: importantNews.title });
    await expect(box.getByRole('heading', { level: 2 })).toHaveText(importantNews.title);
    for (const p of importantNews.para) await expect(box.getByText(p)).toBeVisible();
    const link = box.getByRole('link', { name: importantNews.link.label });
    const [path, query] = importantNews.link.href.split('?');
    await expect(link).toHaveAttribute('href', `${path}/?${query}`);
  });

  test('news marquee: shown with more than one real post, never the placeholder, each linking to /news/?post=<title>', async ({ page, isMobile }) => {
    expect(realPosts.length).toBeGreaterThan(1);
    await page.goto('/');
    const marquee = page.getByTestId('news-marquee');
    await expect(marquee).toBeVisible();
    const list = marquee.getByRole('list', { name: 'News headlines' });
    const links = list.getByRole('link');
    await expect(links).toHaveCount(realPosts.length);
    for (const [i, post] of realPosts.entries()) {
      await expect(links.nth(i)).toContainText(post.title);
      await expect(links.nth(i)).toHaveAttribute('href', `/news/?post=${encodeURIComponent(post.title)}`);
    }
    await expect(marquee).not.toContainText('Post Not Found');
    // The loop copy is hidden from assistive technology and its links are out of the tab order.
    await expect(marquee.getByRole('link')).toHaveCount(realPosts.length);
    const copyLinks = marquee.locator('ul[aria-hidden="true"] a');
    await expect(copyLinks).toHaveCount(realPosts.length);
    for (const link of await copyLinks.all()) await expect(link).toHaveAttribute('tabindex', '-1');

    // Paused, as a moving link cannot be clicked reliably; where it stopped depends on timing, so the
    // headline may be the list's or its copy's.
    await marquee.getByRole('button', { name: 'Pause news ticker' }).click();
    await tapShownHeadline(page, marquee, isMobile);
  });

  test('a headline in the marquee’s loop copy leads to its post when the copy is what the strip shows', async ({ page, isMobile }) => {
    await page.goto('/');
    const marquee = page.getByTestId('news-marquee');
    await marquee.getByRole('button', { name: 'Pause news ticker' }).click();
    // At the end of a cycle the track has moved by one list's width: the copy sits exactly where the
    // headlines started, and it is all the visitor sees.
    await marquee.locator('.marquee-track').evaluate((track) => {
      const [animation] = track.getAnimations();
      animation!.currentTime = Number(animation!.effect!.getComputedTiming().duration) - 1;
    });
    const strip = (await marquee.locator('.marquee').boundingBox())!;
    for (const link of await marquee.locator('ul[aria-label] a').all()) expect(await shownPart(strip, link)).toBeNull();
    expect(await tapShownHeadline(page, marquee, isMobile)).toBe('copy');
  });

  test('news marquee scrolls, pauses on hover and on keyboard focus, and has a pause button', async ({ page, isMobile }) => {
    await page.goto('/');
    const marquee = page.getByTestId('news-marquee');
    const track = marquee.locator('.marquee-track');
    await expect(track).toHaveCSS('animation-play-state', 'running');
    const x0 = await track.evaluate((el) => new DOMMatrix(getComputedStyle(el).transform).m41);
    await expect.poll(() => track.evaluate((el) => new DOMMatrix(getComputedStyle(el).transform).m41)).toBeLessThan(x0);

    if (!isMobile) {
      await marquee.locator('.marquee').hover();
      await expect(track).toHaveCSS('animation-play-state', 'paused');
      await page.mouse.move(0, 0);
      await expect(track).toHaveCSS('animation-play-state', 'running');
    }

    await marquee.getByRole('list', { name: 'News headlines' }).getByRole('link').first().focus();
    await expect(track).toHaveCSS('animation-play-state', 'paused');
    await page.locator('body').focus();
    await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
    await expect(track).toHaveCSS('animation-play-state', 'running');

    await marquee.getByRole('button', { name: 'Pause news ticker' }).click();
    await expect(marquee.locator('.marquee')).toHaveAttribute('data-paused', 'true');
    await page.mouse.move(0, 0);
    await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
    await expect(track).toHaveCSS('animation-play-state', 'paused');
    await marquee.getByRole('button', { name: 'Play news ticker' }).click();
    await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
    await expect(track).toHaveCSS('animation-play-state', 'running');
  });

  test('services list: seven services with icon, title, description and a link to their page', async ({ page }) => {
    await page.goto('/');
    const section = page.locator('section[aria-labelledby="services-title"]');
    await expect(section.getByRole('heading', { level: 2 })).toHaveText(home.servicesIntro.title);
    for (const service of services) {
      const link = section.getByRole('link', { name: service.title, exact: true });
      await expect(link).toHaveAttribute('href', `${service.nav}/`);
      const card = section.getByRole('listitem').filter({ has: page.getByRole('link', { name: service.title, exact: true }) });
      await expect(card.getByText(service.description)).toBeVisible();
      const icon = card.locator(`svg[data-icon="${service.icon.name}"]`);
      await expect(icon).toBeVisible();
      await expect(icon).toHaveAttribute('stroke', service.icon.colour);
    }
    await section.getByRole('link', { name: services[1]!.title, exact: true }).click();
    await expect(page).toHaveURL(new RegExp(`${services[1]!.nav}/$`));
  });

  test('consultation call to action opens the booking page in a new tab', async ({ page }) => {
    await page.goto('/');
    const cta = page.getByRole('region', { name: home.consultation.title });
    const link = cta.getByRole('link', { name: new RegExp(home.consultation.cta) });
    await expect(link).toHaveAttribute('href', site.links.booking);
    await expect(link).toHaveAttribute('target', '_blank');
    await expect(link).toHaveAttribute('rel', 'noopener noreferrer');
  });

  test('the scheduling style sheet is requested only when the visitor reaches for booking', async ({ page, request }) => {
    const html = await (await request.get('/')).text();
    expect(html).not.toMatch(new RegExp(`<link[^>]+href="${site.links.schedulingStylesheet.replace(/[.]/g, '\\.')}"`));
    await page.goto('/');
    await page.waitForLoadState('load');
    const sheet = page.locator(`head link[rel="stylesheet"][href="${site.links.schedulingStylesheet}"]`);
    await expect(sheet).toHaveCount(0);
    const cta = page.getByRole('region', { name: home.consultation.title });
    // Keyboard focus reaching the call to action is intent too (hover and touch are the others).
    await cta.getByRole('link', { name: new RegExp(home.consultation.cta) }).focus();
    await expect(sheet).toHaveCount(1);
    // Further intent adds no second copy.
    await cta.hover();
    await expect(sheet).toHaveCount(1);
  });

  test('a pointer over the call to action requests the scheduling style sheet', async ({ page }) => {
    await page.goto('/');
    const sheet = page.locator(`head link[rel="stylesheet"][href="${site.links.schedulingStylesheet}"]`);
    await expect(sheet).toHaveCount(0);
    await page.getByRole('region', { name: home.consultation.title }).hover();
    await expect(sheet).toHaveCount(1);
  });

  test('two ProAdvisor badges, each a button that enlarges it', async ({ page }) => {
    await page.goto('/');
    const region = page.getByRole('region', { name: home.certificationsTitle });
    for (const c of certificates) {
      const button = region.getByRole('button', { name: `Enlarge image: ${c.alt}` });
      await expect(button).toBeVisible();
      await expect(button.locator('img')).toHaveAttribute('src', c.image.src);
    }
  });

  test('a badge has its full size before its image arrives, so nothing moves when it loads', async ({ page }) => {
    await page.goto('/');
    const region = page.getByRole('region', { name: home.certificationsTitle });
    const button = region.getByRole('button', { name: `Enlarge image: ${certificates[0]!.alt}` });
    // Far below the fold, the lazy image has not been fetched yet.
    expect(await button.locator('img').evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(0);
    const before = await button.evaluate((b) => [b.getBoundingClientRect().width, b.getBoundingClientRect().height, b.parentElement!.getBoundingClientRect().width]);
    expect(before[0]).toBe(before[2]);
    expect(before[1]).toBeCloseTo(before[0]!, 0);
    await button.scrollIntoViewIfNeeded();
    await expect.poll(() => button.locator('img').evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
    expect(await button.evaluate((b) => [b.getBoundingClientRect().width, b.getBoundingClientRect().height])).toEqual(before.slice(0, 2));
  });

  test('scroll-in animation: content below the fold ends fully visible after scrolling', async ({ page }) => {
    await page.goto('/');
    const region = page.getByRole('region', { name: home.certificationsTitle });
    // Below the fold at load, so once the page is idle framer-motion hides the block (off screen)
    // to slide it in later. It stays the same element: nothing is re-created.
    const block = page.locator('[data-reveal]').filter({ has: region });
    await expect(block).toHaveAttribute('data-reveal', 'motion');
    await expect(block).toHaveCSS('opacity', '0');
    await expect(region.getByRole('heading', { level: 2 })).not.toBeInViewport();
    await region.scrollIntoViewIfNeeded();
    await expect(region.getByRole('heading', { level: 2 })).toBeInViewport();
    // The animated wrapper ends at full opacity with no offset (800 ms, once).
    await expect
      .poll(() => region.evaluate((el) => {
        let node: Element | null = el;
        let opacity = 1;
        while (node) {
          opacity *= Number(getComputedStyle(node).opacity);
          node = node.parentElement;
        }
        return opacity;
      }), { timeout: 5000 })
      .toBe(1);
    await expect(block).toHaveCSS('transform', 'none');
  });
});
