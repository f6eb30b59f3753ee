/** What a Spanish-speaking visitor reads on the news, BOI, QuickBooks, privacy and accessibility pages under /es/. */
import { boi } from '@/content/boi.es';
import { spanishQuickbooks as quickbooks } from '@/content/quickbooks';
import { spanishAccessibilityStatement } from '@/content/accessibility';
import { enquiryFields, privacyPage } from '@/content/privacy.es';
import { figures } from '@/content/tax-figures.es';
import { site } from '@/content/site.es';
import { newsIn, spanishPosts } from '@/lib/content/news';
import { routeFor } from '@/lib/content/routes';
import { ui } from '@/content/ui.es';
import { formatDate } from '@/lib/format';
import { plainText, textBlocks } from '@/lib/markdown';
import { postPath } from '@/lib/news';
import { test, expect, expectNoAxeViolations } from './fixtures';
import { exerciseAccordion, accordionButton, waitForHydration } from './resources-helpers';

const jsonLd = async (page: import('@playwright/test').Page) =>
  (await page.locator('script[type="application/ld+json"]').allTextContents()).map((text) => JSON.parse(text) as Record<string, unknown>);

/** Each Spanish page, its heading, and the section headings a visitor scans. */
const pages: { path: string; h1: string; h2: string[] }[] = [
  { path: '/es/noticias/', h1: routeFor('/es/noticias').heading!, h2: [ui.news.latestNews] },
  ...spanishPosts.map((item) => ({ path: item.path, h1: item.post.title, h2: [ui.news.references, ui.news.moreNews] })),
  {
    path: '/es/servicios-boi/',
    h1: routeFor('/es/servicios-boi').heading!,
    h2: [boi.notice.title, ui.boi.aboutTitle, ui.boi.factsTitle, ui.boi.guidelinesTitle, ui.boi.faqTitle, ui.boi.contactTitle],
  },
  {
    path: '/es/servicios-quickbooks/',
    h1: routeFor('/es/servicios-quickbooks').heading!,
    h2: [quickbooks.notice.title, ui.quickbooks.affectedTitle, ui.quickbooks.migrationTitle],
  },
  {
    path: '/es/privacidad/',
    h1: routeFor('/es/privacidad').heading!,
    h2: [ui.privacy.collectTitle, ui.privacy.whyTitle, ui.privacy.whereTitle, ui.privacy.providersTitle, privacyPage.safeguards.title, ui.privacy.licenceTitle],
  },
  { path: '/es/accesibilidad/', h1: routeFor('/es/accesibilidad').heading!, h2: [] },
];

test.describe('Spanish reading pages', () => {
  for (const { path, h1, h2 } of pages) {
    test(`${path} is in Spanish, with its headings`, async ({ page }) => {
      await page.goto(path);
      await expect(page.locator('html')).toHaveAttribute('lang', 'es-US');
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(h1);
      const main = page.locator('main');
      for (const heading of h2) await expect(main.getByRole('heading', { level: 2, name: heading, exact: true })).toBeVisible();
      await expect(page.locator('link[rel="alternate"][hreflang="es-US"]')).toHaveAttribute('href', new RegExp(`${path}$`));
      await expect(page.locator('link[rel="alternate"][hreflang="en-US"]')).toHaveCount(1);
      await expect(page.locator('meta[property="og:locale"]')).toHaveAttribute('content', 'es_US');
      const crumbs = (await jsonLd(page)).find((item) => item['@type'] === 'BreadcrumbList');
      expect(crumbs?.inLanguage).toBe('es-US');
      expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
    });
  }
});

