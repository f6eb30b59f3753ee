import { test as base, expect, type Page } from '@playwright/test';
import AxeBuilder from '@axe-core/playwright';

export const AXE_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

/** Runs axe (WCAG 2.2 AA) on the page as it is now and fails with a readable list of violations. */
export async function expectNoAxeViolations(page: Page, include?: string) {
  let builder = new AxeBuilder({ page }).withTags(AXE_TAGS);
  if (include) builder = builder.include(include);
  // axe reads colours from what is drawn, and a content-visibility: auto block far from the viewport is not (axe-core#2768): each is drawn for the audit, as it is when a visitor reaches it.
  await page.evaluate(() => {
    for (const el of document.querySelectorAll<HTMLElement>('*')) if (getComputedStyle(el).contentVisibility === 'auto') el.style.contentVisibility = 'visible';
  });
  const { violations } = await builder.analyze();
  await page.evaluate(() => {
    for (const el of document.querySelectorAll<HTMLElement>('[style*="content-visibility"]')) el.style.removeProperty('content-visibility');
  });
  const summary = violations.map(
    (v) => `${v.id} (${v.impact}): ${v.help}\n${v.nodes.map((n) => `    ${n.target.join(' ')}: ${n.failureSummary ?? ''}`).join('\n')}`,
  );
  expect(summary, `axe violations on ${page.url()}`).toEqual([]);
}

type Fixtures = { cspViolations: string[] };

/** Scrolls to the end a screen at a time, so every scroll-in section and near-view island has come in; then waits out the last animation (800 ms). */
export async function scrollThrough(page: Page) {
  await page.evaluate(async () => {
    const frame = () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
    for (let y = 0; y < document.body.scrollHeight; y += window.innerHeight / 2) {
      window.scrollTo(0, y);
      await frame();
    }
  });
  await page.waitForTimeout(1000);
}

/** A click before hydration does nothing, so page.goto waits for html[data-hydrated]. */
async function waitForHydration(page: Page) {
  await page.waitForFunction(() => document.documentElement.dataset.hydrated === 'true', null, { timeout: 15_000 });
}

/** Other hosts are refused (the machines have no internet) and any CSP violation fails the test. */
export const test = base.extend<Fixtures>({
  page: async ({ page, javaScriptEnabled }, use) => {
    const goto = page.goto.bind(page);
    page.goto = async (url, options) => {
      const response = await goto(url, options);
      if (javaScriptEnabled !== false) await waitForHydration(page);
      return response;
    };
    await use(page);
  },
  cspViolations: [
    async ({ page, baseURL }, use) => {
      const violations: string[] = [];
      const origin = new URL(baseURL ?? 'http://127.0.0.1').origin;
      await page.context().route(
        (url) => url.origin !== origin && (url.protocol === 'http:' || url.protocol === 'https:'),
        (route) => route.abort('blockedbyclient'),
      );
      page.on('console', (msg) => {
        const text = msg.text();
        if (/Content[- ]Security[- ]Policy/i.test(text)) violations.push(text);
      });
      await use(violations);
      expect(violations, 'Content-Security-Policy violations').toEqual([]);
    },
    { auto: true },
  ],
});

/** Holds back scripts containing `marker` until `release()`: the page is hydrated, the module still on its way. */
export async function holdScript(page: Page, marker: string) {
  let release!: () => void;
  const held = new Promise<void>((resolve) => (release = resolve));
  const requested: string[] = [];
  await page.route(/\/_next\/static\/chunks\/.+\.js$/, async (route) => {
    const response = await route.fetch();
    const body = await response.text();
    if (body.includes(marker)) {
      requested.push(route.request().url());
      await held;
    }
    await route.fulfill({ response, body });
  });
  return { requested, release };
}

export { expect };
