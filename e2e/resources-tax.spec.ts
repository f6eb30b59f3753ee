import type { Locator, Page } from '@playwright/test';
import { taxCenterCards, taxRatesPage } from '@/content/tax-center';
import { formatDate } from '@/lib/format';
import { test, expect, expectNoAxeViolations } from './fixtures';
import { expectNewTabLink, waitForHydration } from './resources-helpers';

const card = (page: Page, title: string) =>
  page.getByRole('listitem').filter({ has: page.getByRole('heading', { level: 3, name: title, exact: true }) });
const linkOf = (page: Page, title: string) => card(page, title).getByRole('link');

/** rotateY of the card's turning layer, read from its computed transform (0 or 180). */
const rotation = (item: Locator) =>
  item.locator('[data-face="front"]').evaluate((front) => {
    const transform = getComputedStyle(front.parentElement!).transform;
    if (transform === 'none') return 0;
    return Math.round((Math.acos(Math.max(-1, Math.min(1, new DOMMatrix(transform).m11))) * 180) / Math.PI);
  });

/** Whether the link is what a pointer at its centre would hit (so it is the face on show). */
const linkIsOnTop = (link: Locator) =>
  link.evaluate((a) => {
    const box = a.getBoundingClientRect();
    const hit = document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2);
    return !!hit && (hit === a || a.contains(hit));
  });

async function expectFlipped(item: Locator, link: Locator, flipped: boolean) {
  await expect.poll(() => rotation(item), { message: 'card rotation' }).toBe(flipped ? 180 : 0);
  await link.scrollIntoViewIfNeeded();
  await expect.poll(() => linkIsOnTop(link), { message: 'link on the visible face' }).toBe(flipped);
}

test.describe('Tax center', () => {
  test('lists the five cards with their links: internal in the same tab, IRS in a new tab', async ({ page }) => {
    await page.goto('/tax-center/');
    await expect(page.getByRole('heading', { level: 3 })).toHaveText(['Tax Rates', 'Tax Estimator', 'IRS Publications', 'Tax Calendar', 'Tax Refund Status']);
    for (const data of taxCenterCards) {
      const item = card(page, data.title);
      await expect(item).toContainText(data.paragraph);
      // One link per card, named by its label; the back repeats the title only visually.
      await expect(item.getByRole('link')).toHaveCount(1);
      const link = linkOf(page, data.title);
      await expect(link).toHaveAccessibleName(new RegExp(`^${data.linkLabel}`));
      if (data.load === '_self') {
        await expect(link).toHaveAttribute('href', `${data.link}/`);
        await expect(link).toHaveAttribute('target', '_self');
        await expect(link).not.toHaveAttribute('rel', /.+/);
      } else {
        await expectNewTabLink(link, data.link);
        await expect(link).toHaveAccessibleName(/\(opens in a new tab\)$/);
      }
    }
    await expectNoAxeViolations(page);
  });

  test('a card flips on hover and back when the pointer leaves', async ({ page, isMobile }) => {
    test.skip(isMobile, 'phones have no hover; the tap test covers them');
    await page.goto('/tax-center/');
    const item = card(page, 'IRS Publications');
    const link = linkOf(page, 'IRS Publications');
    await expectFlipped(item, link, false);
    await item.hover();
    await expectFlipped(item, link, true);
    await expectNoAxeViolations(page);
    await page.mouse.move(0, 0);
    await expectFlipped(item, link, false);
  });

  test('tabbing to a card link flips the card; the link is reachable without hovering', async ({ page }) => {
    await page.goto('/tax-center/');
    const first = linkOf(page, 'Tax Rates');
    const second = linkOf(page, 'Tax Estimator');
    await expectFlipped(card(page, 'Tax Rates'), first, false);
    await page.mouse.move(0, 0);
    let presses = 0;
    while (!(await first.evaluate((a) => a === document.activeElement)) && presses < 80) {
      await page.keyboard.press('Tab');
      presses++;
    }
    await expect(first).toBeFocused();
    await expectFlipped(card(page, 'Tax Rates'), first, true);
    await expectNoAxeViolations(page);

    await page.keyboard.press('Tab');
    await expect(second).toBeFocused();
    await expectFlipped(card(page, 'Tax Estimator'), second, true);
    await expectFlipped(card(page, 'Tax Rates'), first, false);

    // Enter follows the focused internal link in the same tab.
    await page.keyboard.press('Shift+Tab');
    await expect(first).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/tax-rates\/$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Tax Rates');
  });

  test('a tap flips a card on a touch screen, a second tap turns it back, and the link then works', async ({ page, isMobile }) => {
    test.skip(!isMobile, 'touch only');
    await page.goto('/tax-center/');
    const item = card(page, 'Tax Rates');
    const link = linkOf(page, 'Tax Rates');
    await waitForHydration(item.locator('[data-flipped]'));
    await expect(item.locator('[data-flipped]')).toHaveAttribute('data-flipped', 'false');
    await item.tap({ position: { x: 24, y: 24 } });
    await expect(item.locator('[data-flipped]')).toHaveAttribute('data-flipped', 'true');
    await expectFlipped(item, link, true);
    await expectNoAxeViolations(page);
    await item.tap({ position: { x: 24, y: 24 } });
    await expectFlipped(item, link, false);

    // A tap where the link sits on the hidden back flips the card instead of following the link.
    const box = (await link.boundingBox())!;
    await page.touchscreen.tap(box.x + box.width / 2, box.y + box.height / 2);
    await expectFlipped(item, link, true);
    await expect(page).toHaveURL(/\/tax-center\/$/);
    await link.tap();
    await expect(page).toHaveURL(/\/tax-rates\/$/);
  });

  test('with reduced motion the faces swap without rotating', async ({ page, isMobile }) => {
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await page.goto('/tax-center/');
    const item = card(page, 'Tax Calendar');
    const link = linkOf(page, 'Tax Calendar');
    const front = item.locator('[data-face="front"]');
    const back = item.locator('[data-face="back"]');
    await expect(back).toHaveCSS('opacity', '0');
    if (isMobile) {
      await waitForHydration(item.locator('[data-flipped]'));
      await item.tap({ position: { x: 24, y: 24 } });
    } else {
      await link.focus();
    }
    await expect(back).toHaveCSS('opacity', '1');
    await expect(front).toHaveCSS('opacity', '0');
    expect(await rotation(item)).toBe(0);
    await expect.poll(() => linkIsOnTop(link)).toBe(true);
    await expectNoAxeViolations(page);
  });
});

