#!/usr/bin/env node
/**
 * Runs after `next build` and inline-css.mjs (npm's postbuild).
 *
 * 1. Writes each exported page's Content-Security-Policy into the page itself, as a
 *    <meta http-equiv> right after <meta charset>, before any script. Its script-src lists the
 *    SHA-256 hashes of the inline scripts that page carries (Next.js streams its RSC payload in
 *    inline scripts), so no 'unsafe-inline' is needed. A policy in the page travels with it to any
 *    host, whatever that host does with paths, and the 404 page carries its own to every unknown URL.
 * 2. Writes out/_headers (Netlify / Cloudflare Pages format, also read by scripts/serve.mjs) with the
 *    few site-wide rules a meta tag cannot carry: frame-ancestors, HSTS, nosniff, Referrer-Policy,
 *    Permissions-Policy, COOP, immutable caching and the calendar files' type. deploy/nginx.conf
 *    sends the same values (a unit test keeps them equal). It also preloads, in a Link header, the
 *    scripts every page loads; their names change with each build, so nginx, whose configuration
 *    does not depend on the build, goes without.
 */
import { createHash } from 'node:crypto';
import { readFileSync, readdirSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';

const OUT = 'out';
// Keep in step with DEFAULT_ENQUIRY_API_URL in lib/enquiry.ts.
const API_URL = process.env.NEXT_PUBLIC_ENQUIRY_API_URL || 'http://localhost:8787';
const siteSource = readFileSync('content/site.ts', 'utf8');
const stylesheet = siteSource.match(/schedulingStylesheet:\s*'([^']+)'/)?.[1];
const styleOrigins = stylesheet ? [new URL(stylesheet).origin] : [];

/** The exported files under dir with this ending, outside _next/. */
export function filesEndingWith(dir, extension) {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (name === '_next') return [];
    if (statSync(path).isDirectory()) return filesEndingWith(path, extension);
    return name.endsWith(extension) ? [path] : [];
  });
}

/** SHA-256 hashes of every executable inline script (JSON-LD is data and needs none). */
export function inlineScriptHashes(html) {
  const hashes = new Set();
  for (const m of html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/g)) {
    const [, attrs, body] = m;
    if (/\bsrc=/.test(attrs) || /type="application\/ld\+json"/.test(attrs) || body.length === 0) continue;
    hashes.add(`'sha256-${createHash('sha256').update(body, 'utf8').digest('base64')}'`);
  }
  return [...hashes].sort();
}

/** The page's policy. frame-ancestors is left out: browsers ignore it in a meta tag, so it is a header. */
export function csp(hashes) {
  return [
    "default-src 'self'",
    `script-src 'self' ${hashes.join(' ')}`.trim(),
    // Headless UI and React set a few style attributes; styles cannot run code.
    `style-src 'self' 'unsafe-inline' ${styleOrigins.join(' ')}`.trim(),
    "img-src 'self' data:",
    "font-src 'self'",
    // The deferred scheduling style sheet is fetched by the browser as a connection too.
    `connect-src 'self' ${new URL(API_URL).origin} ${styleOrigins.join(' ')}`.trim(),
    "frame-src 'self'",
    "form-action 'self'",
    "base-uri 'self'",
    "object-src 'none'",
  ].join('; ');
}

const CHARSET = /<meta charset="utf-8"\s*\/?>/i;
const EXISTING = /<meta http-equiv="Content-Security-Policy"[^>]*>/i;

/** The page with its policy as the first thing after <meta charset>, replacing one written before. */
export function withPolicy(html, file = 'page') {
  const bare = html.replace(EXISTING, '');
  const charset = bare.match(CHARSET);
  if (!charset) throw new Error(`${file}: no <meta charset="utf-8"> to place the Content-Security-Policy after`);
  const firstScript = bare.search(/<script\b/i);
  if (firstScript >= 0 && firstScript < charset.index) throw new Error(`${file}: a script comes before <meta charset>, so the policy would not cover it`);
  const tag = `<meta http-equiv="Content-Security-Policy" content="${csp(inlineScriptHashes(bare))}"/>`;
  return bare.replace(CHARSET, (m) => m + tag);
}

/**
 * Site-wide headers; the embed is framed by /tax-rates/, so frames are allowed from this origin only.
 * No Cross-Origin-Opener-Policy: a page opened in a new tab then gets a new renderer process before
 * it can paint (0.17-0.29 s later first paint on a throttled phone), and the site has no sign-in of
 * its own and opens other sites with noopener, so there is no window to guard.
 */
export const commonHeaders = {
  'Content-Security-Policy': "frame-ancestors 'self'",
  'Strict-Transport-Security': 'max-age=63072000; includeSubDomains; preload',
  'X-Content-Type-Options': 'nosniff',
  'Referrer-Policy': 'strict-origin-when-cross-origin',
  'Permissions-Policy': 'camera=(), microphone=(), geolocation=(), payment=(), usb=(), browsing-topics=()',
};
export const staticAssetCache = 'public, max-age=31536000, immutable';
/** The icon sprite, whose pages ask for it by a content-versioned address (lib/icons.ts). */
export const ICON_SPRITE_PATH = '/icons.svg';
export const calendarType = 'text/calendar; charset=utf-8';

/** The scripts every page that has scripts loads (the framework and the shared layout), in page order. */
export function sharedScripts(pages) {
  const lists = pages.map((html) => [...html.matchAll(/<script src="(\/_next\/static\/[^"]+\.js)" async="">/g)].map((m) => m[1])).filter((list) => list.length > 0);
  return (lists[0] ?? []).filter((src) => lists.every((list) => list.includes(src)));
}

/** Every calendar file, the feeds and each date's file in both languages: one rule, however many dates there are. */
export const CALENDAR_FILES = '/*.ics';

/**
 * The _headers file. `preloads` are
 * sent as a Link header with every page (Cloudflare Pages also sends it ahead as 103 Early Hints):
 * the browser fetches them as soon as the response starts, not once it has set the page up and
 * scanned its head. The embeds, framed only by /tax-rates/, find them in the cache.
 */
export function headersFile(preloads = []) {
  const lines = ['# Generated by scripts/make-headers.mjs after each build: do not edit.', '/*'];
  for (const [k, v] of Object.entries(commonHeaders)) lines.push(`  ${k}: ${v}`);
  if (preloads.length > 0) lines.push(`  Link: ${preloads.map((src) => `<${src}>; rel=preload; as=script`).join(', ')}`);
  lines.push('', '/_next/static/*', `  Cache-Control: ${staticAssetCache}`);
  lines.push('', ICON_SPRITE_PATH, `  Cache-Control: ${staticAssetCache}`);
  lines.push('', '/embeds/*', '  X-Robots-Tag: noindex');
  lines.push('', '/es/embeds/*', '  X-Robots-Tag: noindex');
  // Hosts without .ics in their type table would send application/octet-stream, which some calendar apps refuse.
  lines.push('', CALENDAR_FILES, `  Content-Type: ${calendarType}`);
  return lines.join('\n') + '\n';
}

function main() {
  const pages = filesEndingWith(OUT, '.html');
  const html = pages.map((file) => readFileSync(file, 'utf8'));
  for (const [i, file] of pages.entries()) writeFileSync(file, withPolicy(html[i], file));
  writeFileSync(join(OUT, '_headers'), headersFile(sharedScripts(html)));
  console.log(`Content-Security-Policy written into ${pages.length} pages; out/_headers written.`);
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) main();
