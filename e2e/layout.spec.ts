import { fileSharing } from '../content/file-sharing';
import { site } from '../content/site';
import { test, expect, expectNoAxeViolations, holdScript } from './fixtures';

const mainNav = (page: import('@playwright/test').Page) => page.getByRole('navigation', { name: 'Main' });

/** The provider pages are external: answer them at the network boundary so the new tab has a URL. */
async function stubProvider(page: import('@playwright/test').Page) {
  for (const url of [site.links.fileDrop, site.links.clientLogin]) {
    await page.context().route(url, (route) => route.fulfill({ contentType: 'text/html', body: '<title>Provider</title>' }));
  }
}

test.describe('desktop header', () => {
  test.skip(({ isMobile }) => isMobile, 'desktop navigation is shown from 1280 px');

  test('marks the current link, Services for every sub-page and Team for the profile', async ({ page, request }) => {
    await page.goto('/services-tax/');
    await expect(mainNav(page).getByRole('link', { name: 'Services' })).toHaveAttribute('aria-current', 'page');
    await expect(mainNav(page).getByRole('link', { name: 'Home' })).not.toHaveAttribute('aria-current', 'page');
    await page.goto('/about/');
    await expect(mainNav(page).getByRole('link', { name: 'About' })).toHaveAttribute('aria-current', 'page');
    // The profile redirects without a chosen member, so read its pre-rendered header.
    const html = await (await request.get('/teamProfile/')).text();
    expect(html).toMatch(/<a aria-current="page"[^>]*href="\/team\/">Team<\/a>/);
  });

  test('the Resources dropdown lists its four pages and navigates', async ({ page }) => {
    await page.goto('/');
    const resources = mainNav(page).getByRole('button', { name: 'Resources' });
    await resources.click();
    await expect(resources).toHaveAttribute('aria-expanded', 'true');
    const menu = mainNav(page).getByRole('list', { name: 'Resources' });
    for (const name of ['Tax Center', 'Tax Calendar', 'Useful Links', 'Forms & Instructions']) {
      await expect(menu.getByRole('link', { name, exact: true })).toBeVisible();
    }
    await expectNoAxeViolations(page);
    await menu.getByRole('link', { name: 'Useful Links', exact: true }).click();
    await expect(page).toHaveURL(/\/useful-links\/$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Useful Links' })).toBeVisible();
  });

  test('the dropdown code is fetched once the page is idle, and takes over when the visitor reaches for it', async ({ page }) => {
    const scripts: string[] = [];
    page.on('request', (r) => r.resourceType() === 'script' && scripts.push(r.url()));
    await page.goto('/');
    await page.waitForLoadState('networkidle');
    // The network can go quiet before the browser first idles (a busy machine): wait for an idle callback too, queued
    // after the page's own, and for what they fetched.
    await page.evaluate(() => new Promise((done) => requestIdleCallback(() => done(null))));
    await page.waitForFunction(() => [...document.scripts].every((s) => !s.src || s.noModule || performance.getEntriesByName(s.src).length > 0));
    // Idle after load: the code is here, and the Resources button is still the plain stand-in.
    const resources = mainNav(page).getByRole('button', { name: 'Resources' });
    await expect(resources).not.toHaveAttribute('data-headlessui-state');
    const loaded = scripts.length;
    await resources.hover();
    await expect(resources).toHaveAttribute('data-headlessui-state');
    expect(scripts.length, 'nothing left to fetch when the visitor reaches for the menu').toBe(loaded);
    await resources.click();
    await expect(resources).toHaveAttribute('aria-expanded', 'true');
    await expect(mainNav(page).getByRole('list', { name: 'Resources' })).toBeVisible();
  });

  test('the Resources dropdown works from the keyboard', async ({ page }) => {
    await page.goto('/tax-center/');
    const resources = mainNav(page).getByRole('button', { name: 'Resources' });
    await resources.focus();
    await page.keyboard.press('Enter');
    await expect(resources).toHaveAttribute('aria-expanded', 'true');
    await expect(
      mainNav(page).getByRole('list', { name: 'Resources' }).getByRole('link', { name: 'Tax Center', exact: true }),
    ).toHaveAttribute('aria-current', 'page');
    await page.keyboard.press('Escape');
    await expect(resources).toHaveAttribute('aria-expanded', 'false');
    await expect(resources).toBeFocused();
  });

  test('File Drop and Client Login show their tooltips', async ({ page }) => {
    await page.goto('/');
    await mainNav(page).getByRole('button', { name: 'File Drop' }).hover();
    await expect(page.getByRole('tooltip', { name: fileSharing.fileDrop.tooltip })).toBeVisible();
    await mainNav(page).getByRole('button', { name: 'Client Login' }).hover();
    await expect(
      page.getByRole('tooltip', { name: 'Access your documents and folders by logging in to your file-sharing account.' }),
    ).toBeVisible();
  });
});

test.describe('mobile menu', () => {
  test.skip(({ isMobile }) => !isMobile, 'the toggle is shown below 1280 px');

  test('toggles, swaps its icon, expands Resources only while open, and navigates', async ({ page }) => {
    await page.goto('/');
    const toggle = page.getByRole('button', { name: 'Open menu' });
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await expect(page.locator('#mobile-menu')).toBeHidden();
    await toggle.click();
    const close = page.getByRole('button', { name: 'Close menu' });
    await expect(close).toHaveAttribute('aria-expanded', 'true');
    await expect(close).toHaveAttribute('data-active', 'true');
    const menu = page.locator('#mobile-menu');
    const resources = menu.getByRole('button', { name: 'Resources' });
    await expect(resources).toHaveAttribute('aria-expanded', 'false');
    await expect(menu.getByRole('link', { name: 'Tax Center' })).toHaveCount(0);
    await resources.click();
    await expect(resources).toHaveAttribute('aria-expanded', 'true');
    await expect(menu.getByRole('link', { name: 'Tax Center' })).toBeVisible();
    await expectNoAxeViolations(page);

    // Closing the menu collapses Resources with it.
    await close.click();
    await expect(page.getByRole('button', { name: 'Open menu' })).toHaveAttribute('data-active', 'false');
    await page.getByRole('button', { name: 'Open menu' }).click();
    await expect(menu.getByRole('button', { name: 'Resources' })).toHaveAttribute('aria-expanded', 'false');

    await menu.getByRole('link', { name: 'Services' }).click();
    await expect(page).toHaveURL(/\/services\/$/);
    await expect(page.locator('#mobile-menu')).toBeHidden();
    await expect(page.getByRole('button', { name: 'Open menu' })).toHaveAttribute('aria-expanded', 'false');
  });

  test('on the page a Resources link led to, the menu opens with Resources closed', async ({ page }) => {
    await page.goto('/');
    await page.getByRole('button', { name: 'Open menu' }).click();
    const menu = page.locator('#mobile-menu');
    await menu.getByRole('button', { name: 'Resources' }).click();
    await menu.getByRole('link', { name: 'Tax Center' }).click();
    await expect(page).toHaveURL(/\/tax-center\/$/);
    await expect(menu).toBeHidden();
    await page.getByRole('button', { name: 'Open menu' }).click();
    await expect(menu.getByRole('button', { name: 'Resources' })).toHaveAttribute('aria-expanded', 'false');
    await expect(menu.getByRole('link', { name: 'Tax Center' })).toHaveCount(0);
  });
});

test.describe('file dialog', () => {
  for (const mode of ['File Drop', 'Client Login'] as const) {
    test(`${mode}: OPEN opens the provider in a new tab and closes; CLOSE only closes`, async ({ page, isMobile }) => {
      await stubProvider(page);
      await page.goto('/');
      const openButton = async () => {
        if (isMobile) {
          await page.getByRole('button', { name: 'Open menu' }).click();
          return page.locator('#mobile-menu').getByRole('button', { name: mode });
        }
        return mainNav(page).getByRole('button', { name: mode });
      };
      let trigger = await openButton();
      await trigger.click();
      const dialog = page.getByRole('dialog', { name: 'Attention' });
      await expect(dialog).toBeVisible();
      if (mode === 'File Drop') {
        for (const field of ['Email', 'First Name', 'Last Name', 'Company', 'Recipient']) await expect(dialog).toContainText(field);
      } else {
        await expect(dialog).toContainText('Log in');
      }
      if (isMobile) {
        // Full-screen on small screens.
        const box = (await dialog.boundingBox())!;
        expect(box.width).toBeGreaterThanOrEqual(370);
        expect(box.height).toBeGreaterThanOrEqual(700);
      }
      await expectNoAxeViolations(page);

      await dialog.getByRole('button', { name: 'CLOSE', exact: true }).click();
      await expect(dialog).toBeHidden();
      expect(page.context().pages()).toHaveLength(1);

      trigger = isMobile ? page.locator('#mobile-menu').getByRole('button', { name: mode }) : await openButton();
      await trigger.click();
      await expect(dialog).toBeVisible();
      const [popup] = await Promise.all([page.context().waitForEvent('page'), dialog.getByRole('button', { name: /^OPEN/ }).click()]);
      await popup.waitForLoadState();
      expect(popup.url()).toBe(mode === 'File Drop' ? site.links.fileDrop : site.links.clientLogin);
      await expect(dialog).toBeHidden();
    });
  }

  for (const held of [false, true]) {
    test(`the File Drop tooltip stays hidden while its dialog is open, whatever the visitor does inside it${held ? ', in the page\'s own dialog too' : ''}`, async ({ page, isMobile }) => {
      // Held back, the dialog's code leaves the tap to the page's own dialog, drawn inside the tooltip's span.
      if (held) await holdScript(page, 'fixed inset-0 bg-navy-950/60');
      await page.goto('/');
      if (isMobile) await page.getByRole('button', { name: 'Open menu' }).click();
      const trigger = (isMobile ? page.locator('#mobile-menu') : mainNav(page)).getByRole('button', { name: 'File Drop' });
      const tooltip = page.locator(`[id="${await trigger.getAttribute('aria-describedby')}"]`);
      await expect(tooltip).toHaveText(fileSharing.fileDrop.tooltip);
      if (isMobile) await trigger.focus();
      else await trigger.hover();
      await expect(tooltip).toBeVisible();
      if (isMobile) await trigger.tap();
      else await trigger.click();
      const dialog = page.getByRole('dialog', { name: 'Attention' });
      await expect(dialog).toBeVisible();
      await expect(page.locator('dialog[open]')).toHaveCount(held ? 1 : 0);
      await expect(tooltip).toBeHidden();
      // Logged in the page: the tooltip must not show for a moment either.
      await tooltip.evaluate((el) => {
        const shown: boolean[] = [];
        (window as unknown as { tipShown: boolean[] }).tipShown = shown;
        new MutationObserver(() => shown.push(el.checkVisibility())).observe(el, { attributes: true });
      });
      await page.keyboard.press('Tab');
      const heading = dialog.getByRole('heading').first();
      if (isMobile) await heading.tap();
      else await heading.hover();
      await page.waitForTimeout(1000);
      expect(await page.evaluate(() => (window as unknown as { tipShown: boolean[] }).tipShown)).not.toContain(true);
      await expect(tooltip).toBeHidden();
    });
  }

  test('focus moves into the dialog, Escape closes it and focus returns to its button', async ({ page }) => {
    await page.goto('/contact/');
    const footerButton = page.getByRole('contentinfo').getByRole('button', { name: 'Client Login' });
    await footerButton.click();
    const dialog = page.getByRole('dialog', { name: 'Attention' });
    await expect(dialog).toBeVisible();
    await expect(dialog).toContainText('Log in');
    await expect.poll(() => page.evaluate(() => !!document.activeElement?.closest('[role="dialog"], dialog'))).toBe(true);
    // Focus stays trapped inside while tabbing.
    for (let i = 0; i < 5; i++) {
      await page.keyboard.press('Tab');
      expect(await page.evaluate(() => !!document.activeElement?.closest('[role="dialog"], dialog'))).toBe(true);
    }
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(footerButton).toBeFocused();
  });
});

test.describe('scrolling', () => {
  test('the header turns sticky and the scroll-to-top button appears past 100 px', async ({ page }) => {
    await page.goto('/services/');
    const header = page.locator('header').first();
    const toTop = page.getByRole('button', { name: 'Scroll to top' });
    await expect(header).toHaveAttribute('data-sticky', 'false');
    await expect(toTop).toBeHidden();
    await page.evaluate(() => window.scrollTo(0, 90));
    await expect(header).toHaveAttribute('data-sticky', 'false');
    await page.evaluate(() => window.scrollTo(0, 400));
    await expect(header).toHaveAttribute('data-sticky', 'true');
    await expect(toTop).toBeVisible();
    await toTop.click();
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
    await expect(header).toHaveAttribute('data-sticky', 'false');
    await expect(toTop).toBeHidden();
  });

  test('a route change starts the new page at the top', async ({ page }) => {
    await page.goto('/services/');
    await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(300);
    await page.getByRole('contentinfo').getByRole('link', { name: 'Useful Links' }).click();
    await expect(page).toHaveURL(/\/useful-links\/$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Useful Links' })).toBeVisible();
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
  });
});

test.describe('shared layout', () => {
  test('the preloader is removed once the page has loaded', async ({ page }) => {
    await page.goto('/');
    await page.waitForLoadState('load');
    await expect(page.getByTestId('preloader')).toHaveCount(0);
  });

  test('a linked page is fetched when the visitor reaches for its link, not when it comes into view', async ({ page }) => {
    const payloads: string[] = [];
    page.on('request', (r) => r.url().includes('_rsc=') && payloads.push(new URL(r.url()).pathname));
    await page.goto('/services/');
    await page.waitForLoadState('networkidle');
    // Dozens of links are in view (on desktop the whole menu); none of their pages was fetched.
    expect(payloads).toEqual([]);

    const footer = page.getByRole('contentinfo');
    await footer.getByRole('link', { name: 'Useful Links' }).hover();
    await expect.poll(() => payloads.filter((p) => p.startsWith('/useful-links/')).length).toBeGreaterThan(0);
    // Keyboard focus is intent too; only the page reached for is fetched.
    await footer.getByRole('link', { name: 'QuickBooks Desktop 2022 and 2023' }).focus();
    await expect.poll(() => payloads.filter((p) => p.startsWith('/services-quickbooks/')).length).toBeGreaterThan(0);
    expect(payloads.every((p) => p.startsWith('/useful-links/') || p.startsWith('/services-quickbooks/'))).toBe(true);

    await footer.getByRole('link', { name: 'Useful Links' }).click();
    await expect(page).toHaveURL(/\/useful-links\/$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Useful Links' })).toBeVisible();
  });

  test('the contact bar links are named exactly as their tooltips', async ({ page, isMobile }) => {
    await page.goto('/');
    const bar = page.getByRole('complementary', { name: 'Contact shortcuts' });
    const expected = {
      Call: /^tel:\+1\d{10}$/,
      Email: /^mailto:/,
      'Locate in Google Maps': site.contact.mapLink,
      'Review Us on Google': site.contact.reviewLink,
      Facebook: site.links.facebook,
      Instagram: site.links.instagram,
    };
    for (const [name, href] of Object.entries(expected)) {
      const link = bar.getByRole('link', { name, exact: true });
      await expect(link).toHaveAttribute('href', href);
      // Pointer hover on desktop; keyboard focus shows it at any width.
      if (isMobile) await link.focus();
      else await link.hover();
      await expect(bar.getByRole('tooltip', { name, exact: true })).toBeVisible();
      await link.blur();
    }
  });

  test('on touch, a tooltip shows after a 700 ms press and hides 1500 ms after release', async ({ page, isMobile }) => {
    test.skip(!isMobile, 'touch timing is for touch screens');
    await page.goto('/');
    const bar = page.getByRole('complementary', { name: 'Contact shortcuts' });
    const link = bar.getByRole('link', { name: 'Email', exact: true });
    const tip = bar.getByRole('tooltip', { name: 'Email', exact: true });
    // Timed inside the page, where the tooltip's timers run: timed from the runner, a stall on a busy
    // machine made the tooltip look early.
    await bar.getByRole('tooltip', { name: 'Email', exact: true, includeHidden: true }).evaluate((el) => {
      const log: { at: number; shown: boolean }[] = [];
      (window as unknown as { tipLog: typeof log }).tipLog = log;
      new MutationObserver(() => log.push({ at: performance.now(), shown: el.checkVisibility() })).observe(el, {
        attributes: true,
      });
    });
    const touch = (type: 'touchstart' | 'touchend') =>
      link.evaluate((el, type) => {
        const at = performance.now();
        el.dispatchEvent(new TouchEvent(type, { bubbles: true, cancelable: true, composed: true }));
        return at;
      }, type);

    const press = await touch('touchstart');
    await expect(tip).toBeVisible({ timeout: 3000 });
    const release = await touch('touchend');
    await expect(tip).toBeHidden({ timeout: 4000 });

    const log = await page.evaluate(() => (window as unknown as { tipLog: { at: number; shown: boolean }[] }).tipLog);
    const shown = log.find((entry) => entry.shown);
    const hidden = log.find((entry) => !entry.shown && entry.at >= release);
    expect(shown!.at - press, 'hidden until the 700 ms press delay has passed').toBeGreaterThanOrEqual(700);
    expect(log.filter((entry) => entry.at < release).every((entry) => entry.shown), 'not hidden while pressed').toBe(true);
    expect(hidden!.at - release, 'still shown during the 1500 ms leave delay').toBeGreaterThanOrEqual(1500);
  });

  test('the footer has the privacy statement, useful links, services, contact block, review button and copyright', async ({ page }) => {
    await page.goto('/');
    const footer = page.getByRole('contentinfo');
    await expect(footer.getByRole('heading', { name: 'Privacy statement' })).toBeVisible();
    for (const name of ['Home', 'About us', 'Services']) await expect(footer.getByRole('link', { name, exact: true })).toBeVisible();
    for (const name of ['File Drop', 'Client Login']) await expect(footer.getByRole('button', { name, exact: true })).toBeVisible();
    await expect(footer.getByRole('link', { name: 'Tax Services', exact: true })).toHaveAttribute('href', '/services-tax/');
    await expect(footer.getByRole('link', { name: site.contact.phone })).toBeVisible();
    await expect(footer.getByRole('link', { name: /Review Us On Google/ })).toHaveAttribute('href', site.contact.reviewLink);
    await expect(footer).toContainText(`© ${new Date().getFullYear()} ${site.contact.company}`);
    await expect(footer).toContainText('Monday to Friday, 9:00 AM to 5:00 PM');
    await expect(footer).toContainText(site.disclaimer);
  });

  test('a skip link jumps to the main content', async ({ page }) => {
    await page.goto('/services/');
    await page.keyboard.press('Tab');
    const skip = page.getByRole('link', { name: 'Skip to main content' });
    await expect(skip).toBeFocused();
    await expect(skip).toBeVisible();
    await page.keyboard.press('Enter');
    await expect(page.locator('main')).toBeFocused();
  });
});

test.describe('the firm’s e-mail address', () => {
  /** Where the rendered address starts a new line: the index of each line's first character. */
  const lineStarts = (link: import('@playwright/test').Locator) =>
    link.evaluate((a) => {
      const tops: number[] = [];
      const walker = document.createTreeWalker(a, NodeFilter.SHOW_TEXT);
      for (let node = walker.nextNode(); node; node = walker.nextNode())
        for (let i = 0; i < node.textContent!.length; i++) {
          const range = document.createRange();
          range.setStart(node, i);
          range.setEnd(node, i + 1);
          tops.push(range.getBoundingClientRect().top);
        }
      return tops.flatMap((top, i) => (i > 0 && top > tops[i - 1]! + 2 ? [i] : []));
    });

  test('wraps only after its @ or before a dot, on the contact card and in the footer', async ({ page }) => {
    await page.goto('/contact/');
    const email = site.contact.email;
    for (const link of [page.getByRole('main').getByRole('link', { name: email, exact: true }), page.getByRole('contentinfo').getByRole('link', { name: email, exact: true })]) {
      await link.scrollIntoViewIfNeeded();
      await expect(link).toHaveText(email);
      for (const at of await lineStarts(link)) expect(email[at - 1] === '@' || email[at] === '.', `a line starts at "${email.slice(at)}"`).toBe(true);
      const box = (await link.boundingBox())!;
      expect(box.x + box.width).toBeLessThanOrEqual((page.viewportSize()?.width ?? 0) + 0.5);
    }
  });
});
