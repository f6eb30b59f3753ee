import type { Page } from '@playwright/test';
import { taxBrackets, taxYear } from '@/content/tax-brackets';
import { taxEstimatorPage } from '@/content/tax-center';
import { formatDate, money, percent } from '@/lib/format';
import { CURRENCY_MESSAGES, federalIncomeTax, taxableFromWages, type FilingStatus } from '@/lib/income-tax';
import { test, expect, expectNoAxeViolations } from './fixtures';

const form = (page: Page) => page.getByRole('form', { name: 'Tax estimator' });
const amountBox = (page: Page) => form(page).getByRole('textbox');
const result = (page: Page) => page.getByTestId('estimate-result');
const estimateButton = (page: Page) => page.getByRole('button', { name: 'Estimate my tax' });
const statusLabel = (key: FilingStatus) => taxBrackets.statuses.find((s) => s.key === key)!.label;

/** What the result must show for a case, computed from the same data the page uses. */
function expected(year: number, status: FilingStatus, amount: number, mode: 'taxable' | 'wages' = 'taxable') {
  const data = taxYear(year);
  const taxable = mode === 'wages' ? taxableFromWages(amount, data.standardDeduction[status]) : amount;
  return federalIncomeTax(taxable, data.brackets[status]);
}

async function estimate(page: Page, { year, status, amount }: { year: number; status: FilingStatus; amount: string }) {
  await form(page).getByLabel('Tax year').selectOption(String(year));
  await form(page).getByLabel('Filing status').selectOption(status);
  await amountBox(page).fill(amount);
  await estimateButton(page).click();
}

async function expectResult(page: Page, year: number, status: FilingStatus, tax: ReturnType<typeof expected>) {
  const region = result(page);
  await expect(region).toContainText(`${year}, ${statusLabel(status).toLowerCase()}`);
  await expect(region).toContainText(`taxable income of ${money(tax.taxableIncome)}`);
  await expect(region.getByRole('definition')).toHaveText([money(tax.tax), `${tax.marginalRate}%`, percent(tax.effectiveRate)]);
  const rows = page.getByRole('table', { name: 'Bracket by bracket' }).locator('tbody tr');
  await expect(rows).toHaveCount(tax.breakdown.length);
  for (const [i, slice] of tax.breakdown.entries()) {
    await expect(rows.nth(i).getByRole('cell')).toHaveText([money(slice.amount), money(slice.tax)]);
  }
}

