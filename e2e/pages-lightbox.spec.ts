import type { Page } from '@playwright/test';
import { certificates } from '../content/certificates';
import { gallery, galleryFilters } from '../content/gallery';
import { team } from '../content/team';
import { about } from '../content/about';
import { test, expect, expectNoAxeViolations } from './fixtures';

/** Those of these scripts that are the lightbox library, as the server sends them. */
async function lightboxScripts(page: Page, urls: string[]): Promise<string[]> {
  const bodies = await Promise.all(urls.map(async (url) => (await page.request.get(url)).text()));
  return bodies.filter((body) => body.includes('yarl__'));
}

const anyIsLightbox = async (page: Page, urls: string[]) => (await lightboxScripts(page, urls)).length > 0;

/** The scripts the page has loaded so far. */
const loadedScripts = (page: Page) =>
  page.evaluate(() =>
    performance
      .getEntriesByType('resource')
      .map((entry) => entry.name)
      .filter((name) => new URL(name).pathname.endsWith('.js')),
  );

/** Whether any script the page has loaded so far is the lightbox library. */
const lightboxScriptLoaded = async (page: Page) => anyIsLightbox(page, await loadedScripts(page));

const lightboxStyles = (page: Page) =>
  page.evaluate(() =>
    [...document.styleSheets].some((sheet) => {
      try {
        return [...sheet.cssRules].some((rule) => rule.cssText.includes('.yarl__'));
      } catch {
        return false;
      }
    }),
  );

test.describe('lightbox', () => {
  test('a badge opens in the lightbox, fetched once the page is idle, not with it; Escape closes it and focus returns', async ({ page }) => {
    await page.goto('/');
    // Not among the scripts the page's HTML loads, so the first load stays small ...
    const html = await (await page.request.get('/')).text();
    const own = [...html.matchAll(/<script[^>]* src="([^"]+)"/g)].map(([, src]) => new URL(src!, page.url()).toString());
    expect(own.length).toBeGreaterThan(0);
    expect(await anyIsLightbox(page, own)).toBe(false);
    // ... but fetched, with its styles, once the page is idle, so a tap on a slow phone has nothing left to download.
    await expect.poll(() => lightboxScriptLoaded(page)).toBe(true);
    await expect.poll(() => lightboxStyles(page)).toBe(true);
    // Compiled as it arrives, not function by function on the tap; the page's own scripts are left to compile lazily.
    for (const body of await lightboxScripts(page, await loadedScripts(page))) expect(body.startsWith('//# allFunctionsCalledOnLoad\n')).toBe(true);
    for (const url of own) expect(await (await page.request.get(url)).text()).not.toContain('allFunctionsCalledOnLoad');

    const badge = certificates[0]!;
    const trigger = page.getByRole('button', { name: `Enlarge image: ${badge.alt}` });
    await trigger.scrollIntoViewIfNeeded();
    await trigger.click();
    const dialog = page.getByRole('dialog', { name: 'Enlarged image' });
    await expect(dialog).toBeVisible();
    await expect(dialog.locator(`img[src="${badge.image.src}"]`)).toBeVisible();
    // The badges are a set of two: the lightbox can move to the other one.
    await expect(dialog.getByRole('button', { name: 'Next image' })).toBeVisible();
    expect(await dialog.evaluate((el) => el.contains(document.activeElement))).toBe(true);
    // The page behind is inert and hidden from assistive technology while the lightbox is open (from the frame after it
    // is drawn), and only then.
    const behind = page.locator('body > :is(header, main, footer, div:not(.yarl__portal))');
    await expect.poll(() => behind.evaluateAll((els) => els.length > 0 && els.every((el) => el.hasAttribute('inert') && el.getAttribute('aria-hidden') === 'true'))).toBe(true);
    await expect(page.getByRole('main')).toHaveCount(0);
    await expectNoAxeViolations(page);

    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(trigger).toBeFocused();
    expect(await behind.evaluateAll((els) => els.some((el) => el.hasAttribute('inert') || el.hasAttribute('aria-hidden')))).toBe(false);
  });

  test('the team member’s photo opens in the lightbox', async ({ page }) => {
    const member = team[0]!;
    await page.goto('/team/');
    await page.getByTestId('team-card').getByRole('link', { name: member.name }).click();
    const trigger = page.getByRole('button', { name: `Enlarge image: ${member.image.alt}` });
    await trigger.click();
    const dialog = page.getByRole('dialog', { name: 'Enlarged image' });
    await expect(dialog).toBeVisible();
    await expect(dialog.locator(`img[src="${member.image.src}"]`)).toBeVisible();
    // A single image has no previous/next buttons.
    await expect(dialog.getByRole('button', { name: 'Next image' })).toHaveCount(0);
    await expectNoAxeViolations(page);
    await dialog.getByRole('button', { name: 'Close enlarged image' }).click();
    await expect(dialog).toBeHidden();
    await expect(trigger).toBeFocused();
  });
});

