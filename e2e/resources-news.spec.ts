import type { Page } from '@playwright/test';
import { newsPosts, OBBBA_POST_TITLE } from '@/content/news';
import { site } from '@/content/site';
import { formatDate } from '@/lib/format';
import { textBlocks } from '@/lib/markdown';
import { articleTitle } from '@/lib/content/metadata';
import { test, expect, expectNoAxeViolations } from './fixtures';
import { expectNewTabLink, waitForHydration } from './resources-helpers';

const REAL = newsPosts.filter((p) => !p.placeholder);
const BOI_TITLE = 'BOI Reporting: Domestic Companies Now Exempt';
const QB_POST = newsPosts.find((p) => p.category === 'QuickBooks')!;
const QB_TITLE = QB_POST.formerTitles[0]!;
const postUrl = (title: string) => `/news/?post=${encodeURIComponent(title)}`;
const article = (page: Page) => page.getByRole('article').filter({ has: page.getByRole('heading', { level: 2 }) }).first();
const postHeading = (page: Page) => page.locator('#news-post-title');
const NEWS_TITLE = 'News | Live Oak Ledger CPA';
const tabTitle = (postTitle: string) => `${postTitle} | ${NEWS_TITLE}`;

test.describe('News without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  for (const path of ['/news/', postUrl(OBBBA_POST_TITLE)]) {
    test(`the exported HTML of ${path.slice(0, 20)}… lists every post with a link to it`, async ({ page }) => {
      await page.goto(path);
      const list = page.getByRole('region', { name: 'Latest news' });
      await expect(list).toBeVisible();
      await expect(list.getByRole('heading', { level: 3 })).toHaveText(REAL.map((p) => p.title));
      for (const post of REAL) {
        const link = list.getByRole('link', { name: post.title, exact: true });
        await expect(link).toHaveAttribute('href', `/news/${post.slug}/`);
        const item = list.getByRole('listitem').filter({ has: page.getByRole('link', { name: post.title, exact: true }) });
        await expect(item.locator('time')).toHaveAttribute('datetime', post.date);
        await expect(item).toContainText(post.category);
      }
      await expect(list.getByText('Post Not Found')).toHaveCount(0);
    });
  }
});

