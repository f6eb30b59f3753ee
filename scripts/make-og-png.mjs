#!/usr/bin/env node
/**
 * Rasterises public/images/og-image.svg to public/images/og-image.png (1200x630)
 * with headless Chromium.
 *
 *   node scripts/make-og-png.mjs
 *
 * The SVG is inlined into a throw-away HTML page (opened via file://) so that its
 * <text> can use the self-hosted Inter variable font from node_modules; if the
 * font package is missing, the SVG's own "Inter, Arial, sans-serif" fallback applies.
 */
import { existsSync, mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { chromium } from 'playwright-core';

const ROOT = join(dirname(fileURLToPath(import.meta.url)), '..');
const SRC = join(ROOT, 'public/images/og-image.svg');
const OUT = join(ROOT, 'public/images/og-image.png');
const FONT = join(ROOT, 'node_modules/@fontsource-variable/inter/files/inter-latin-wght-normal.woff2');
const W = 1200;
const H = 630;

const svg = readFileSync(SRC, 'utf8');
const fontFace = existsSync(FONT)
  ? `@font-face{font-family:Inter;font-style:normal;font-weight:100 900;src:url("${pathToFileURL(FONT).href}") format("woff2");}`
  : '';
const html = `<!doctype html><html><head><meta charset="utf-8"><style>${fontFace}
html,body{margin:0;padding:0;width:${W}px;height:${H}px;overflow:hidden;background:#0f2a4a}
svg{display:block}</style></head><body>${svg}</body></html>`;

const dir = mkdtempSync(join(tmpdir(), 'og-'));
const page = join(dir, 'og.html');
writeFileSync(page, html);

const browser = await chromium.launch({
  executablePath: '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-background-networking', '--disable-gpu'],
});
try {
  const tab = await browser.newPage({ viewport: { width: W, height: H }, deviceScaleFactor: 1 });
  await tab.goto(pathToFileURL(page).href, { waitUntil: 'load' });
  await tab.evaluate(() => document.fonts.ready);
  await tab.screenshot({ path: OUT, clip: { x: 0, y: 0, width: W, height: H } });
} finally {
  await browser.close();
  rmSync(dir, { recursive: true, force: true });
}

const bytes = statSync(OUT).size;
console.log(`public/images/og-image.png  ${(bytes / 1024).toFixed(1)} kB (${W}x${H})`);
if (bytes > 150 * 1024) {
  console.error('og-image.png is larger than 150 kB');
  process.exitCode = 1;
}
