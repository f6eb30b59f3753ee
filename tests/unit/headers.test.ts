import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { CALENDAR_FILES, calendarType, commonHeaders, csp, headersFile, ICON_SPRITE_PATH, inlineScriptHashes, sharedScripts, staticAssetCache, withPolicy } from '../../scripts/make-headers.mjs';
import { taxCalendarDates } from '@/content/tax-calendar';
import { taxCalendarFor } from '@/lib/content/tax-calendar';
import { eventHref, TAX_CALENDAR_FEED } from '@/lib/tax-calendar-ics';

const page = (head: string) => `<!DOCTYPE html><html lang="en-US"><head><meta charSet="utf-8"/>${head}</head><body><script>self.__next_f.push([1,"x"])</script></body></html>`;

describe('the page policy', () => {
  it('goes right after <meta charset>, before any script, with the hash of each inline script', () => {
    const html = withPolicy(page('<script src="/_next/static/a.js" async=""></script><script type="application/ld+json">{}</script>'));
    const [hash] = inlineScriptHashes(html);
    expect(html).toContain(`<head><meta charSet="utf-8"/><meta http-equiv="Content-Security-Policy" content="${csp([hash!])}"/><script src=`);
    expect(inlineScriptHashes(html)).toHaveLength(1);
  });

  it('is replaced, not added to, when the page is processed again', () => {
    const once = withPolicy(page(''));
    expect(withPolicy(once)).toBe(once);
  });

  it('keeps the strict directives and leaves frame-ancestors to the header, where browsers read it', () => {
    const policy = csp(["'sha256-abc'"]);
    for (const directive of ["default-src 'self'", "script-src 'self' 'sha256-abc'", "object-src 'none'", "base-uri 'self'", "form-action 'self'"]) {
      expect(policy).toContain(directive);
    }
    expect(policy).not.toMatch(/script-src[^;]*'unsafe-inline'/);
    expect(policy).not.toContain('frame-ancestors');
    expect(commonHeaders['Content-Security-Policy']).toBe("frame-ancestors 'self'");
  });

  it('sends no Cross-Origin-Opener-Policy, which delays the first paint of a page opened in a new tab', () => {
    expect(Object.keys(commonHeaders).map((name) => name.toLowerCase())).not.toContain('cross-origin-opener-policy');
  });

  it('refuses a page whose scripts it could not cover', () => {
    expect(() => withPolicy('<html><head><script>1</script><meta charset="utf-8"></head></html>', 'x.html')).toThrow('x.html: a script comes before <meta charset>');
    expect(() => withPolicy('<html><head></head></html>', 'y.html')).toThrow('y.html: no <meta charset="utf-8">');
  });
});

describe('out/_headers', () => {
  const spanish = taxCalendarFor('es');
  const calendarFiles = [TAX_CALENDAR_FEED, ...taxCalendarDates.map((d) => eventHref(d)), spanish.feed, ...spanish.dates.map((d) => eventHref(d, spanish.page))];
  const file = headersFile(['/_next/static/chunks/a.js']);
  const rules = file.split('\n').filter((line) => line.startsWith('/'));
  // A Cloudflare Pages splat matches any characters, slashes included (scripts/serve.mjs reads it the same way).
  const matches = (rule: string, path: string) => new RegExp(`^${rule.replace(/[.+?^${}()|[\]\\]/g, '\\$&').replace(/\*/g, '.*')}$`).test(path);

  it('stays well within the 100 rules Cloudflare Pages reads, however many calendar dates there are', () => {
    expect(calendarFiles.length).toBeGreaterThan(100);
    expect(rules.length).toBeLessThan(10);
  });

  it('types every calendar file, the feeds and each date in both languages, with one rule', () => {
    const typed = rules.filter((rule) => file.includes(`${rule}\n  Content-Type: ${calendarType}\n`));
    expect(typed).toEqual([CALENDAR_FILES]);
    for (const path of calendarFiles) expect(matches(CALENDAR_FILES, path), path).toBe(true);
    for (const path of ['/tax-calendar/', '/es/calendario-de-impuestos/', '/_next/static/chunks/a.js', '/icons.svg']) expect(matches(CALENDAR_FILES, path), path).toBe(false);
  });

  it('sets the site-wide headers once, on every path', () => {
    expect(rules[0]).toBe('/*');
    for (const [name, value] of Object.entries(commonHeaders)) {
      expect(file.match(new RegExp(`^  ${name}: `, 'gm'))).toHaveLength(1);
      expect(file).toContain(`  ${name}: ${value}\n`);
    }
    expect(file).toContain(`/_next/static/*\n  Cache-Control: ${staticAssetCache}\n`);
    expect(file).toContain(`${ICON_SPRITE_PATH}\n  Cache-Control: ${staticAssetCache}\n`);
    expect(file).toContain(`${CALENDAR_FILES}\n  Content-Type: ${calendarType}\n`);
  });
});

describe('the scripts every page is sent a preload of', () => {
  const scripts = (...names: string[]) => names.map((n) => `<script src="/_next/static/chunks/${n}.js" async=""></script>`).join('');

  it('are those every page with scripts loads, in page order; a page without scripts (an embed) does not narrow them', () => {
    const pages = [page(scripts('react', 'runtime', 'home')), page(scripts('runtime', 'react', 'contact')), '<html><body>embed</body></html>'];
    expect(sharedScripts(pages)).toEqual(['/_next/static/chunks/react.js', '/_next/static/chunks/runtime.js']);
  });

  it('go in one Link header, sent with every path', () => {
    const file = headersFile(['/_next/static/chunks/a.js', '/_next/static/chunks/b.js']);
    expect(file).toContain('/*\n  Content-Security-Policy:');
    expect(file.match(/^  Link: .*$/gm)).toEqual(['  Link: </_next/static/chunks/a.js>; rel=preload; as=script, </_next/static/chunks/b.js>; rel=preload; as=script']);
    expect(file.indexOf('  Link: ')).toBeLessThan(file.indexOf('\n\n'));
    expect(headersFile()).not.toContain('Link');
  });
});

describe('deploy/nginx.conf', () => {
  const conf = readFileSync('deploy/nginx.conf', 'utf8');
  const server = conf.slice(conf.indexOf('server {'), conf.indexOf('\n    location '));
  const sent = Object.fromEntries([...server.matchAll(/add_header ([\w-]+) "([^"]*)" always;/g)].map((m) => [m[1], m[2]]));

  it('sends the same site-wide headers as out/_headers', () => {
    expect(sent).toEqual(commonHeaders);
    expect(conf).toContain(`add_header Cache-Control "${staticAssetCache}";`);
    expect(conf).toContain(`location = ${ICON_SPRITE_PATH} {\n        add_header Cache-Control "${staticAssetCache}";`);
    expect(conf).toContain(`default_type "${calendarType}";`);
  });
});
