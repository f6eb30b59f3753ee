#!/usr/bin/env node
/**
 * Reports each exported route's first-load JavaScript: the gzip size of every script its HTML
 * loads (module and classic <script src>) plus its inline scripts, next to an empty Next.js page
 * built with the same Next version (bench/empty-next). With --check it exits non-zero when a route
 * is more than its budget above that floor (spec'd: 25 kB, home 40 kB) or an HTML file is over
 * 40 kB gzip. --check also enforces the static parts of the performance budget: no image over
 * 150 kB, width and height on every <img>, self-hosted fonts that never shift text or hold the
 * first paint (font-display: optional), no render-blocking stylesheet, and no render-blocking
 * request to another host.
 *
 *   node scripts/measure-js.mjs [--check] [--json]
 */
import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync, readdirSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { gzipSync } from 'node:zlib';
import { fileURLToPath } from 'node:url';

const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const OUT = join(ROOT, 'out');
const EMPTY = join(ROOT, 'bench', 'empty-next');
const check = process.argv.includes('--check');
const asJson = process.argv.includes('--json');

export const BUDGET_KB = 25;
export const HOME_BUDGET_KB = 40;
export const HTML_BUDGET_KB = 40;
/** The home page of each language (English, Spanish) has the home budget. */
const HOME_ROUTES = new Set(['/', '/es/']);

const gz = (buf) => gzipSync(buf, { level: 9 }).length;
const kb = (n) => (n / 1024).toFixed(1);

/** First-load JS of one exported HTML file, resolved against its export folder. */
export function measureHtml(htmlFile, outDir) {
  const html = readFileSync(htmlFile, 'utf8');
  const srcs = new Set([...html.matchAll(/<script\b[^>]*\bsrc="([^"]+)"/g)].map((m) => m[1]));
  let external = 0;
  for (const src of srcs) {
    const file = join(outDir, src.split('?')[0]);
    if (existsSync(file)) external += gz(readFileSync(file));
  }
  const inline = [...html.matchAll(/<script\b(?![^>]*\bsrc=)(?![^>]*type="application\/ld\+json")[^>]*>([\s\S]*?)<\/script>/g)]
    .map((m) => m[1])
    .join('\n');
  return { scripts: srcs.size, external, inline: gz(Buffer.from(inline)), html: gz(Buffer.from(html)) };
}

function htmlFiles(dir) {
  const found = [];
  for (const name of readdirSync(dir)) {
    const path = join(dir, name);
    if (name === '_next' || name === 'embeds') continue;
    if (statSync(path).isDirectory()) found.push(...htmlFiles(path));
    else if (name === 'index.html' || name === '404.html') found.push(path);
  }
  return found;
}

function ensureEmptyBuild() {
  if (existsSync(join(EMPTY, 'out', 'index.html'))) return;
  execFileSync(process.execPath, [join(ROOT, 'node_modules', 'next', 'dist', 'bin', 'next'), 'build'], {
    cwd: EMPTY,
    stdio: 'ignore',
    env: { ...process.env, NEXT_TELEMETRY_DISABLED: '1' },
  });
}

if (!existsSync(join(OUT, 'index.html'))) {
  console.error('No export in out/: run "npm run build" first.');
  process.exit(1);
}
ensureEmptyBuild();
const floor = measureHtml(join(EMPTY, 'out', 'index.html'), join(EMPTY, 'out'));
const floorTotal = floor.external + floor.inline;

const rows = htmlFiles(OUT)
  .map((file) => {
    const route = '/' + relative(OUT, file).replace(/index\.html$/, '').replace(/\.html$/, '');
    const m = measureHtml(file, OUT);
    const total = m.external + m.inline;
    const budget = (HOME_ROUTES.has(route) ? HOME_BUDGET_KB : BUDGET_KB) * 1024;
    return { route, ...m, total, overFloor: total - floorTotal, budget, ok: total - floorTotal <= budget && m.html <= HTML_BUDGET_KB * 1024 };
  })
  .sort((a, b) => a.route.localeCompare(b.route));

if (asJson) {
  console.log(JSON.stringify({ floor: { ...floor, total: floorTotal }, rows }, null, 2));
} else {
  console.log(`Empty Next.js page: ${kb(floorTotal)} kB gzip (${kb(floor.external)} scripts + ${kb(floor.inline)} inline)\n`);
  console.log('route'.padEnd(26) + 'scripts  kB total  kB over floor  budget  HTML kB');
  for (const r of rows) {
    console.log(
      r.route.padEnd(26) +
        String(r.scripts).padStart(7) +
        kb(r.total).padStart(10) +
        ((r.overFloor >= 0 ? '+' : '') + kb(r.overFloor)).padStart(15) +
        kb(r.budget).padStart(8) +
        kb(r.html).padStart(9) +
        (r.ok ? '' : '  OVER'),
    );
  }
}
const problems = rows.filter((r) => !r.ok).map((r) => `${r.route}: over its JavaScript or HTML budget`);

// Static checks on every exported page and image.
const IMAGE_LIMIT = 150 * 1024;
function allFiles(dir) {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    return statSync(path).isDirectory() ? allFiles(path) : [path];
  });
}
for (const file of allFiles(OUT).filter((f) => /\.(svg|png|webp|jpe?g|gif|avif)$/i.test(f))) {
  const size = statSync(file).size;
  if (size > IMAGE_LIMIT) problems.push(`${relative(OUT, file)}: image is ${kb(size)} kB (limit 150 kB)`);
}
for (const file of htmlFiles(OUT)) {
  const html = readFileSync(file, 'utf8');
  const name = relative(OUT, file);
  for (const img of html.match(/<img\b[^>]*>/g) ?? []) {
    if (!/\swidth="\d+"/.test(img) || !/\sheight="\d+"/.test(img)) problems.push(`${name}: <img> without width and height: ${img.slice(0, 120)}`);
  }
  const head = html.slice(0, html.indexOf('</head>'));
  const fonts = head.match(/@font-face\{[^}]*src:url\([^)]*\.woff2\)[^}]*\}/g) ?? [];
  if (fonts.length === 0) problems.push(`${name}: no self-hosted font in the inline stylesheet`);
  for (const font of fonts) if (!font.includes('font-display:optional')) problems.push(`${name}: a font that can shift text or hold the first paint: ${font.slice(0, 120)}`);
  for (const link of head.match(/<link\b[^>]*rel="stylesheet"[^>]*>/g) ?? []) {
    if (!link.includes('disabled=""')) problems.push(`${name}: a stylesheet link that holds the first paint or downloads the inlined CSS again: ${link}`);
  }
  for (const tag of head.match(/<link\b[^>]*rel="stylesheet"[^>]*>|<script\b[^>]*src="[^"]*"[^>]*>/g) ?? []) {
    if (/(href|src)="(https?:)?\/\//.test(tag)) problems.push(`${name}: render-blocking third-party request: ${tag}`);
  }
  if (/fonts\.(googleapis|gstatic)\.com/.test(html)) problems.push(`${name}: loads fonts from a CDN`);
}

if (check && problems.length) {
  console.error(`\nBudget check failed:\n  ${problems.join('\n  ')}`);
  process.exit(1);
}
if (check) console.log(`\nBudgets met on ${rows.length} pages: JavaScript, HTML, images, fonts, third-party requests.`);