test.describe('Tax estimator', () => {
  test('gives the right tax for a known case in each year', async ({ page }) => {
    await page.goto('/tax-estimator/');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Tax Estimator');
    // Checked by hand: 2025 single, 10% of 11,925 + 12% of 36,550 + 22% of 36,525; 2026 single, 10% of 12,400 + 12% of 38,000 + 22% of 34,600.
    const literal: Record<number, string> = { 2025: '$13,614', 2026: '$13,412' };
    for (const year of taxBrackets.years.map((y) => y.year)) {
      await estimate(page, { year, status: 'single', amount: '85,000' });
      const tax = expected(year, 'single', 85_000);
      expect(money(tax.tax)).toBe(literal[year]);
      await expectResult(page, year, 'single', tax);
    }
    for (const status of ['joint', 'head-of-household'] as const) {
      await estimate(page, { year: 2026, status, amount: '250,000' });
      await expectResult(page, 2026, status, expected(2026, status, 250_000));
    }
    await expectNoAxeViolations(page);
  });

  test('takes the standard deduction off wages when asked', async ({ page }) => {
    await page.goto('/tax-estimator/');
    await form(page).getByRole('radio', { name: /Wages/ }).check();
    const deduction = taxYear(2026).standardDeduction.joint;
    await form(page).getByLabel('Filing status').selectOption('joint');
    await expect(amountBox(page)).toHaveAccessibleName('Wages');
    await expect(amountBox(page)).toHaveAccessibleDescription(new RegExp(`standard deduction for married filing jointly, ${money(deduction).replace('$', '\\$')}, is taken off`));
    await amountBox(page).fill('120000');
    await estimateButton(page).click();
    const tax = expected(2026, 'joint', 120_000, 'wages');
    await expect(result(page)).toContainText(`wages of $120,000 less the ${money(deduction)} standard deduction leave taxable income of ${money(tax.taxableIncome)}`);
    await expectResult(page, 2026, 'joint', tax);
  });

  test('accepts "85,000", "$85000" and " 85 000 " alike', async ({ page }) => {
    await page.goto('/tax-estimator/');
    const tax = expected(2026, 'single', 85_000);
    for (const amount of ['85,000', '$85000', ' 85 000 ']) {
      await estimate(page, { year: 2026, status: 'single', amount });
      await expect(amountBox(page)).not.toHaveAttribute('aria-invalid');
      await expectResult(page, 2026, 'single', tax);
    }
  });

  test('rejects letters with a message tied to the field, then accepts the corrected amount', async ({ page }) => {
    await page.goto('/tax-estimator/');
    await estimate(page, { year: 2026, status: 'single', amount: '85k' });
    const box = amountBox(page);
    await expect(box).toHaveAttribute('aria-invalid', 'true');
    await expect(box).toBeFocused();
    await expect(page.getByText(CURRENCY_MESSAGES.characters)).toBeVisible();
    await expect(box).toHaveAccessibleDescription(new RegExp(CURRENCY_MESSAGES.characters.replace(/[.$]/g, '\\$&')));
    await expect(result(page).getByRole('definition')).toHaveCount(0);
    await expectNoAxeViolations(page);

    await box.fill('');
    await estimateButton(page).click();
    await expect(page.getByText(CURRENCY_MESSAGES.empty)).toBeVisible();

    await box.fill('85000');
    await expect(box).not.toHaveAttribute('aria-invalid');
    await estimateButton(page).click();
    await expectResult(page, 2026, 'single', expected(2026, 'single', 85_000));
  });

  test('works with the keyboard alone', async ({ page }) => {
    await page.goto('/tax-estimator/');
    const year = form(page).getByLabel('Tax year');
    await page.getByRole('heading', { name: 'Tax estimator', level: 2 }).evaluate((h) => {
      h.setAttribute('tabindex', '-1');
      h.focus();
    });
    await page.keyboard.press('Tab');
    await expect(year).toBeFocused();
    await page.keyboard.press('ArrowUp');
    await expect(year).toHaveValue('2025');
    await page.keyboard.press('Tab');
    await expect(form(page).getByLabel('Filing status')).toBeFocused();
    await page.keyboard.press('ArrowDown');
    await expect(form(page).getByLabel('Filing status')).toHaveValue('joint');
    await page.keyboard.press('Tab');
    await expect(form(page).getByRole('radio', { name: /Taxable income/ })).toBeFocused();
    await page.keyboard.press('ArrowRight');
    await expect(form(page).getByRole('radio', { name: /Wages/ })).toBeChecked();
    await page.keyboard.press('Tab');
    await expect(amountBox(page)).toBeFocused();
    await page.keyboard.type('100,000');
    await page.keyboard.press('Enter');
    await expectResult(page, 2025, 'joint', expected(2025, 'joint', 100_000, 'wages'));
    await page.keyboard.press('Tab');
    await expect(estimateButton(page)).toBeFocused();
    const ring = await estimateButton(page).evaluate((el) => getComputedStyle(el).outlineStyle);
    expect(ring).not.toBe('none');
  });

  test('announces the result in a polite live region that is there from the start', async ({ page }) => {
    await page.goto('/tax-estimator/');
    const region = result(page);
    await expect(region).toHaveAttribute('aria-live', 'polite');
    await expect(region).toHaveAttribute('aria-atomic', 'true');
    await expect(region).toContainText('Enter an amount');
    await estimate(page, { year: 2026, status: 'single', amount: '85,000' });
    await expect(region).toContainText(money(expected(2026, 'single', 85_000).tax));
    // A change of year updates the result on show, in the same region.
    await form(page).getByLabel('Tax year').selectOption('2025');
    await expect(region).toContainText(money(expected(2025, 'single', 85_000).tax));
    await expect(page.locator('[aria-live]').filter({ hasText: 'Estimated federal income tax' })).toHaveCount(1);
    await expectNoAxeViolations(page);
  });

  test('says what it leaves out, with sources, review date and disclaimer, and is linked from the Tax Center', async ({ page }) => {
    await page.goto('/tax-estimator/');
    for (const item of taxEstimatorPage.scope) await expect(page.getByText(item, { exact: true })).toBeVisible();
    const sources = page.getByRole('complementary', { name: 'Sources' });
    await expect(sources).toContainText(`Last reviewed: ${formatDate(taxEstimatorPage.lastReviewed)}`);
    for (const source of taxEstimatorPage.sources) await expect(sources.getByRole('link', { name: source.label })).toHaveAttribute('href', source.url);
    const crumbs = page.getByRole('navigation', { name: 'Breadcrumb' });
    await expect(crumbs.getByRole('link', { name: 'Tax Center' })).toHaveAttribute('href', '/tax-center/');
    await page.goto('/tax-center/');
    await expect(page.getByRole('link', { name: 'Estimate your tax' })).toHaveAttribute('href', '/tax-estimator/');
  });
});

test.describe('Tax estimator without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('shows the brackets, the worked example and says the calculator needs JavaScript', async ({ page }) => {
    await page.goto('/tax-estimator/');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Tax Estimator');
    // Playwright's text search skips <noscript>, so the message is found by its place.
    const note = page.locator('noscript p');
    await expect(note).toBeVisible();
    await expect(note).toHaveText(taxEstimatorPage.noScript);
    // A submit goes nowhere: the page stays as it is.
    await amountBox(page).fill('85000');
    await estimateButton(page).click();
    await expect(page).toHaveURL(/\/tax-estimator\/$/);
    await expect(result(page)).not.toContainText('$');
    const example = expected(taxBrackets.years.at(-1)!.year, 'single', 85_000);
    await expect(page.getByTestId('worked-example')).toContainText(`${money(example.tax)} in all`);
    for (const y of taxBrackets.years) {
      const table = page.getByRole('table', { name: new RegExp(`^${y.year} brackets`) });
      await expect(table).toBeVisible();
      await expect(table.getByRole('row')).toHaveCount(taxBrackets.rates.length + 1);
      await expect(table).toContainText(money(y.thresholds['head-of-household'][1]!));
    }
    await expect(page.getByRole('table', { name: 'Standard deduction by filing status' })).toContainText(money(taxYear(2026).standardDeduction.single));
  });
});