test.describe('News post selection', () => {
  test('a deep link renders the One Big Beautiful Bill Act post with its comparison table', async ({ page }) => {
    await page.goto(postUrl(OBBBA_POST_TITLE));
    await expect(postHeading(page)).toHaveText(OBBBA_POST_TITLE);
    await expect(page).toHaveTitle(tabTitle(OBBBA_POST_TITLE));
    const post = article(page);
    await expect(post.locator('time').first()).toHaveAttribute('datetime', '2025-07-15');
    await expect(post.locator('time').first()).toHaveText('July 15, 2025');
    await expect(post).toContainText('Tax Law');
    await expect(post).toContainText('signed into law on July 4, 2025, as Public Law 119-21');

    const table = post.getByRole('table', { name: 'Individual provisions: prior law for 2025 against the One Big Beautiful Bill Act' });
    await expect(table.getByRole('columnheader')).toHaveText(['Provision', 'Prior law for 2025', 'Final legislation']);
    await expect(table.locator('tbody').getByRole('row')).toHaveCount(9);
    const final = async (provision: string) =>
      table.getByRole('row').filter({ has: page.getByRole('rowheader', { name: provision }) }).getByRole('cell').nth(1);
    const expectations: [string, string[]][] = [
      ['Standard deduction: single / joint / head of household', ['$15,750', '$31,500', '$23,625']],
      ['SALT deduction cap', ['$40,000']],
      ['Child tax credit', ['$2,200']],
      ['Qualified tips', ['$25,000']],
      ['Qualified overtime premium', ['$12,500']],
      ['Car loan interest (new, US-assembled vehicle, loan after 31 Dec 2024)', ['$10,000']],
      ['Taxpayers 65 and older', ['$6,000']],
      ['Individual rates and brackets', ['made permanent']],
      ['Qualified business income deduction (199A)', ['20%, made permanent']],
    ];
    for (const [provision, figures] of expectations) {
      const cell = await final(provision);
      for (const figure of figures) await expect(cell, provision).toContainText(figure);
    }
    const prior = table.getByRole('row').filter({ has: page.getByRole('rowheader', { name: 'SALT deduction cap' }) }).getByRole('cell').first();
    // What assistive technology reads: the phone-only column label beside the value is aria-hidden.
    await expect(prior).toHaveAccessibleName('$10,000 ($5,000 married filing separately)');
    await expect(prior.locator('[aria-hidden="true"]')).toHaveText('Prior law for 2025');
    const finalSalt = await final('SALT deduction cap');
    await expect(finalSalt).toHaveAccessibleName(/^\$40,000 \(\$20,000 MFS\) for 2025/);

    const references = post.getByRole('region', { name: 'References' });
    await expectNewTabLink(references.getByRole('link', { name: /IRS: One Big Beautiful Bill provisions/ }), 'https://www.irs.gov/newsroom/one-big-beautiful-bill-provisions');
    await expectNewTabLink(references.getByRole('link', { name: /Public Law 119-21/ }), 'https://www.congress.gov/bill/119th-congress/house-bill/1');

    // The other posts are listed under the article.
    const more = page.getByRole('region', { name: 'More news' });
    await expect(more.getByRole('heading', { level: 3 })).toHaveText(REAL.filter((p) => p.title !== OBBBA_POST_TITLE).map((p) => p.title));
    await expectNoAxeViolations(page);
  });

  test('titles with spaces and punctuation select their post, however the query is encoded', async ({ page }) => {
    await page.goto(postUrl(BOI_TITLE)); // colon and spaces, percent-encoded
    await expect(postHeading(page)).toHaveText(BOI_TITLE);
    await expect(article(page).locator('time').first()).toHaveAttribute('datetime', '2025-03-27');
    await expect(article(page)).toContainText('Compliance');

    // A link shared under the post's former title still opens it.
    await page.goto(`/news/?post=${QB_TITLE.replace(/ /g, '+').replace(',', '%2C')}`); // "+" for spaces, encoded comma
    await expect(postHeading(page)).toHaveText(QB_POST.title);
    await expect(article(page)).toContainText('QuickBooks Desktop 2023 followed after May 31, 2026');

    await page.goto('/news/?post=BOI Reporting: Domestic Companies Now Exempt'); // typed raw into the address bar
    await expect(postHeading(page)).toHaveText(BOI_TITLE);
    await expectNoAxeViolations(page);
  });

  test('every post shows when its figures were last reviewed, with the disclaimer', async ({ page }) => {
    for (const post of REAL) {
      await page.goto(postUrl(post.title));
      await expect(postHeading(page)).toHaveText(post.title);
      const references = article(page).getByRole('region', { name: 'References' });
      await expect(references.locator(`time[datetime="${post.lastReviewed}"]`)).toHaveText(formatDate(post.lastReviewed!));
      await expect(references).toContainText(site.disclaimer);
    }
  });

  test('every post link in a list leads to the post\'s own page', async ({ page }) => {
    await page.goto(postUrl(REAL[0]!.title));
    await expect(postHeading(page)).toHaveText(REAL[0]!.title);
    for (const post of REAL.slice(1)) {
      const more = page.getByRole('region', { name: 'More news' });
      const link = more.getByRole('link', { name: post.title, exact: true });
      await expect(link).toHaveAttribute('href', `/news/${post.slug}/`);
      await waitForHydration(link);
      await link.click();
      await expect(page).toHaveURL(`/news/${post.slug}/`);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(post.title);
      await expect(page).toHaveTitle(articleTitle(post.title));
      await expect(page.getByRole('article', { name: post.title }).locator('time').first()).toHaveAttribute('datetime', post.date);
    }
    await page.goBack();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(REAL[REAL.length - 2]!.title);
  });

  test('the tab names the post shown, and leaving the post gives back the page its own title', async ({ page, isMobile }) => {
    await page.goto('/news/');
    await expect(page).toHaveTitle(NEWS_TITLE);
    await page.goto(postUrl(BOI_TITLE));
    await expect(postHeading(page)).toHaveText(BOI_TITLE);
    await expect(page).toHaveTitle(tabTitle(BOI_TITLE));

    // On to another page in the app: it shows its own title, not the post's.
    if (isMobile) await page.getByRole('button', { name: 'Open menu' }).click();
    await page.getByRole('link', { name: 'About', exact: true }).first().click();
    await expect(page).toHaveURL(/\/about\/$/);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page).toHaveTitle('About Us | Live Oak Ledger CPA');
    await page.goBack();
    await expect(postHeading(page)).toHaveText(BOI_TITLE);
    await expect(page).toHaveTitle(tabTitle(BOI_TITLE));
  });

  test('a post shown through ?post= points search engines at its own page', async ({ page }) => {
    const post = REAL.find((p) => p.title === BOI_TITLE)!;
    await page.goto(postUrl(BOI_TITLE));
    await expect(postHeading(page)).toHaveText(BOI_TITLE);
    await expect(page.locator('head meta[name="robots"]')).toHaveAttribute('content', 'noindex, follow');
    const own = page.getByRole('link', { name: `This post has its own page: ${BOI_TITLE}` });
    await expect(own).toHaveAttribute('href', `/news/${post.slug}/`);
    await waitForHydration(own);
    await own.click();
    await expect(page).toHaveURL(`/news/${post.slug}/`);
    await expect(page.locator('meta[name="robots"]')).toHaveCount(0);
    await page.goto('/news/');
    await expect(postHeading(page)).toHaveText('Post Not Found');
    await expect(page.locator('meta[name="robots"]')).toHaveCount(0);
  });

  test('an unknown title falls back to the Post Not Found view with the list of posts', async ({ page }) => {
    await page.goto('/news/?post=No%20Such%20Post%3A%20Really');
    await expect(postHeading(page)).toHaveText('Post Not Found');
    await expect(page.getByText('We could not find a post titled “No Such Post: Really”.')).toBeVisible();
    await expect(page.getByText('The article you are looking for may have been moved or renamed.')).toBeVisible();
    await expect(page.getByRole('region', { name: 'Latest news' }).getByRole('heading', { level: 3 })).toHaveText(REAL.map((p) => p.title));
    await expectNoAxeViolations(page);

    // Near misses are not matches: the title must be exact.
    await page.goto(postUrl(BOI_TITLE.toLowerCase()));
    await expect(postHeading(page)).toHaveText('Post Not Found');
    await page.goto(postUrl(`${BOI_TITLE} `));
    await expect(postHeading(page)).toHaveText('Post Not Found');
  });

  test('a missing or empty title shows the Post Not Found view (the first entry)', async ({ page }) => {
    for (const path of ['/news/', '/news/?post=', '/news/?other=1']) {
      await page.goto(path);
      await expect(postHeading(page), path).toHaveText('Post Not Found');
      await expect(page.getByText(/We could not find a post titled/)).toHaveCount(0);
      await expect(page.getByRole('region', { name: 'Latest news' }).getByRole('link')).toHaveCount(REAL.length);
    }
    await expect(page).toHaveTitle('News | Live Oak Ledger CPA');
    await expectNoAxeViolations(page);
  });
});

