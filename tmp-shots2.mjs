import { chromium } from '@playwright/test';
const base = 'http://127.0.0.1:4273';
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox', '--disable-background-networking'] });
for (const [width, seg] of [[375, 1400], [1280, 1500]]) {
  const page = await browser.newPage({ viewport: { width, height: 900 } });
  for (const path of ['/privacy/', '/accessibility/']) {
    await page.goto(base + path, { waitUntil: 'networkidle' });
    const h = await page.evaluate(() => document.body.scrollHeight);
    for (let y = 0; y < h; y += 400) { await page.evaluate((t) => window.scrollTo(0, t), y); await page.waitForTimeout(40); }
    await page.evaluate(() => window.scrollTo(0, 0));
    await page.waitForTimeout(800);
    for (let y = 0, i = 0; y < h; y += seg, i++) {
      await page.screenshot({ path: `/tmp/trust-shots/${path.replaceAll('/', '')}-${width}-${i}.png`, fullPage: true, clip: { x: 0, y, width, height: Math.min(seg, h - y) } });
    }
  }
  await page.close();
}
await browser.close();
