import { chromium } from '@playwright/test';
const base = 'http://127.0.0.1:4273';
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox', '--disable-background-networking'] });
for (const width of [375, 1280]) {
  const page = await browser.newPage({ viewport: { width, height: 900 } });
  for (const path of ['/privacy/', '/accessibility/']) {
    await page.goto(base + path, { waitUntil: 'networkidle' });
    const h = await page.evaluate(() => document.body.scrollHeight);
    for (let y = 0; y < h; y += 400) { await page.evaluate((t) => window.scrollTo(0, t), y); await page.waitForTimeout(40); }
    await page.waitForTimeout(800);
    await page.screenshot({ path: `/tmp/trust-shots/${path.replaceAll('/', '')}-${width}.png`, fullPage: true });
  }
  await page.goto(base + '/team/', { waitUntil: 'networkidle' });
  await page.getByTestId('team-card').getByRole('link').first().click();
  await page.waitForURL(/teamProfile/);
  await page.waitForTimeout(800);
  const block = page.getByRole('region', { name: 'Licence and complaints' });
  await block.scrollIntoViewIfNeeded();
  await page.waitForTimeout(500);
  await block.screenshot({ path: `/tmp/trust-shots/licence-${width}.png` });
  await page.goto(base + '/contact/', { waitUntil: 'networkidle' });
  await page.locator('form').getByRole('link', { name: 'privacy notice' }).scrollIntoViewIfNeeded();
  await page.waitForTimeout(500);
  await page.screenshot({ path: `/tmp/trust-shots/contact-${width}.png` });
  const footer = page.getByRole('contentinfo');
  await footer.scrollIntoViewIfNeeded();
  await page.waitForTimeout(300);
  await footer.screenshot({ path: `/tmp/trust-shots/footer-${width}.png` });
  await page.close();
}
await browser.close();
