import { team, teamWording } from '../content/team';
import { test, expect, expectNoAxeViolations } from './fixtures';

const member = team[0]!;

test.describe('team and profile', () => {
  test('the team page shows each member’s image, name, designation and paragraphs', async ({ page }) => {
    await page.goto('/team/');
    await expect(page.getByRole('heading', { level: 1, name: teamWording.pageTitle })).toBeVisible();
    const cards = page.getByTestId('team-card');
    await expect(cards).toHaveCount(team.length);
    const card = cards.first();
    await expect(card.getByRole('img', { name: member.image.alt })).toBeVisible();
    await expect(card.getByRole('heading', { name: member.name })).toBeVisible();
    await expect(card.getByText(member.designation)).toBeVisible();
    for (const d of member.description) await expect(card.getByText(d.paragraph)).toBeVisible();
  });

  test('a card opens /teamProfile/ with the member carried in navigation state, which survives a reload', async ({ page }) => {
    await page.goto('/team/');
    const link = page.getByTestId('team-card').getByRole('link', { name: member.name });
    await expect(link).toHaveAttribute('href', '/teamProfile/');
    await link.click();
    await expect(page).toHaveURL(/\/teamProfile\/$/);
    // The member is not in the URL.
    expect(new URL(page.url()).search).toBe('');
    await expect(page.getByRole('heading', { level: 1, name: 'Team Profile' })).toBeVisible();
    const profile = page.getByRole('article', { name: member.name });
    await expect(profile.getByRole('heading', { level: 2, name: member.name })).toBeVisible();
    await expect(profile.getByText(member.designation)).toBeVisible();
    for (const c of member.credentials) await expect(profile.getByText(c, { exact: true })).toBeVisible();
    for (const d of member.description) await expect(profile.getByText(d.paragraph)).toBeVisible();
    // Person structured data for the member shown.
    const person = await page.locator('script[type="application/ld+json"]').evaluateAll((scripts) =>
      scripts.map((s) => JSON.parse(s.textContent ?? '{}')).find((d) => d['@type'] === 'Person'),
    );
    expect(person).toMatchObject({ name: member.name, jobTitle: member.designation });
    await expect(page.getByRole('link', { name: 'Back to the team' })).toHaveAttribute('href', '/team/');
    await expectNoAxeViolations(page);

    // Like router location state, it lives in the history entry: a reload keeps the profile.
    await page.reload();
    await expect(page).toHaveURL(/\/teamProfile\/$/);
    await expect(page.getByRole('article', { name: member.name })).toBeVisible();

    // Back to the team, forward to the profile.
    await page.goBack();
    await expect(page).toHaveURL(/\/team\/$/);
    await page.goForward();
    await expect(page).toHaveURL(/\/teamProfile\/$/);
    await expect(page.getByRole('article', { name: member.name })).toBeVisible();
  });

  test('the About page’s team card opens the same profile', async ({ page }) => {
    await page.goto('/about/');
    await page.getByTestId('team-card').getByRole('link', { name: member.name }).click();
    await expect(page).toHaveURL(/\/teamProfile\/$/);
    await expect(page.getByRole('article', { name: member.name })).toBeVisible();
  });

  test('opened without state (a fresh deep link), the profile redirects to /team/', async ({ page }) => {
    await page.goto('/teamProfile/');
    await expect(page).toHaveURL(/\/team\/$/);
    await expect(page.getByRole('heading', { level: 1, name: teamWording.pageTitle })).toBeVisible();
  });

  test('without JavaScript the profile page shows the team page it redirects to, with the cards to choose from', async ({ browser, baseURL }) => {
    const context = await browser.newContext({ javaScriptEnabled: false, baseURL });
    const page = await context.newPage();
    await page.goto('/teamProfile/');
    await expect(page.getByRole('heading', { level: 1, name: teamWording.pageTitle })).toBeVisible();
    await expect(page.getByTestId('team-card').getByRole('link', { name: member.name })).toBeVisible();
    await expect(page.getByTestId('team-card').getByRole('img', { name: member.image.alt })).toBeVisible();
    await context.close();
  });
});