test.describe('Tax rates', () => {
  test('embeds the tax-rates page in a titled iframe, sized to show all of it', async ({ page }) => {
    await page.goto('/tax-rates/');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Tax Rates');
    await expect(page.getByText(taxRatesPage.intro[0]!)).toBeVisible();
    const iframe = page.locator(`iframe[title="${taxRatesPage.embedTitle}"]`);
    await expect(iframe).toHaveAttribute('src', '/embeds/tax-rates.html');
    await expect(iframe).toHaveAttribute('loading', 'lazy');
    await iframe.scrollIntoViewIfNeeded();

    const frame = page.frameLocator(`iframe[title="${taxRatesPage.embedTitle}"]`);
    await expect(frame.getByRole('heading', { level: 1 })).toHaveText('Federal income tax rates for 2025 and 2026');
    const tables = {
      '2025 brackets: Single': ['$11,925 – $48,475', 'Over $626,350'],
      '2025 brackets: Married filing jointly': ['$23,850 – $96,950', 'Over $751,600'],
      '2026 brackets: Single': ['$12,400 – $50,400', 'Over $640,600'],
      '2026 brackets: Married filing jointly': ['$24,800 – $100,800', 'Over $768,700'],
      '2025 brackets: Head of household': ['$17,000 – $64,850', 'Over $626,350'],
      '2026 brackets: Head of household': ['$17,700 – $67,450', 'Over $640,600'],
      'Standard deduction by filing status': ['$15,750', '$31,500', '$16,100', '$32,200', '$24,150'],
    };
    for (const [caption, figures] of Object.entries(tables)) {
      const table = frame.getByRole('table', { name: caption });
      await expect(table).toBeVisible();
      for (const figure of figures) await expect(table).toContainText(figure);
    }
    await expect(frame.getByText(`Last reviewed: ${formatDate(taxRatesPage.lastReviewed)}`)).toBeAttached();

    // No scroll box inside the page: the frame is as tall as the embedded document.
    const handle = await iframe.elementHandle();
    const inner = await handle!.contentFrame();
    await expect
      .poll(async () => {
        const frameHeight = await iframe.evaluate((el) => el.getBoundingClientRect().height);
        const docHeight = await inner!.evaluate(() => document.documentElement.scrollHeight);
        return docHeight - frameHeight;
      })
      .toBeLessThanOrEqual(1);
    // ...and on a phone its tables fit the width without the page scrolling sideways.
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);

    await expectNoAxeViolations(page);
  });

  test('links to the tables on their own page and gives sources and the review date', async ({ page, request }) => {
    await page.goto('/tax-rates/');
    const own = page.getByRole('link', { name: /Open the tax rate tables on their own page/ });
    await expectNewTabLink(own, '/embeds/tax-rates.html');
    const response = await request.get('/embeds/tax-rates.html');
    expect(response.status()).toBe(200);
    expect(await response.text()).toContain('<caption id="cap-2026-joint">2026 brackets: Married filing jointly</caption>');

    const sources = page.getByRole('complementary', { name: 'Sources' });
    await expect(sources).toContainText(`Last reviewed: ${formatDate(taxRatesPage.lastReviewed)}`);
    for (const source of taxRatesPage.sources) {
      await expectNewTabLink(sources.getByRole('link', { name: source.label }), source.url);
    }
    await expect(page.getByRole('link', { name: 'Estimate your tax with these brackets' })).toHaveAttribute('href', '/tax-estimator/');
    // Tax Center is the breadcrumb parent of Tax Rates.
    const crumbs = page.getByRole('navigation', { name: 'Breadcrumb' });
    await expect(crumbs.getByRole('link', { name: 'Tax Center' })).toHaveAttribute('href', '/tax-center/');
  });
});

test.describe('Tax rates without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('the frame\'s fixed height still shows the whole embedded page', async ({ page }) => {
    await page.goto('/tax-rates/');
    const iframe = page.locator(`iframe[title="${taxRatesPage.embedTitle}"]`);
    await iframe.scrollIntoViewIfNeeded();
    const frame = page.frameLocator(`iframe[title="${taxRatesPage.embedTitle}"]`);
    const last = frame.getByText(`Last reviewed: ${formatDate(taxRatesPage.lastReviewed)}`);
    await expect(last).toBeAttached();
    const frameBox = (await iframe.boundingBox())!;
    const lastBox = (await last.boundingBox())!;
    // The last line of the embed ends inside the frame: nothing is left to scroll to.
    expect(lastBox.y + lastBox.height).toBeLessThanOrEqual(frameBox.y + frameBox.height);
  });
});
