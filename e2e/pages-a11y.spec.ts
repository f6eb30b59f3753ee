import { bannerFor } from '../lib/content/routes';
import { servicePages, servicesOverview } from '../content/services';
import { site } from '../content/site';
import { test, expect, expectNoAxeViolations } from './fixtures';

test.describe('accessibility of the firm’s pages', () => {
  test('/teamProfile as pre-rendered (the team page it redirects to) has no axe violations', async ({ browser, baseURL }) => {
    // The site's scripts are held back, so the page stays as pre-rendered; axe itself still runs.
    const context = await browser.newContext({ baseURL });
    const page = await context.newPage();
    await page.route('**/_next/static/**/*.js', (route) => route.abort());
    await page.goto('/teamProfile/');
    await expect(page.getByRole('heading', { level: 1, name: bannerFor('/team').pageName })).toBeVisible();
    await expectNoAxeViolations(page);
    await context.close();
  });

  test('service pages end with a call to book or to send an enquiry with the matching category', async ({ page }) => {
    for (const entry of [servicesOverview, ...servicePages]) {
      const { body } = entry;
      const route = entry.route.path;
      await page.goto(`${route}/`);
      const enquiry = page.getByRole('link', { name: 'Send an enquiry' });
      await expect(enquiry, route).toHaveAttribute('href', `/contact/?subject=${entry.contactSubject}`);
      await expect(page.getByRole('link', { name: /Book a consultation/ }).last()).toHaveAttribute('target', '_blank');
      for (const [, heading] of body.matchAll(/^## (.+)$/gm)) await expect(page.getByRole('heading', { level: 2, name: heading }), route).toBeVisible();
      await expect(page.getByRole('heading', { level: 2, name: 'How an engagement works' })).toBeVisible();
      for (const step of entry.engagement) await expect(page.getByRole('heading', { level: 3, name: step.step, exact: true }).first()).toBeAttached();
      if (entry.lastReviewed) {
        const note = page.getByRole('complementary', { name: 'Sources' });
        await expect(note.locator(`time[datetime="${entry.lastReviewed}"]`)).toBeVisible();
        await expect(note).toContainText(site.disclaimer);
      }
    }
  });

  test('each article in a list is named by its own heading, and no two share a name', async ({ page }) => {
    for (const path of ['/', '/news/', '/es/', '/es/noticias/', '/tax-center/']) {
      await page.goto(path);
      const articles = await page.getByRole('main').getByRole('article').all();
      expect(articles.length, path).toBeGreaterThan(1);
      const names: string[] = [];
      for (const article of articles) {
        const heading = (await article.getByRole('heading').first().innerText()).trim();
        await expect(article, path).toHaveAccessibleName(heading);
        names.push(heading);
      }
      expect(new Set(names).size, `${path}: ${names.join(' | ')}`).toBe(names.length);
    }
  });
});
