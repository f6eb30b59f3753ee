import { formsGroups } from '@/content/forms';
import { usefulLinks } from '@/content/useful-links';
import { test, expect, expectNoAxeViolations } from './fixtures';
import { expectNewTabLink } from './resources-helpers';

const IRS_PDF = 'https://www.irs.gov/pub/irs-pdf/';

test.describe('Useful links', () => {
  test('lists the six official sites as cards, each opening in a new tab with a description', async ({ page }) => {
    await page.goto('/useful-links/');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Useful Links');
    const cards = page
      .getByRole('list')
      .filter({ has: page.getByRole('link', { name: /^Social Security Administration/ }) })
      .getByRole('listitem');
    await expect(cards).toHaveCount(6);
    const expected = [
      ['Social Security Administration', 'https://www.ssa.gov'],
      ['U.S. Small Business Administration', 'https://www.sba.gov'],
      ['U.S. Department of Commerce', 'https://www.commerce.gov'],
      ['Internal Revenue Service', 'https://www.irs.gov'],
      ['Apply for an EIN online', 'https://www.irs.gov/businesses/small-businesses-self-employed/apply-for-an-employer-identification-number-ein-online'],
      ['Texas Workforce Commission', 'https://www.twc.texas.gov'],
    ] as const;
    for (const [index, [name, url]] of expected.entries()) {
      const item = cards.nth(index);
      const link = item.getByRole('link');
      await expect(link).toHaveAccessibleName(`${name} (opens in a new tab)`);
      await expectNewTabLink(link, url);
      await expect(item).toContainText(usefulLinks[index]!.description);
    }
    await expectNoAxeViolations(page);
  });

  test('clicking anywhere on a card opens the site in a new tab', async ({ page }) => {
    await page.goto('/useful-links/');
    const item = page.getByRole('listitem').filter({ hasText: 'Texas Workforce Commission' });
    const box = (await item.boundingBox())!;
    // Bottom-left corner of the card, on the address line, away from the heading link's text.
    const [popup] = await Promise.all([page.waitForEvent('popup'), item.click({ position: { x: 12, y: box.height - 12 } })]);
    await expect.poll(() => popup.url()).not.toBe('about:blank');
    expect(page.url()).toMatch(/\/useful-links\/$/);
    await popup.close();
  });
});

test.describe('Forms and instructions', () => {
  test('three captioned tables of IRS PDF links with descriptions', async ({ page }) => {
    await page.goto('/forms-instructions/');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Forms & Instructions');
    const tables = page.getByRole('main').getByRole('table');
    await expect(tables).toHaveCount(3);
    for (const group of formsGroups) {
      const table = page.getByRole('table', { name: new RegExp(`^${group.title}`) });
      await expect(table.locator('caption')).toHaveCount(1);
      await expect(table.getByRole('columnheader')).toHaveText(['Form', 'What it is for']);
      await expect(table.locator('thead th[scope="col"]')).toHaveCount(2);
      await expect(table.locator('tbody th[scope="row"]')).toHaveCount(group.list.length);
      for (const form of group.list) {
        const row = table.getByRole('row').filter({ has: page.getByRole('rowheader', { name: `${form.name} (PDF, opens in a new tab)`, exact: true }) });
        await expect(row.getByRole('cell')).toHaveText(form.description);
        const link = row.getByRole('link', { name: `${form.name} (PDF, opens in a new tab)` });
        await expectNewTabLink(link, form.link);
      }
    }
    const hrefs = await page.getByRole('main').getByRole('table').getByRole('link').evaluateAll((links) => links.map((a) => a.getAttribute('href')));
    expect(hrefs.sort()).toEqual(
      ['f1040', 'i1040gi', 'fw9', 'f4506t', 'fw4', 'f941', 'fw2', 'f9465', 'f1040x', 'f2848', 'fw7', 'pcir230'].map((f) => `${IRS_PDF}${f}.pdf`).sort(),
    );
    for (const name of ['Form 1040', 'Instructions for Form 1040', 'Form W-9', 'Form 4506-T', 'Form W-4', 'Form 941', 'Form W-2', 'Form 9465', 'Form 1040-X', 'Form 2848', 'Form W-7', 'Circular 230']) {
      await expect(page.getByRole('link', { name: `${name} (PDF, opens in a new tab)`, exact: true })).toHaveCount(1);
    }
    await expectNoAxeViolations(page);
  });
});
