import { boi } from '@/content/boi';
import { quickbooks } from '@/content/quickbooks';
import { site } from '@/content/site';
import { formatDate } from '@/lib/format';
import { plainText, textBlocks } from '@/lib/markdown';
import { test, expect, expectNoAxeViolations } from './fixtures';
import { accordionButton, exerciseAccordion, expectOpenSection, panelOf, waitForHydration } from './resources-helpers';

const BOI_CONTACT = '/contact/?subject=beneficial-owner-information-(boi)';
const QUICKBOOKS_CONTACT = '/contact/?subject=quickbooks';

test.describe('BOI page', () => {
  test('opens with the notice that domestic companies are exempt, then the facts', async ({ page }) => {
    await page.goto('/services-boi/');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Beneficial Ownership Information (BOI)');
    const firstH2 = page.locator('main h2').first();
    await expect(firstH2).toHaveText('Companies created in the United States no longer file BOI reports');
    const notice = page.getByRole('region', { name: 'Companies created in the United States no longer file BOI reports' });
    await expect(notice).toContainText('March 21, 2025');
    await expect(notice).toContainText('90 FR 13688');
    await expect(notice).toContainText('Foreign companies registered to do business in a US state still report');
    await expect(notice).toContainText('April 25, 2025');

    const facts = page.getByRole('region', { name: 'BOI at a glance' });
    for (const figure of ['25%', '30 days', '90 days', '$500 for each day', '$606 a day', 'January 17, 2025', '$10,000', "two years' imprisonment"]) {
      await expect(facts).toContainText(figure);
    }
    const sources = page.getByRole('complementary', { name: 'Sources' });
    await expect(sources).toContainText(`Last reviewed: ${formatDate(boi.lastReviewed)}`);
    await expect(sources.locator('time')).toHaveAttribute('datetime', boi.lastReviewed);
    await expect(sources).toContainText(site.disclaimer);
    await expect(sources.getByRole('link', { name: /Federal Register, document 2025-05199/ })).toHaveAttribute(
      'href',
      boi.sources[0]!.url,
    );
  });

  test('gives search engines the FAQ as FAQPage structured data', async ({ page }) => {
    await page.goto('/services-boi/');
    const data = (await page.locator('script[type="application/ld+json"]').allTextContents()).map((text) => JSON.parse(text));
    const faq = data.find((item) => item['@type'] === 'FAQPage');
    expect(faq.mainEntity.map((q: { name: string }) => q.name)).toEqual(boi.faqs.map((f) => f.title));
    expect(faq.mainEntity.map((q: { acceptedAnswer: { text: string } }) => q.acceptedAnswer.text)).toEqual(boi.faqs.map((f) => plainText(f.body)));
    // Each answer is the text its panel shows.
    const faqSection = page.getByRole('region', { name: 'Frequently asked questions' });
    for (const question of faq.mainEntity) await expect(faqSection).toContainText(question.acceptedAnswer.text);
  });

  test('guidelines accordion: first open, one open at a time, axe clean in every state', async ({ page, isMobile }) => {
    test.skip(isMobile, 'the same component and states at every width; the 375 px page sweep checks the page');
    // An axe scan per state: 53-57 s on a 2-core CI host, too close to the 60 s default.
    test.setTimeout(120_000);
    await page.goto('/services-boi/');
    const guidelines = page.getByRole('region', { name: 'Reporting guidelines' });
    await exerciseAccordion(
      page,
      guidelines,
      boi.guidelines.map((g) => g.title),
    );
  });

  test('FAQ accordion works from the keyboard, one open at a time, axe clean in every state', async ({ page, isMobile }) => {
    test.skip(isMobile, 'the same component and states at every width; the 375 px page sweep checks the page');
    await page.goto('/services-boi/');
    const faq = page.getByRole('region', { name: 'Frequently asked questions' });
    await exerciseAccordion(
      page,
      faq,
      boi.faqs.map((f) => f.title),
      { keyboard: true },
    );
  });

  test('the two accordions are independent', async ({ page }) => {
    await page.goto('/services-boi/');
    const guidelines = page.getByRole('region', { name: 'Reporting guidelines' });
    const faq = page.getByRole('region', { name: 'Frequently asked questions' });
    const button = accordionButton(faq, boi.faqs[2]!.title);
    await expect(button).toHaveAttribute('aria-controls', /.+/);
    await waitForHydration(button);
    await button.click();
    await expectOpenSection(page, faq, boi.faqs.map((f) => f.title), 2);
    await expectOpenSection(page, guidelines, boi.guidelines.map((g) => g.title), 0);
  });

  test('exemptions table: pages of 10, sizes 10/25/100, reset to page 0, all 23 reachable', async ({ page }) => {
    await page.goto('/services-boi/');
    const guidelines = page.getByRole('region', { name: 'Reporting guidelines' });
    const exempt = accordionButton(guidelines, 'Exempt entities');
    await expect(exempt).toHaveAttribute('aria-controls', /.+/);
    await waitForHydration(exempt);
    await exempt.click();
    const panel = await panelOf(page, exempt);
    await expect(panel).toBeVisible();

    const table = panel.getByRole('table', { name: 'The 23 exemptions from BOI reporting' });
    const bodyRows = table.locator('tbody').getByRole('row');
    const label = panel.getByText(/^Rows \d+–\d+ of \d+$/);
    const previous = panel.getByRole('button', { name: 'Previous page' });
    const next = panel.getByRole('button', { name: 'Next page' });
    const size = panel.getByLabel('Rows per page');
    await waitForHydration(next);

    await expect(table.getByRole('columnheader')).toHaveText(['No.', 'Exemption']);
    await expect(size).toHaveValue('10');
    await expect(size.locator('option')).toHaveText(['10', '25', '100']);
    await expect(label).toHaveText('Rows 1–10 of 23');
    await expect(label).toHaveAttribute('aria-live', 'polite');
    await expect(bodyRows).toHaveCount(10);
    await expect(previous).toBeDisabled();
    await expect(next).toBeEnabled();

    // Page through at 10 rows a page and collect every exemption shown.
    const seen: string[] = [];
    const expectedPages = [
      ['Rows 1–10 of 23', 10],
      ['Rows 11–20 of 23', 10],
      ['Rows 21–23 of 23', 3],
    ] as const;
    for (const [index, [text, count]] of expectedPages.entries()) {
      await expect(label).toHaveText(text);
      await expect(bodyRows).toHaveCount(count);
      for (const row of await bodyRows.all()) {
        const cells = await row.locator('td, th').allTextContents();
        seen.push(`${cells[0]} ${cells[1]}`);
      }
      if (index < expectedPages.length - 1) await next.click();
    }
    await expect(next).toBeDisabled();
    await expect(previous).toBeEnabled();
    // Focus moved to "Previous page" when "Next page" was disabled under it.
    await expect(previous).toBeFocused();
    expect(seen).toEqual(boi.exemptions.map((e) => `${e.number} ${e.title}`));
    expect(seen).toHaveLength(23);
    await expectNoAxeViolations(page);

    await previous.click();
    await expect(label).toHaveText('Rows 11–20 of 23');

    // Changing rows per page returns to page 0.
    await size.selectOption('25');
    await expect(label).toHaveText('Rows 1–23 of 23');
    await expect(bodyRows).toHaveCount(23);
    await expect(previous).toBeDisabled();
    await expect(next).toBeDisabled();
    await expect(bodyRows.last()).toContainText('Inactive entity');
    await expectNoAxeViolations(page);

    await size.selectOption('10');
    await expect(label).toHaveText('Rows 1–10 of 23');
    await next.click();
    await next.click();
    await expect(label).toHaveText('Rows 21–23 of 23');
    await size.selectOption('100');
    await expect(label).toHaveText('Rows 1–23 of 23');
    await expect(bodyRows.first()).toContainText('Securities reporting issuer');
    await size.selectOption('10');
    await expect(label).toHaveText('Rows 1–10 of 23');
    await expect(bodyRows.first()).toContainText('Securities reporting issuer');
  });

  test('exemptions table scrolls inside 440 px under a sticky header, and the keyboard can scroll it', async ({ page }) => {
    await page.goto('/services-boi/');
    const guidelines = page.getByRole('region', { name: 'Reporting guidelines' });
    const exempt = accordionButton(guidelines, 'Exempt entities');
    await waitForHydration(exempt);
    await exempt.click();
    const scroller = page.getByRole('region', { name: 'The 23 exemptions from BOI reporting' });
    await expect(scroller).toHaveAttribute('tabindex', '0');
    // Retried: the panel's content is drawn again when Headless UI takes over from the stand-in.
    await expect(scroller).toHaveCSS('max-height', '440px');
    const size = page.getByLabel('Rows per page');
    await waitForHydration(size);
    await size.selectOption('25');
    await expect(page.getByText('Rows 1–23 of 23')).toBeVisible();

    const box = await scroller.boundingBox();
    expect(box!.height).toBeLessThanOrEqual(440);
    expect(await scroller.evaluate((el) => el.scrollHeight > el.clientHeight)).toBe(true);

    await scroller.focus();
    await page.keyboard.press('End');
    await expect.poll(() => scroller.evaluate((el) => el.scrollTop)).toBeGreaterThan(100);
    // The header row stays at the top of the scroll box.
    const header = scroller.getByRole('columnheader', { name: 'Exemption' });
    const [scrollTop, headerTop] = await Promise.all([
      scroller.evaluate((el) => el.getBoundingClientRect().top),
      header.evaluate((el) => el.getBoundingClientRect().top),
    ]);
    expect(Math.abs(headerTop - scrollTop)).toBeLessThanOrEqual(1);
    await expect(scroller.getByRole('row').last()).toBeInViewport();
  });

  test('the Contact Us link preselects the BOI subject on /contact/', async ({ page }) => {
    await page.goto('/services-boi/');
    const link = page.getByRole('link', { name: 'Contact Us', exact: true });
    await expect(link).toHaveAttribute('href', BOI_CONTACT);
    await waitForHydration(link);
    await link.click();
    await expect(page).toHaveURL((url) => url.pathname === '/contact/' && url.searchParams.get('subject') === 'beneficial-owner-information-(boi)');
  });
});

