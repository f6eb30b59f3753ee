import { accessibilityStatement } from '../content/accessibility';
import { enquiryFields, enquiryRetentionDays, privacyPage } from '../content/privacy';
import { home } from '../content/home';
import { providers, site } from '../content/site';
import { plainName, team } from '../content/team';
import { formatDate } from '../lib/format';
import { test, expect, expectNoAxeViolations } from './fixtures';

const member = team[0]!;
const complaint = `Complaints concerning Certified Public Accountants may be addressed in writing to the ${site.regulator.name}`;

test.describe('privacy notice', () => {
  test('says what the form sends, where it goes, for how long, and who else is involved', async ({ page }) => {
    await page.goto('/privacy/');
    await expect(page.getByRole('heading', { level: 1, name: 'Privacy Notice' })).toBeVisible();
    const fields = page.getByTestId('enquiry-fields');
    await expect(fields.getByRole('term')).toHaveText(enquiryFields.map((f) => f.label));
    for (const field of enquiryFields) await expect(fields.getByText(field.what)).toBeVisible();

    const where = page.getByRole('region', { name: 'Where it goes and how long we keep it' });
    await expect(where).toContainText(site.contact.email);
    await expect(where).toContainText(`deletes a delivered enquiry ${enquiryRetentionDays} days after delivery`);
    await expect(where).toContainText('kept until we resend it or delete it');

    const outside = page.getByTestId('providers').getByRole('listitem');
    await expect(outside).toHaveCount(providers.length);
    for (const provider of providers) {
      const item = outside.filter({ hasText: provider.name });
      for (const url of provider.hrefs) await expect(item).toContainText(new URL(url).host);
    }
    await expect(page.getByRole('region', { name: 'No cookies, no trackers' })).toContainText('only once you reach for the booking call to action');
    await expect(page.getByRole('region', { name: 'Do Not Track' })).toContainText(privacyPage.dnt);
    await expect(page.getByRole('region', { name: privacyPage.safeguards.title })).toContainText('Safeguards Rule');
    await expect(page.getByRole('region', { name: 'Ask for a copy or for deletion' }).getByRole('link', { name: site.contact.email })).toBeVisible();
    await expect(page.getByText(`Effective ${formatDate(privacyPage.effective)}`)).toBeVisible();
    await expect(page.getByRole('complementary', { name: 'Sources' }).locator(`time[datetime="${privacyPage.lastReviewed}"]`)).toBeVisible();
    await expectNoAxeViolations(page);
  });

  test('shows the CPA licence with the Board’s look-up and the Board’s complaint notice', async ({ page }) => {
    await page.goto('/privacy/');
    const block = page.getByRole('region', { name: 'Licence and complaints' });
    await expect(block).toContainText(`${plainName(member)} holds Texas Certified Public Accountant certificate no. [placeholder: not a real certificate number], issued by the Texas State Board of Public Accountancy.`);
    await expect(block.getByRole('link', { name: /public licensee look-up/ })).toHaveAttribute('href', site.regulator.licenseeLookup);
    await expect(block.getByTestId('complaint-notice')).toContainText(complaint);
    await expect(block.getByRole('link', { name: /www\.tsbpa\.texas\.gov/ })).toHaveAttribute('href', site.regulator.url);
    await expect(block.getByRole('link', { name: site.regulator.enforcementEmail })).toHaveAttribute('href', `mailto:${site.regulator.enforcementEmail}`);
  });

  test('is linked from the footer’s privacy statement and from the enquiry form', async ({ page }) => {
    await page.goto('/contact/');
    const footer = page.getByRole('contentinfo');
    await expect(footer.getByRole('region', { name: 'Privacy statement' }).getByRole('link', { name: 'Privacy Notice' })).toHaveAttribute('href', '/privacy/');
    const form = page.locator('form');
    await form.getByRole('link', { name: 'privacy notice' }).click();
    await expect(page).toHaveURL(/\/privacy\/$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Privacy Notice' })).toBeVisible();
  });
});

test.describe('accessibility statement', () => {
  test('gives the standard, the testing, the parts outside the firm’s control, how to report a barrier and the review date', async ({ page }) => {
    await page.goto('/accessibility/');
    await expect(page.getByRole('heading', { level: 1, name: 'Accessibility Statement' })).toBeVisible();
    await expect(page.getByText(/WCAG\) 2\.2 at level AA/)).toBeVisible();
    for (const heading of accessibilityStatement.body.matchAll(/^## (.+)$/gm)) {
      await expect(page.getByRole('heading', { level: 2, name: heading[1] })).toBeVisible();
    }
    await expect(page.getByText(/375 pixels.*1280 pixels/)).toBeVisible();
    await expect(page.getByText('file-sharing portal', { exact: true })).toBeVisible();
    await expect(page.getByText('online booking page', { exact: true })).toBeVisible();
    const reach = page.getByRole('list', { name: 'Ways to reach us' });
    await expect(reach.getByRole('link', { name: site.contact.email })).toBeVisible();
    await expect(reach.getByRole('link', { name: site.contact.phone })).toHaveAttribute('href', /^tel:/);
    await expect(page.locator(`time[datetime="${accessibilityStatement.lastReviewed}"]`)).toHaveText(formatDate(accessibilityStatement.lastReviewed));
    await expectNoAxeViolations(page);
  });
});

test.describe('team profile licence', () => {
  test('the profile shows the licence and the complaint notice', async ({ page }) => {
    await page.goto('/team/');
    await page.getByTestId('team-card').getByRole('link', { name: member.name }).click();
    const profile = page.getByRole('article', { name: member.name });
    const block = profile.getByRole('region', { name: 'Licence and complaints' });
    await expect(block).toContainText('certificate no. [placeholder: not a real certificate number]');
    await expect(block).not.toContainText('PLACEHOLDER');
    await expect(block.getByRole('link', { name: /public licensee look-up/ })).toHaveAttribute('target', '_blank');
    await expect(block.getByTestId('complaint-notice')).toContainText(site.regulator.enforcementEmail);
    await expectNoAxeViolations(page);
  });
});

test.describe('booking', () => {
  test('the scheduling style sheet is the one outside request, and only once the visitor reaches for booking', async ({ page, baseURL }) => {
    const origin = new URL(baseURL!).origin;
    const elsewhere: string[] = [];
    page.on('request', (r) => new URL(r.url()).origin !== origin && elsewhere.push(r.url()));
    await page.goto('/');
    await page.waitForLoadState('networkidle');
    expect(elsewhere).toEqual([]);
    await page.getByRole('region', { name: home.consultation.title }).getByRole('link', { name: new RegExp(home.consultation.cta) }).focus();
    await expect.poll(() => elsewhere).toEqual([site.links.schedulingStylesheet]);
    expect(await page.context().cookies()).toEqual([]);
  });
});
