import { routes, twinOf } from '../lib/content/routes';
import { site } from '../content/site';
import { langOf, locales } from '../lib/i18n';
import { test, expect } from './fixtures';

// Search engines and screen readers learn each page's language from its HTML: lang, hreflang both ways, canonical, og:locale, sitemap.
const withSlash = (path: string) => (path === '/' ? '/' : `${path}/`);
const abs = (path: string) => new URL(withSlash(path), site.url).toString();
const alternatesOf = (html: string) =>
  Object.fromEntries([...html.matchAll(/<link rel="alternate" hrefLang="([^"]+)" href="([^"]+)"\/>/g)].map((m) => [m[1], m[2]]));
const meta = (html: string, property: string) => [...html.matchAll(new RegExp(`<meta property="${property}" content="([^"]+)"/>`, 'g'))].map((m) => m[1]);

test.describe('both languages of every page', () => {
  test.skip(({ isMobile }) => isMobile, 'the HTML is the same at every width');
  const pairs = routes.filter((r) => langOf(r.path) === 'es').map((r) => [twinOf(r.path)!, r.path] as const);

  test('there are Spanish twins to check', () => {
    expect(pairs.length).toBeGreaterThanOrEqual(10);
  });

  for (const [english, spanish] of pairs) {
    test(`${english} and ${spanish} name each other, each canonical to itself, in its own language`, async ({ request }) => {
      for (const [path, twin] of [[english, spanish], [spanish, english]] as const) {
        const html = await (await request.get(withSlash(path))).text();
        const lang = langOf(path);
        const other = langOf(twin);
        expect(html, path).toContain(`<html lang="${locales[lang].html}"`);
        expect(html, path).toMatch(new RegExp(`<link rel="canonical" href="${abs(path).replace(/[.?]/g, '\\$&')}"/>`));
        expect(alternatesOf(html), path).toEqual({ [locales[lang].html]: abs(path), [locales[other].html]: abs(twin), 'x-default': abs(english) });
        expect(meta(html, 'og:locale'), path).toEqual([locales[lang].og]);
        expect(meta(html, 'og:locale:alternate'), path).toEqual([locales[other].og]);
      }
    });
  }

  test('the sitemap lists both languages of each page with their alternates', async ({ request }) => {
    const xml = await (await request.get('/sitemap.xml')).text();
    expect(xml).toContain('xmlns:xhtml="http://www.w3.org/1999/xhtml"');
    // The sitemap lists indexed pages only: the profile page, a view chosen on the team page, is left out in both languages.
    for (const [english, spanish] of pairs.filter(([english]) => routes.find((r) => r.path === english)?.index)) {
      for (const path of [english, spanish]) {
        const entry = xml.split('<url>').find((block) => block.includes(`<loc>${abs(path)}</loc>`));
        expect(entry, path).toBeDefined();
        expect(entry, path).toContain(`<xhtml:link rel="alternate" hreflang="en-US" href="${abs(english)}" />`);
        expect(entry, path).toContain(`<xhtml:link rel="alternate" hreflang="es-US" href="${abs(spanish)}" />`);
      }
    }
  });
});