test.describe('portfolio grid on the About page', () => {
  const visibleItems = (page: Page) => page.getByTestId('portfolio-grid').locator('figure:visible');

  test('starts from its data attributes: all items, masonry, original order', async ({ page }) => {
    await page.goto('/about/');
    await expect(page.getByRole('heading', { level: 2, name: about.galleryHeading })).toBeVisible();
    const grid = page.getByTestId('portfolio-grid');
    await expect(grid).toHaveAttribute('data-filter', 'all');
    await expect(grid).toHaveAttribute('data-layout', 'masonry');
    await expect(grid).toHaveAttribute('data-sort', 'original');
    // Masonry: CSS columns.
    expect(Number(await grid.evaluate((el) => getComputedStyle(el).columnCount))).toBeGreaterThanOrEqual(1);
    await expect(visibleItems(page)).toHaveCount(gallery.length);
    await expect(visibleItems(page).locator('figcaption')).toHaveText(gallery.map((g) => g.caption));
    const filters = page.getByRole('group', { name: 'Filter the gallery' });
    await expect(filters.getByRole('button', { name: 'All', exact: true })).toHaveAttribute('aria-pressed', 'true');
  });

  test('one filter is active at a time and shows only its items', async ({ page }) => {
    await page.goto('/about/');
    const filters = page.getByRole('group', { name: 'Filter the gallery' });
    for (const filter of galleryFilters) {
      await filters.getByRole('button', { name: filter.label, exact: true }).click();
      for (const other of galleryFilters) {
        await expect(filters.getByRole('button', { name: other.label, exact: true })).toHaveAttribute(
          'aria-pressed',
          String(other.id === filter.id),
        );
      }
      const expected = gallery.filter((g) => filter.id === 'all' || g.groups.includes(filter.id)).map((g) => g.caption);
      await expect(visibleItems(page).locator('figcaption')).toHaveText(expected);
      await expect(page.getByRole('status').filter({ hasText: 'Showing' })).toHaveText(`Showing ${expected.length} of ${gallery.length} images`);
    }
  });

  test('a filtered image opens in the lightbox with that filter’s images', async ({ page }) => {
    await page.goto('/about/');
    const filters = page.getByRole('group', { name: 'Filter the gallery' });
    await filters.getByRole('button', { name: 'In the community', exact: true }).click();
    const community = gallery.filter((g) => g.groups.includes('community'));
    const item = community[1]!;
    // The lightbox's own code (a tap before it arrives opens the image alone in the page's dialog).
    await expect.poll(() => lightboxScriptLoaded(page)).toBe(true);
    await page.getByRole('button', { name: `Enlarge image: ${item.image.alt}` }).click();
    const dialog = page.getByRole('dialog', { name: 'Enlarged image' });
    await expect(dialog).toBeVisible();
    await expect(dialog.locator(`img[src="${item.image.src}"]`)).toBeVisible();
    await expect(dialog.getByRole('group', { name: `2 of ${community.length}` })).toBeAttached();
    await expectNoAxeViolations(page);
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
  });
});
