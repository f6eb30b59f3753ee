import type { Locator, Page } from '@playwright/test';
import { whyChooseUs } from '../content/slides';
import { home } from '../content/home';
import { test, expect, holdScript } from './fixtures';

const carouselOf = (page: Page) => page.getByRole('region', { name: home.whyTitle, exact: true });
const bullet = (carousel: Locator, n: number) => carousel.getByRole('button', { name: `Go to slide ${n}`, exact: true });

/** Opens the home page at a given width and waits until Embla drives the carousel. */
async function openCarousel(page: Page, width: number) {
  await page.setViewportSize({ width, height: 900 });
  await page.goto('/');
  const carousel = carouselOf(page);
  await carousel.scrollIntoViewIfNeeded();
  await expect(carousel).toHaveAttribute('data-ready', 'true');
  return carousel;
}

async function expectCurrent(carousel: Locator, n: number, timeout?: number) {
  await expect(bullet(carousel, n)).toHaveAttribute('aria-current', 'true', { timeout });
  for (let i = 1; i <= whyChooseUs.length; i += 1) {
    if (i !== n) await expect(bullet(carousel, i)).not.toHaveAttribute('aria-current', 'true');
  }
}

/** How many of the original slides lie fully inside the carousel's viewport. */
async function slidesInView(carousel: Locator): Promise<string[]> {
  return carousel.evaluate((region) => {
    const viewport = region.firstElementChild!.getBoundingClientRect();
    return [...region.querySelectorAll<HTMLElement>('[aria-roledescription="slide"]')]
      .filter((slide) => {
        // The slide's card (its padding-left is the 40 px gap).
        const card = slide.firstElementChild!.getBoundingClientRect();
        return card.left >= viewport.left - 1 && card.right <= viewport.right + 1 && card.width > 0;
      })
      .map((slide) => slide.getAttribute('aria-label')!);
  });
}

/** Scroll-in blocks (and anything inside them) that are not fully opaque. */
function fadedRevealContent(page: Page): Promise<number> {
  return page.evaluate(
    () =>
      [...document.querySelectorAll<HTMLElement>('[data-reveal], [data-reveal] *')].filter(
        (el) => getComputedStyle(el).opacity !== '1' || !['none', 'matrix(1, 0, 0, 1, 0, 0)'].includes(getComputedStyle(el).transform),
      ).length,
  );
}

