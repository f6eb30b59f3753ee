import { readFileSync } from 'node:fs';
import type { Page, Route } from '@playwright/test';
import { test, expect, expectNoAxeViolations } from './fixtures';
import { spanishRoutes } from '../content/routes.es';
import { home } from '../content/home.es';
import { about } from '../content/about.es';
import { team } from '../content/team.es';
import { categories } from '../content/categories.es';
import { contactPage, enquiryFormCopy } from '../content/contact.es';
import { site } from '../content/site.es';
import { ui } from '../content/ui.es';
import { spanishPosts } from '../lib/content/news';

// What a Spanish-speaking visitor sees and does on the home, about, team, profile and contact pages.

const member = team[0]!;
const heading = (path: keyof typeof spanishRoutes) => spanishRoutes[path].heading ?? spanishRoutes[path].title;

test.describe('Spanish home, about and team pages', () => {
  const pages: [string, string][] = [
    ['/es/', home.hero.title],
    ['/es/nosotros/', heading('/about')],
    ['/es/equipo/', heading('/team')],
  ];
  for (const [url, h1] of pages) {
    test(`${url} is in Spanish, with its heading, and passes axe`, async ({ page }) => {
      await page.goto(url);
      await expect(page.locator('html')).toHaveAttribute('lang', 'es-US');
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(h1);
      await expectNoAxeViolations(page);
    });
  }

  test('the home page speaks Spanish and links to the Spanish pages', async ({ page }) => {
    await page.goto('/es/');
    const main = page.getByRole('main');
    await expect(main.getByRole('link', { name: home.hero.cta })).toHaveAttribute('href', '/es/nosotros/');
    await expect(main.getByRole('heading', { level: 2, name: home.servicesIntro.title })).toBeVisible();
    await expect(main.getByRole('link', { name: home.servicesHelp.title })).toHaveAttribute('href', '/es/contacto/');
    await expect(main.getByText(ui.home.importantNews, { exact: true })).toBeVisible();
    await expect(main.getByRole('heading', { name: home.whyTitle })).toBeVisible();
    await expect(main.getByRole('button', { name: ui.home.carousel.next })).toBeVisible();
    await expect(main.getByText(ui.home.freeConsultation, { exact: true })).toBeVisible();
  });

  test('the news ticker shows each post in Spanish, with its Spanish category and date, linking to its Spanish page', async ({ page }) => {
    await page.goto('/es/');
    const list = page.getByTestId('news-marquee').getByRole('list', { name: ui.home.newsHeadlines });
    const items = list.getByRole('listitem');
    await expect(items).toHaveCount(spanishPosts.length);
    for (const [i, { post, path }] of spanishPosts.entries()) {
      const item = items.nth(i);
      await expect(item).not.toHaveAttribute('lang');
      await expect(item.getByRole('link')).toHaveAttribute('href', path);
      await expect(item).toContainText(post.title);
      await expect(item).toContainText(post.category);
      await expect(item.locator('time')).toHaveAttribute('datetime', post.date);
    }
    await expect(list).not.toContainText(/\b(Jan|Feb|Mar|Apr|May|Jun|Jul|Aug|Sep|Oct|Nov|Dec)\b/);
  });

  test('the about page has the Spanish copy and its team card opens the Spanish profile', async ({ page }) => {
    await page.goto('/es/nosotros/');
    await expect(page.getByRole('heading', { level: 2, name: about.heading })).toBeVisible();
    await expect(page.getByRole('heading', { name: ui.about.atAGlance })).toBeVisible();
    await expect(page.getByRole('group', { name: ui.about.galleryFilterLabel })).toBeVisible();
    await page.getByTestId('team-card').getByRole('link', { name: member.name }).click();
    await expect(page).toHaveURL(/\/es\/perfil-del-equipo\/$/);
    await expect(page.getByRole('article', { name: member.name })).toBeVisible();
  });

  test('a team card opens the Spanish profile, which passes axe and leads back to the Spanish team page', async ({ page }) => {
    await page.goto('/es/equipo/');
    await expect(page.getByTestId('team-card')).toHaveCount(team.length);
    const link = page.getByTestId('team-card').getByRole('link', { name: member.name });
    await expect(link).toHaveAttribute('href', '/es/perfil-del-equipo/');
    await link.click();
    await expect(page).toHaveURL(/\/es\/perfil-del-equipo\/$/);
    await expect(page.getByRole('heading', { level: 1, name: heading('/teamProfile') })).toBeVisible();
    const profile = page.getByRole('article', { name: member.name });
    await expect(profile.getByText(member.designation)).toBeVisible();
    for (const d of member.description) await expect(profile.getByText(d.paragraph)).toBeVisible();
    await expect(profile.getByRole('heading', { name: ui.team.licence.heading })).toBeVisible();
    const licence = profile.getByRole('region', { name: ui.team.licence.heading });
    await expect(licence).toContainText(`n.º ${ui.team.licence.placeholderNumber}, emitido por la Texas State Board of Public Accountancy (TSBPA, la junta de contaduría pública del estado).`);
    await expect(licence.getByTestId('complaint-notice')).toContainText('dirigirse por escrito a la Texas State Board of Public Accountancy');
    await expect(licence).not.toContainText('Junta');
    await expect(licence.getByRole('link', { name: new RegExp(ui.team.licence.lookUp) })).toHaveAttribute('href', site.regulator.licenseeLookup);
    await expect(page.getByRole('link', { name: ui.team.backToTeam })).toHaveAttribute('href', '/es/equipo/');
    await expectNoAxeViolations(page);
  });

  test('the Spanish profile opened without a member goes to the Spanish team page', async ({ page }) => {
    await page.goto('/es/perfil-del-equipo/');
    await expect(page).toHaveURL(/\/es\/equipo\/$/);
    await expect(page.getByRole('heading', { level: 1, name: heading('/team') })).toBeVisible();
  });
});