test.describe('News posts as pages', () => {
  for (const post of REAL) {
    test(`${post.slug} is pre-rendered with its own title, description, canonical URL and NewsArticle data`, async ({ page }) => {
      await page.goto(`/news/${post.slug}/`);
      await expect(page).toHaveTitle(articleTitle(post.title));
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(post.title);
      await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', post.summary!);
      await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', new RegExp(`/news/${post.slug}/$`));
      await expect(page.locator('meta[property="og:type"]')).toHaveAttribute('content', 'article');
      await expect(page.locator('meta[property="og:title"]')).toHaveAttribute('content', articleTitle(post.title));
      const data = await page.locator('script[type="application/ld+json"]').allTextContents();
      const article = data.map((text) => JSON.parse(text)).find((item) => item['@type'] === 'NewsArticle');
      expect(article).toMatchObject({ headline: post.title, datePublished: post.date, dateModified: post.lastReviewed });
      const crumbs = page.getByRole('navigation', { name: 'Breadcrumb' });
      await expect(crumbs.getByRole('link', { name: 'News' })).toHaveAttribute('href', '/news/');
      for (const block of textBlocks(post.body)) await expect(page.getByRole('article', { name: post.title })).toContainText(block);
      await expectNoAxeViolations(page);
    });
  }

  test('/news/ lists every post with its date and summary, linking to its page, without JavaScript', async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto('/news/');
    const list = page.getByRole('region', { name: 'Latest news' });
    for (const post of REAL) {
      const item = list.getByRole('listitem').filter({ has: page.getByRole('link', { name: post.title, exact: true }) });
      await expect(item.getByRole('link')).toHaveAttribute('href', `/news/${post.slug}/`);
      await expect(item.locator('time')).toHaveAttribute('datetime', post.date);
      await expect(item).toContainText(post.summary!);
    }
    await page.goto(`/news/${REAL[0]!.slug}/`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(REAL[0]!.title);
    await context.close();
  });

  test('the feed is linked from every page, parses, and carries every post', async ({ page, request }) => {
    await page.goto('/');
    const alternate = page.locator('link[rel="alternate"][type="application/rss+xml"]');
    await expect(alternate).toHaveAttribute('href', /\/news\/feed\.xml$/);
    const response = await request.get('/news/feed.xml');
    expect(response.status()).toBe(200);
    expect(response.headers()['content-type']).toMatch(/xml/);
    const xml = await response.text();
    const items = await page.evaluate((text) => {
      const doc = new DOMParser().parseFromString(text, 'application/xml');
      if (doc.querySelector('parsererror')) throw new Error('feed does not parse');
      return [...doc.querySelectorAll('channel > item')].map((item) => ({
        title: item.querySelector('title')?.textContent,
        link: item.querySelector('link')?.textContent,
        pubDate: item.querySelector('pubDate')?.textContent,
      }));
    }, xml);
    expect(items.map((item) => item.title)).toEqual(REAL.map((post) => post.title));
    for (const [i, post] of REAL.entries()) {
      expect(items[i]!.link).toMatch(new RegExp(`/news/${post.slug}/$`));
      expect(new Date(items[i]!.pubDate!).toISOString().slice(0, 10)).toBe(post.date);
    }
  });

  test('the sitemap lists every post page', async ({ request }) => {
    const sitemap = await (await request.get('/sitemap.xml')).text();
    for (const post of REAL) expect(sitemap).toContain(`/news/${post.slug}/</loc>`);
  });
});
