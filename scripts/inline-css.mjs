#!/usr/bin/env node
/**
 * Runs after `next build` (npm's postbuild), before make-headers.mjs: copies the site's stylesheet
 * into the <head> of every exported page, so a phone paints once the HTML arrives instead of a
 * round trip later. The <link> stays, disabled so the browser neither waits for it nor downloads
 * it while the page loads, because React looks for it when it hydrates and client navigations
 * reuse it. (Next's experimental.inlineCss does the first half, but also copies the CSS into each
 * page's inline RSC payload: +12 kB of script on every page.)
 */
import { readFileSync, readdirSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

const OUT = 'out';
const LINK = /<link rel="stylesheet" href="(\/_next\/static\/[^"]+\.css)" data-precedence="next"\/>/g;

function pages(dir) {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (name === '_next' || name === 'embeds') return [];
    if (statSync(path).isDirectory()) return pages(path);
    return name.endsWith('.html') ? [path] : [];
  });
}

const sheets = new Map();
/** The stylesheet's text, its relative url()s made absolute now that it no longer sits in its own folder. */
function sheet(href) {
  if (!sheets.has(href)) {
    const css = readFileSync(join(OUT, href), 'utf8').replace(/url\((?!["']?(?:data:|\/|https?:))(["']?)([^)"']+)\1\)/g, (_, quote, url) => {
      return `url(${quote}${new URL(url, `https://site${href}`).pathname}${quote})`;
    });
    if (css.includes('</style')) throw new Error(`${href} contains "</style", which would end the inline copy early`);
    sheets.set(href, css);
  }
  return sheets.get(href);
}

let count = 0;
for (const file of pages(OUT)) {
  const html = readFileSync(file, 'utf8');
  const inlined = html.replace(LINK, (link, href) => {
    count++;
    return `<style data-href="${href}">${sheet(href)}</style>${link.replace('/>', ' disabled=""/>')}`;
  });
  if (inlined === html && /<link rel="stylesheet" href="\/_next\//.test(html)) throw new Error(`${file}: a stylesheet link has an unexpected form; update scripts/inline-css.mjs`);
  writeFileSync(file, inlined);
}
console.log(`Inlined ${sheets.size} stylesheet(s) into ${count} page(s).`);