// The enquiry API is stubbed only at the network boundary, exactly as e2e/contact.spec.ts does.

const API = '**/contactus';
const TIMESTAMP = /^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/;
const M = ui.form.messages;
const T = ui.form.toasts;

/** Every subject value of the README's table, with the category it selects. */
const SUBJECTS: [string, string][] = [...readFileSync('README.md', 'utf8').matchAll(/^\| ([^|`]+?) \| `([^`]+)` \|$/gm)].map((m) => [m[2]!, m[1]!]);

const form = (page: Page) => page.getByRole('form', { name: contactPage.form.heading });
const L = enquiryFormCopy.labels;
const nameField = (page: Page) => form(page).getByRole('textbox', { name: L.name, exact: true });
const emailField = (page: Page) => form(page).getByRole('textbox', { name: L.email, exact: true });
const phoneField = (page: Page) => form(page).getByRole('textbox', { name: L.phone, exact: true });
const categoryField = (page: Page) => form(page).getByRole('combobox', { name: L.category });
const messageField = (page: Page) => form(page).getByRole('textbox', { name: L.message, exact: true });
const submitButton = (page: Page) => form(page).locator('button[type="submit"]');
const toasts = (page: Page) => page.locator('[data-toast]');
const recovery = (page: Page) => form(page).getByRole('region', { name: enquiryFormCopy.recovery.heading });

async function openForm(page: Page, url = '/es/contacto/') {
  await page.goto(url);
  await expect(submitButton(page)).toBeEnabled();
}

type Answer = (route: Route) => Promise<void>;
const json = (status: number, body: unknown): Answer => (route) =>
  route.fulfill({ status, contentType: 'application/json', headers: { 'access-control-allow-origin': '*' }, body: JSON.stringify(body) });

async function stubApi(page: Page, answer: Answer) {
  const requests: Record<string, unknown>[] = [];
  await page.route(API, async (route) => {
    const request = route.request();
    if (request.method() === 'OPTIONS') {
      await route.fulfill({
        status: 204,
        headers: { 'access-control-allow-origin': '*', 'access-control-allow-methods': 'POST', 'access-control-allow-headers': 'content-type, accept' },
      });
      return;
    }
    requests.push(request.postDataJSON() as Record<string, unknown>);
    await answer(route);
  });
  return requests;
}

const VALID = { name: 'María López', email: 'maria@example.com', phone: '5125550142', category: 'Tax Services', message: 'Necesito ayuda con mi declaración de 2025.' };

async function fillValid(page: Page, overrides: Partial<typeof VALID> = {}) {
  const v = { ...VALID, ...overrides };
  await nameField(page).fill(v.name);
  await emailField(page).fill(v.email);
  await phoneField(page).fill(v.phone);
  await categoryField(page).selectOption(v.category);
  await messageField(page).fill(v.message);
}

async function expectToast(page: Page, text: string) {
  const toast = toasts(page).filter({ hasText: text.split(' ').slice(0, 2).join(' ') });
  await expect(toast).toBeVisible();
  expect(await toast.locator('p').evaluate((el) => el.textContent)).toBe(text);
  return toast;
}

test.describe('Spanish contact page and enquiry form', () => {
  test('is in Spanish, with the Spanish labels and categories (English values), and passes axe', async ({ page }) => {
    await openForm(page);
    await expect(page.locator('html')).toHaveAttribute('lang', 'es-US');
    await expect(page.getByRole('heading', { level: 1, name: heading('/contact') })).toBeVisible();
    await expect(page.getByRole('main').getByText(site.contact.email).first()).toBeVisible();
    for (const label of [L.name, L.email, L.phone, L.category, L.message]) await expect(form(page).locator('label', { hasText: new RegExp(`^${label}`) })).toBeVisible();
    const options = await categoryField(page).locator('option').evaluateAll((els) => els.map((el) => ({ label: el.textContent, value: (el as HTMLOptionElement).value })));
    expect(options).toEqual(categories.map((c) => ({ label: c.label, value: c.value })));
    await expect(categoryField(page).locator('option:checked')).toHaveText('Seleccione una categoría *');
    await expect(submitButton(page)).toHaveText(enquiryFormCopy.submit);
    await expectNoAxeViolations(page);
  });

  test('validation messages are in Spanish, and nothing is sent', async ({ page }) => {
    const requests = await stubApi(page, json(200, { emailSent: true }));
    await openForm(page);
    await submitButton(page).click();
    const expected: [ReturnType<typeof nameField>, string][] = [
      [nameField(page), M.nameRequired],
      [emailField(page), M.emailRequired],
      [phoneField(page), M.phoneRequired],
      [categoryField(page), M.categoryRequired],
      [messageField(page), M.messageRequired],
    ];
    for (const [field, message] of expected) {
      await expect(field).toHaveAttribute('aria-invalid', 'true');
      await expect(field).toHaveAccessibleDescription(new RegExp(message.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')));
    }
    await expect(nameField(page)).toBeFocused();
    await expectNoAxeViolations(page);
    await fillValid(page, { email: 'a@b.c', phone: '512555' });
    await nameField(page).fill('   ');
    await submitButton(page).click();
    await expect(form(page).getByText(M.emailInvalid, { exact: true })).toBeVisible();
    await expect(form(page).getByText(M.phoneInvalid, { exact: true })).toBeVisible();
    await expect(form(page).getByText(M.nameRequired, { exact: true })).toBeVisible();
    await expect(form(page).getByText('Please', { exact: false })).toHaveCount(0);
    await page.waitForTimeout(500);
    expect(requests).toHaveLength(0);
  });

  test('a sensitive number in the message shows the warning in Spanish', async ({ page }) => {
    await openForm(page);
    await messageField(page).fill('Mi número de Seguro Social es 123-45-6789.');
    await expect(form(page).getByText(ui.form.sensitive.taxId)).toBeVisible();
    await expect(form(page).getByRole('button', { name: ui.form.sensitive.action })).toBeVisible();
  });

  const answers: { title: string; answer: Answer; toast: string; failed: boolean }[] = [
    { title: 'sent', answer: json(200, { emailSent: true }), toast: T.success, failed: false },
    { title: 'server down', answer: (route) => route.abort('connectionrefused'), toast: T.network, failed: true },
    { title: 'server error', answer: json(500, { errorMsg: 'Mail server unavailable' }), toast: `${T.server}: ${ui.form.answers.other}`, failed: true },
  ];
  for (const { title, answer, toast, failed } of answers) {
    test(`answer "${title}": the Spanish toast${failed ? ' and the Spanish restore-or-mail panel' : ''}`, async ({ page }) => {
      const requests = await stubApi(page, answer);
      await openForm(page);
      await fillValid(page);
      await submitButton(page).click();
      await expectToast(page, toast);
      expect(requests).toHaveLength(1);
      await expect(nameField(page)).toHaveValue('');
      if (!failed) return expect(recovery(page)).toHaveCount(0);
      await expect(recovery(page)).toBeVisible();
      await expect(recovery(page).getByRole('heading')).toBeFocused();
      await expect(recovery(page).getByRole('link', { name: enquiryFormCopy.recovery.email })).toHaveAttribute('href', /^mailto:/);
      const mail = new URL((await recovery(page).getByRole('link', { name: enquiryFormCopy.recovery.email }).getAttribute('href')) ?? '');
      expect(mail.searchParams.get('subject')).toBe(`${site.mailSubject}: ${VALID.category}`);
      expect(mail.searchParams.get('body')).toContain(`${ui.form.mail.name}: ${VALID.name}`);
      await expectNoAxeViolations(page);
      await recovery(page).getByRole('button', { name: enquiryFormCopy.recovery.restore }).click();
      await expect(nameField(page)).toHaveValue(VALID.name);
      await expect(categoryField(page)).toHaveValue(VALID.category);
    });
  }

  // The service answers in English (server/core/contract.ts); the Spanish page words each refusal from its status.
  const refusals: { title: string; status: number; body: Record<string, unknown>; answer: string }[] = [
    {
      title: '429, rate limited',
      status: 429,
      body: { emailSent: false, errorMsg: 'You have sent several enquiries in a short time. Please wait a minute and try again.' },
      answer: ui.form.answers.rateLimited,
    },
    { title: '400, a field refused', status: 400, body: { emailSent: false, errorMsg: 'Please Enter Valid Email', field: 'email' }, answer: ui.form.answers.refused },
    { title: '422, unreadable', status: 422, body: { emailSent: false, errorMsg: 'Your enquiry could not be read. Please reload the page and try again.' }, answer: ui.form.answers.refused },
    { title: '502, a status the contract never sends', status: 502, body: { emailSent: false, errorMsg: 'Bad gateway. Please try again later.' }, answer: ui.form.answers.other },
  ];
  for (const { title, status, body, answer } of refusals) {
    test(`a refused enquiry (${title}) is answered in Spanish, with none of the service's English`, async ({ page }) => {
      await stubApi(page, json(status, body));
      await openForm(page);
      await fillValid(page);
      await submitButton(page).click();
      const toast = await expectToast(page, `${T.server}: ${answer}`);
      const shown = (await toast.innerText()) + (await recovery(page).innerText());
      expect(shown).not.toContain(String(body.errorMsg));
      expect(shown).not.toMatch(/\b(Please|enquir\w*|try again|wait|minute)\b/i);
      await expect(recovery(page)).toBeVisible();
    });
  }

  test('a failed Spanish enquiry with an SSN is mailed masked, and the panel says so in Spanish', async ({ page }) => {
    await stubApi(page, json(503, { emailSent: false, errorMsg: 'We could not save your enquiry just now. Please try again in a few minutes.' }));
    await openForm(page);
    await fillValid(page, { message: 'Mi número de Seguro Social es 123-45-6789.' });
    await submitButton(page).click();
    await expectToast(page, `${T.server}: ${ui.form.answers.other}`);
    const mail = recovery(page).getByRole('link', { name: enquiryFormCopy.recovery.email });
    await expect(mail).toHaveAttribute('href', /^mailto:/);
    const body = new URL((await mail.getAttribute('href')) ?? '').searchParams.get('body') ?? '';
    expect(body).toContain('Mi número de Seguro Social es XXX-XX-6789.');
    expect(body).not.toContain('123-45');
    expect(body).toContain(ui.form.mail.masked);
    await expect(recovery(page).getByText(ui.form.mail.masked)).toBeVisible();
  });

  test(`every subject of the README's table (${SUBJECTS.length}) preselects the same category as in English`, async ({ page }) => {
    // Two page loads a subject: a few seconds each, so a busy machine does not time out the whole table.
    test.setTimeout(SUBJECTS.length * 2 * 5_000);
    expect(SUBJECTS.length).toBe(categories.length - 1);
    for (const [subject, category] of SUBJECTS) {
      await openForm(page, `/es/contacto/?subject=${encodeURIComponent(subject)}`);
      await expect(categoryField(page), subject).toHaveValue(category);
      await page.goto(`/contact/?subject=${encodeURIComponent(subject)}`);
      const english = page.getByRole('form', { name: 'Send us an enquiry' });
      await expect(english.locator('button[type="submit"]')).toBeEnabled();
      await expect(english.getByRole('combobox', { name: 'Category' }), `English ${subject}`).toHaveValue(category);
    }
  });

  test('the payload is the one an English enquiry sends: same keys, English category value, UTC timestamp', async ({ page }) => {
    const spanish = await stubApi(page, json(200, { emailSent: true }));
    await openForm(page, '/es/contacto/?subject=quickbooks');
    await fillValid(page, { category: 'QuickBooks' });
    await submitButton(page).click();
    await expectToast(page, T.success);

    await page.unroute(API);
    const english = await stubApi(page, json(200, { emailSent: true }));
    await page.goto('/contact/?subject=quickbooks');
    const en = page.getByRole('form', { name: 'Send us an enquiry' });
    await expect(en.locator('button[type="submit"]')).toBeEnabled();
    await en.getByRole('textbox', { name: 'Name', exact: true }).fill(VALID.name);
    await en.getByRole('textbox', { name: 'Email', exact: true }).fill(VALID.email);
    await en.getByRole('textbox', { name: 'Phone', exact: true }).fill(VALID.phone);
    await en.getByRole('textbox', { name: 'Message', exact: true }).fill(VALID.message);
    await en.locator('button[type="submit"]').click();
    await expect(page.locator('[data-toast]')).toBeVisible();

    expect(spanish).toHaveLength(1);
    expect(english).toHaveLength(1);
    const [es, en0] = [spanish[0]!, english[0]!];
    expect(Object.keys(es)).toEqual(['name', 'email', 'phone', 'category', 'message', 'timeStamp']);
    expect(Object.keys(es)).toEqual(Object.keys(en0));
    expect(es.timeStamp).toMatch(TIMESTAMP);
    const withoutTime = (body: Record<string, unknown>) => Object.fromEntries(Object.entries(body).filter(([key]) => key !== 'timeStamp'));
    expect(withoutTime(es)).toEqual(withoutTime(en0));
    expect(withoutTime(es)).toEqual({ name: VALID.name, email: VALID.email, phone: '(512) 555-0142', category: 'QuickBooks', message: VALID.message });
  });

  test('nothing in the Spanish contact page is wider than a 320 px screen', async ({ page }) => {
    await page.setViewportSize({ width: 320, height: 800 });
    await openForm(page);
    const overflowing = await page.locator('main').evaluate((main) =>
      [...main.querySelectorAll('*')].filter((el) => el.getBoundingClientRect().right > window.innerWidth + 0.5).map((el) => el.tagName.toLowerCase()),
    );
    expect(overflowing).toEqual([]);
  });
});