test.describe('Why Choose Us carousel', () => {
  test('is a labelled carousel region whose slides are all in the pre-rendered HTML', async ({ page, request }) => {
    const html = await (await request.get('/')).text();
    for (const slide of whyChooseUs) expect(html).toContain(slide.text.replace(/’/g, '’'));
    const carousel = await openCarousel(page, 1280);
    await expect(carousel).toHaveAttribute('aria-roledescription', 'carousel');
    const slides = carousel.locator('[role="group"][aria-roledescription="slide"]');
    await expect(slides).toHaveCount(whyChooseUs.length);
    for (const [i, slide] of whyChooseUs.entries()) {
      const group = carousel.getByRole('group', { name: `${i + 1} of ${whyChooseUs.length}`, exact: true });
      await expect(group.getByRole('heading', { name: slide.title })).toHaveCount(1);
      await expect(group.getByRole('link', { name: `Learn more about ${slide.title}` })).toHaveAttribute('href', `${slide.href}/`);
    }
    await expect(carousel.getByRole('button', { name: 'Previous slide' })).toBeVisible();
    await expect(carousel.getByRole('button', { name: 'Next slide' })).toBeVisible();
    await expect(carousel.getByRole('button', { name: 'Pause slide show' })).toBeVisible();
  });

  test('shows one slide at 375 px and three at 1280 px, 40 px apart', async ({ page }) => {
    let carousel = await openCarousel(page, 375);
    expect(await slidesInView(carousel)).toEqual(['1 of 3']);

    carousel = await openCarousel(page, 1280);
    await carousel.getByRole('button', { name: 'Pause slide show' }).click();
    await bullet(carousel, 1).click();
    await expect.poll(() => slidesInView(carousel)).toEqual(['1 of 3', '2 of 3', '3 of 3']);
    const gap = await carousel.evaluate((region) => {
      const cards = [...region.querySelectorAll('[aria-roledescription="slide"]')].map((s) => s.firstElementChild!.getBoundingClientRect());
      return Math.round(cards[1]!.left - cards[0]!.right);
    });
    expect(gap).toBe(40);
  });

  test('autoplays every 5 seconds and keeps going after the visitor uses it', async ({ page, isMobile }) => {
    test.skip(isMobile, 'the timing is the same at every width');
    test.slow();
    // Timestamps taken in the page: when Embla is ready (autoplay starts) and when a bullet becomes current.
    await page.addInitScript(() => {
      const log: { label: string; t: number }[] = [];
      (window as unknown as { carouselLog: typeof log }).carouselLog = log;
      new MutationObserver((records) => {
        for (const record of records) {
          const el = record.target as HTMLElement;
          if (record.attributeName === 'data-ready' && el.dataset.ready === 'true') log.push({ label: 'ready', t: performance.now() });
          if (record.attributeName === 'aria-current' && el.getAttribute('aria-current') === 'true')
            log.push({ label: el.getAttribute('aria-label') ?? '', t: performance.now() });
        }
      }).observe(document, { subtree: true, attributes: true, attributeFilter: ['data-ready', 'aria-current'] });
    });
    const carousel = await openCarousel(page, 375);
    await expectCurrent(carousel, 2, 10_000);
    const log = await page.evaluate(() => (window as unknown as { carouselLog: { label: string; t: number }[] }).carouselLog);
    const ready = log.find((e) => e.label === 'ready')!.t;
    const second = log.find((e) => e.label === 'Go to slide 2')!.t;
    // 5000 ms, with some slack for a busy test machine.
    expect(second - ready).toBeGreaterThanOrEqual(4900);
    expect(second - ready).toBeLessThan(6500);

    // An interaction does not stop autoplay (stopOnInteraction: false).
    await carousel.getByRole('button', { name: 'Next slide' }).click();
    await expectCurrent(carousel, 3);
    await expect.poll(() => slidesInView(carousel)).toEqual(['3 of 3']);
    await expectCurrent(carousel, 1, 10_000);
  });

  test('arrows move one slide and loop round; bullets jump to a slide', async ({ page }) => {
    const carousel = await openCarousel(page, 375);
    await carousel.getByRole('button', { name: 'Pause slide show' }).click();
    await carousel.getByRole('button', { name: 'Next slide' }).click();
    await expectCurrent(carousel, 2);
    await carousel.getByRole('button', { name: 'Previous slide' }).click();
    await expectCurrent(carousel, 1);
    await carousel.getByRole('button', { name: 'Previous slide' }).click();
    await expectCurrent(carousel, 3);
    await expect.poll(() => slidesInView(carousel)).toEqual(['3 of 3']);
    await carousel.getByRole('button', { name: 'Next slide' }).click();
    await expectCurrent(carousel, 1);

    await bullet(carousel, 3).click();
    await expectCurrent(carousel, 3);
    await expect.poll(() => slidesInView(carousel)).toEqual(['3 of 3']);
    await bullet(carousel, 2).click();
    await expectCurrent(carousel, 2);
    await expect.poll(() => slidesInView(carousel)).toEqual(['2 of 3']);
  });

  test('loops at 1280 px too, where all three slides are in view', async ({ page }) => {
    const carousel = await openCarousel(page, 1280);
    await carousel.getByRole('button', { name: 'Pause slide show' }).click();
    await carousel.getByRole('button', { name: 'Previous slide' }).click();
    await expectCurrent(carousel, 3);
    await carousel.getByRole('button', { name: 'Next slide' }).click();
    await carousel.getByRole('button', { name: 'Next slide' }).click();
    await expectCurrent(carousel, 2);
    // The loop copies are hidden from assistive technology and their links are out of the tab order.
    const copies = carousel.locator('[data-copy="true"]');
    await expect(copies).toHaveCount(whyChooseUs.length);
    for (const copy of await copies.all()) {
      await expect(copy).toHaveAttribute('aria-hidden', 'true');
      await expect(copy.locator('a')).toHaveAttribute('tabindex', '-1');
    }
  });

  test('a slide’s copy in view at 1280 px follows its Learn more link when clicked', async ({ page }) => {
    const carousel = await openCarousel(page, 1280);
    await carousel.getByRole('button', { name: 'Pause slide show' }).click();
    // Going back from the first slide brings the copy of the last one in at the left.
    await carousel.getByRole('button', { name: 'Previous slide' }).click();
    await expectCurrent(carousel, whyChooseUs.length);
    const last = whyChooseUs[whyChooseUs.length - 1]!;
    const link = carousel.locator('[data-copy="true"] a', { hasText: `Learn more about ${last.title}` });
    await expect.poll(() => link.evaluate((a) => {
      const box = a.getBoundingClientRect();
      const viewport = a.closest('[aria-roledescription="carousel"]')!.firstElementChild!.getBoundingClientRect();
      return box.left >= viewport.left && box.right <= viewport.right;
    })).toBe(true);
    await link.click();
    await expect(page).toHaveURL(new RegExp(`${last.href}/$`));
  });

  test('the pause button stops autoplay and the play button resumes it', async ({ page, isMobile }) => {
    test.skip(isMobile, 'the timing is the same at every width');
    test.slow();
    const carousel = await openCarousel(page, 375);
    await carousel.getByRole('button', { name: 'Pause slide show' }).click();
    await expect(carousel.getByRole('button', { name: 'Play slide show' })).toBeVisible();
    await expect(carousel).toHaveAttribute('data-autoplay', 'paused');
    // Slide text is announced politely while rotation is off.
    await expect(carousel.locator('[aria-live]')).toHaveAttribute('aria-live', 'polite');
    // Interacting while paused (which restarts Embla's own autoplay) keeps it paused.
    await carousel.getByRole('button', { name: 'Next slide' }).click();
    await expectCurrent(carousel, 2);
    await page.waitForTimeout(6500);
    await expectCurrent(carousel, 2);

    await carousel.getByRole('button', { name: 'Play slide show' }).click();
    await expect(carousel.locator('[aria-live]')).toHaveAttribute('aria-live', 'off');
    await expectCurrent(carousel, 3, 8000);
  });
});