test.describe('BOI page without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('every accordion panel and all 23 exemptions are in the HTML and shown', async ({ page }) => {
    await page.goto('/services-boi/');
    for (const item of [...boi.guidelines, ...boi.faqs]) {
      await expect(page.getByText(textBlocks(item.body)[0]!, { exact: true })).toBeVisible();
    }
    const table = page.getByRole('table', { name: 'The 23 exemptions from BOI reporting' });
    await expect(table.locator('tbody').getByRole('row')).toHaveCount(23);
    await expect(page.getByLabel('Rows per page')).toBeHidden();
    // (axe needs scripts in the page, so it runs on the scripted states above, not here.)
  });
});

test.describe('QuickBooks page', () => {
  test('gives the end-of-support date in the notice', async ({ page }) => {
    await page.goto('/services-quickbooks/');
    await expect(page.locator('main h2').first()).toHaveText('QuickBooks Desktop 2022 and 2023 are no longer supported');
    const notice = page.getByRole('region', { name: 'QuickBooks Desktop 2022 and 2023 are no longer supported' });
    await expect(notice).toContainText('after May 31, 2025');
    await expect(notice).toContainText('May 31, 2026');
    await expect(notice.getByRole('definition').filter({ has: page.locator('time[datetime="2025-05-31"]') })).toHaveText('May 31, 2025');
    await expect(notice.getByText('QuickBooks Desktop 2022: support ended after')).toBeVisible();
    await expect(notice.getByText('QuickBooks Desktop 2023: support ended after')).toBeVisible();
    await expect(notice.locator('time[datetime="2026-05-31"]')).toHaveText('May 31, 2026');
    const sources = page.getByRole('complementary', { name: 'Sources' });
    await expect(sources).toContainText(`Last reviewed: ${formatDate(quickbooks.lastReviewed)}`);
    await expect(sources).toContainText(site.disclaimer);
    await expect(sources.getByRole('link', { name: /service discontinuation policy/ })).toHaveAttribute('href', quickbooks.sources[0]!.url);
  });

  test('affected services accordion: first open, one at a time, axe clean in every state', async ({ page, isMobile }) => {
    test.skip(isMobile, 'the same component and states at every width; the 375 px page sweep checks the page');
    await page.goto('/services-quickbooks/');
    const affected = page.getByRole('region', { name: 'Services that stopped working' });
    await exerciseAccordion(
      page,
      affected,
      quickbooks.affectedServices.map((s) => s.title),
    );
  });

  test('the migration link preselects the QuickBooks subject on /contact/', async ({ page }) => {
    await page.goto('/services-quickbooks/');
    const migration = page.getByRole('region', { name: 'Moving to a supported version' });
    await expect(migration).toContainText('QuickBooks Online');
    const link = migration.getByRole('link', { name: 'Get migration help' });
    await expect(link).toHaveAttribute('href', QUICKBOOKS_CONTACT);
    await waitForHydration(link);
    await link.click();
    await expect(page).toHaveURL((url) => url.pathname === '/contact/' && url.searchParams.get('subject') === 'quickbooks');
  });
});