test.describe('Spanish news', () => {
  test('the list shows every post in Spanish with its Spanish date, linking to its Spanish page', async ({ page }) => {
    await page.goto('/es/noticias/');
    const list = page.getByRole('region', { name: ui.news.latestNews });
    const items = newsIn('es');
    await expect(list.getByRole('article')).toHaveCount(items.length);
    for (const item of items) {
      const link = list.getByRole('link', { name: item.post.title, exact: true });
      await expect(link).toHaveAttribute('href', item.path);
      if (item.lang === 'en') await expect(list.getByRole('article').filter({ has: link })).toContainText(ui.news.inEnglish);
    }
    await expect(list).toContainText(formatDate(items[0]!.post.date, 'es'));
    await expect(page.locator('link[rel="alternate"][hreflang="en-US"]')).toHaveAttribute('href', /\/news\/$/);
    await expect(page.locator('link[rel="alternate"][type="application/rss+xml"]')).toHaveAttribute('href', /\/es\/noticias\/feed\.xml$/);
  });

  test('a Spanish post shows its Spanish body with the figures filled in, its table, and NewsArticle data in Spanish', async ({ page }) => {
    const item = spanishPosts.find(({ english }) => english.slug === 'one-big-beautiful-bill-act-2025-return')!;
    await page.goto(item.path);
    const article = page.getByRole('article', { name: item.post.title });
    for (const block of textBlocks(item.post.body)) await expect(article).toContainText(block);
    await expect(article).toContainText(figures.saltCapSummary);
    await expect(article).toContainText('$15,750');
    await expect(article).not.toContainText('{{');
    await expect(article.locator('table caption')).toContainText('ley anterior para 2025');
    await expect(article.locator('span[lang="en"]').first()).toHaveText('One Big Beautiful Bill Act');
    await expect(article).toContainText(`${ui.sources.lastReviewed} ${formatDate(item.post.lastReviewed, 'es')}`);
    const data = (await jsonLd(page)).find((entry) => entry['@type'] === 'NewsArticle');
    expect(data).toMatchObject({ headline: item.post.title, inLanguage: 'es-US', datePublished: item.post.date });
    // Each post points search engines at its twin, and the English post back at it.
    await expect(page.locator('link[rel="alternate"][hreflang="en-US"]')).toHaveAttribute('href', new RegExp(`${postPath(item.english.slug)}$`));
    await page.goto(postPath(item.english.slug));
    await expect(page.locator('link[rel="alternate"][hreflang="es-US"]')).toHaveAttribute('href', new RegExp(`${item.path}$`));
    await expect(page.locator('html')).toHaveAttribute('lang', 'en-US');
  });

  test('the Spanish feed parses and carries every Spanish post', async ({ page, request }) => {
    const response = await request.get('/es/noticias/feed.xml');
    expect(response.status()).toBe(200);
    const xml = await response.text();
    await page.goto('/es/noticias/');
    const feed = await page.evaluate((text) => {
      const doc = new DOMParser().parseFromString(text, 'application/xml');
      if (doc.querySelector('parsererror')) throw new Error('feed does not parse');
      return {
        language: doc.querySelector('channel > language')?.textContent,
        items: [...doc.querySelectorAll('channel > item')].map((item) => ({ title: item.querySelector('title')?.textContent, link: item.querySelector('link')?.textContent })),
      };
    }, xml);
    expect(feed.language).toBe('es-US');
    expect(feed.items.map((item) => item.title)).toEqual(spanishPosts.map(({ post }) => post.title));
    for (const [i, { path }] of spanishPosts.entries()) expect(feed.items[i]!.link).toMatch(new RegExp(`${path}$`));
  });
});