test.describe('before Embla has loaded', () => {
  for (const { width, press, expected, inView } of [
    { width: 375, press: 'Next slide', expected: 2, inView: ['2 of 3'] },
    { width: 375, press: 'Previous slide', expected: 3, inView: ['3 of 3'] },
    { width: 375, press: 'Go to slide 3', expected: 3, inView: ['3 of 3'] },
    { width: 1280, press: 'Go to slide 3', expected: 3, inView: null },
  ]) {
    // Where the track scrolls (a phone), the press moves it natively at once; where all three are in view, the engine moves them.
    const atOnce = inView !== null;
    test(`"${press}" pressed at ${width} px while the engine is loading moves the slides ${atOnce ? 'at once, and the engine carries on from there' : 'once it arrives'}`, async ({ page }) => {
      // One of Embla's option names marks its chunk.
      const engine = await holdScript(page, 'dragThreshold');
      await page.setViewportSize({ width, height: 900 });
      await page.goto('/');
      const carousel = carouselOf(page);
      await carousel.scrollIntoViewIfNeeded();
      await expect.poll(() => engine.requested.length, { message: 'the engine chunk was requested' }).toBeGreaterThan(0);
      await expect(carousel).toHaveAttribute('data-ready', 'false');

      await carousel.getByRole('button', { name: 'Pause slide show' }).click();
      await carousel.getByRole('button', { name: press, exact: true }).click();
      if (atOnce) {
        await expectCurrent(carousel, expected);
        await expect.poll(() => slidesInView(carousel)).toEqual(inView);
      } else await expectCurrent(carousel, 1);
      await expect(carousel).toHaveAttribute('data-ready', 'false');

      engine.release();
      await expect(carousel).toHaveAttribute('data-ready', 'true');
      await expectCurrent(carousel, expected);
      if (inView) await expect.poll(() => slidesInView(carousel)).toEqual(inView);
      // Still paused: the press did not restart autoplay.
      await expect(carousel).toHaveAttribute('data-autoplay', 'paused');
    });
  }
});

test.describe('reduced motion', () => {
  test('no autoplay, instant slide changes, and every section visible without animation', async ({ page }) => {
    test.slow();
    await page.emulateMedia({ reducedMotion: 'reduce' });
    const carousel = await openCarousel(page, 375);
    await expect(carousel.getByRole('button', { name: 'Play slide show' })).toBeVisible();
    await page.waitForTimeout(6000);
    await expectCurrent(carousel, 1);
    await carousel.getByRole('button', { name: 'Next slide' }).click();
    await expectCurrent(carousel, 2);
    expect(await slidesInView(carousel)).toEqual(['2 of 3']);

    // Nothing on the page is hidden for a scroll-in animation, and framer-motion never takes over.
    await expect(page.locator('[data-reveal="static"]').first()).toBeAttached();
    expect(await fadedRevealContent(page)).toBe(0);
    await expect(page.locator('[data-reveal="motion"]')).toHaveCount(0);
    await page.getByRole('region', { name: home.certificationsTitle }).scrollIntoViewIfNeeded();
    await expect(page.getByRole('region', { name: home.certificationsTitle })).toHaveCSS('opacity', '1');
  });

  test('about page sections are visible straight away with reduced motion', async ({ page }) => {
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await page.goto('/about/');
    await page.waitForLoadState('networkidle');
    await expect(page.locator('[data-reveal="static"]').first()).toBeAttached();
    expect(await fadedRevealContent(page)).toBe(0);
    await expect(page.locator('[data-reveal="motion"]')).toHaveCount(0);
  });
});

test.describe('without JavaScript', () => {
  test('home and about content is visible and the carousel track can be swiped', async ({ browser, baseURL }) => {
    const context = await browser.newContext({ javaScriptEnabled: false, baseURL, viewport: { width: 375, height: 800 } });
    const page = await context.newPage();
    await page.goto('/');
    const services = page.locator('section[aria-labelledby="services-title"]');
    await services.scrollIntoViewIfNeeded();
    await expect(services.getByRole('listitem').first()).toHaveCSS('opacity', '1');
    const carousel = carouselOf(page);
    await expect(carousel).toHaveAttribute('data-ready', 'false');
    // Every slide is there, and the track scrolls natively.
    await expect(carousel.locator('[aria-roledescription="slide"]')).toHaveCount(whyChooseUs.length);
    const scrollable = await carousel.evaluate((region) => {
      const viewport = region.firstElementChild as HTMLElement;
      return viewport.scrollWidth > viewport.clientWidth && getComputedStyle(viewport).overflowX === 'auto';
    });
    expect(scrollable).toBe(true);
    await page.goto('/about/');
    expect(await fadedRevealContent(page)).toBe(0);
    await context.close();
  });
});