test.describe('Spanish BOI page', () => {
  test('the guidelines accordion works: first open, one open at a time', async ({ page }) => {
    await page.goto('/es/servicios-boi/');
    await exerciseAccordion(page, page.getByRole('region', { name: ui.boi.guidelinesTitle }), boi.guidelines.map((g) => g.title), { axe: false });
  });

  test('the FAQ accordion works from the keyboard, and its answers are the FAQPage data in Spanish', async ({ page }) => {
    await page.goto('/es/servicios-boi/');
    const faq = page.getByRole('region', { name: ui.boi.faqTitle });
    await exerciseAccordion(page, faq, boi.faqs.map((f) => f.title), { keyboard: true, axe: false });
    const data = (await jsonLd(page)).find((item) => item['@type'] === 'FAQPage') as { inLanguage: string; mainEntity: { name: string; acceptedAnswer: { text: string } }[] };
    expect(data.inLanguage).toBe('es-US');
    expect(data.mainEntity.map((q) => q.name)).toEqual(boi.faqs.map((f) => f.title));
    expect(data.mainEntity.map((q) => q.acceptedAnswer.text)).toEqual(boi.faqs.map((f) => plainText(f.body)));
  });

  test('the exemptions table pages in Spanish', async ({ page }) => {
    await page.goto('/es/servicios-boi/');
    const guidelines = page.getByRole('region', { name: ui.boi.guidelinesTitle });
    const section = boi.guidelines.find((g) => g.id === 'exempt-entities')!;
    const button = accordionButton(guidelines, section.title);
    await waitForHydration(button);
    await button.click();
    const table = page.getByRole('region', { name: ui.boi.exemptionsCaption });
    await expect(table.getByRole('rowheader', { name: boi.exemptions[0]!.title })).toBeVisible();
    await expect(page.getByLabel(ui.boi.table.rowsPerPage)).toBeVisible();
    await expect(page.getByText('Filas 1–10 de 23')).toBeVisible();
    await page.getByRole('button', { name: ui.boi.table.next }).click();
    await expect(page.getByText('Filas 11–20 de 23')).toBeVisible();
    await expect(table.getByRole('rowheader', { name: boi.exemptions[10]!.title })).toBeVisible();
    await expectNoAxeViolations(page);
  });

  test('the contact button leads to the Spanish contact page, with the subject', async ({ page }) => {
    await page.goto('/es/servicios-boi/');
    await expect(page.getByRole('link', { name: ui.boi.contactButton, exact: true })).toHaveAttribute('href', /^\/es\/contacto\/?\?subject=beneficial-owner-information-\(boi\)$/);
  });
});

test.describe('Spanish QuickBooks page', () => {
  test('shows the end dates in Spanish, and the accordion works', async ({ page }) => {
    await page.goto('/es/servicios-quickbooks/');
    for (const { version, date } of quickbooks.endOfSupport) {
      await expect(page.getByRole('term').filter({ hasText: `${version}: ${ui.quickbooks.supportEnded}` })).toBeVisible();
      await expect(page.locator(`time[datetime="${date}"]`).first()).toHaveText(formatDate(date, 'es'));
    }
    await exerciseAccordion(page, page.getByRole('region', { name: ui.quickbooks.affectedTitle }), quickbooks.affectedServices.map((s) => s.title), { axe: false });
  });
});

test.describe('Spanish privacy notice and accessibility statement', () => {
  test('the privacy notice says in Spanish what the form sends, where it goes, and the licence', async ({ page }) => {
    await page.goto('/es/privacidad/');
    const fields = page.getByTestId('enquiry-fields');
    await expect(fields.getByRole('term')).toHaveText(enquiryFields.map((f) => f.label));
    await expect(page.getByText(`${ui.privacy.effective} ${formatDate(privacyPage.effective, 'es')}`)).toBeVisible();
    await expect(page.getByRole('region', { name: ui.privacy.whereTitle })).toContainText(site.contact.email);
    await expect(page.getByRole('region', { name: ui.privacy.dntTitle })).toContainText(privacyPage.dnt);
    const licence = page.getByRole('region', { name: ui.privacy.licenceTitle });
    await expect(licence).toContainText('n.º');
    await expect(licence).toContainText(site.regulator.name);
    await expect(licence.getByRole('link', { name: new RegExp(ui.privacy.lookupLink) })).toHaveAttribute('target', '_blank');
    await expect(page.getByRole('complementary', { name: ui.sources.label })).toContainText(ui.sources.lastReviewed);
  });

  test('the accessibility statement is in Spanish with the ways to reach us', async ({ page }) => {
    await page.goto('/es/accesibilidad/');
    for (const block of textBlocks(spanishAccessibilityStatement.body).slice(0, 3)) await expect(page.locator('main')).toContainText(block);
    const ways = page.getByRole('list', { name: ui.accessibility.waysLabel });
    await expect(ways).toContainText(ui.accessibility.email);
    await expect(ways.getByRole('link', { name: site.contact.email })).toHaveAttribute('href', /^mailto:/);
    await expect(page.locator('main')).toContainText(`${ui.sources.lastReviewed} ${formatDate(spanishAccessibilityStatement.lastReviewed, 'es')}`);
  });
});
