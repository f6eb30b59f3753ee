/** No English interface words on a Spanish page: what it shows, what a screen reader reads, and what search engines and link previews read. */
import { readdirSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { site } from '@/content/site';
import { test, expect } from './fixtures';

// Words of English that are not also Spanish words: a Spanish page shows none of them outside a passage marked lang="en".
const ENGLISH = new Set(
  `the and of with your our you we for from this that these those is are was be to in on at by or an it its all more learn read
   opens open new tab page home about contact services service team news call phone hours business tax taxes return returns filing
   due date dates past next previous slide close menu search submit send message name here click view show hide skip main share
   image office firm client clients login united states street road drive monday tuesday wednesday thursday friday saturday sunday
   january february march april june july august september october november december week day days year years get started schedule
   book appointment consultation why choose what how who when where which will can not found sorry requested does exist go back top
   scroll pause play stop privacy statement accessibility useful links forms instructions center rates calendar estimator review
   reviews follow copyright rights reserved loading please thank thanks category select others other accounting bookkeeping consulting
   investing profit beneficial owner information ownership details download subscribe filter email form forms letter engagement
   reporting company foreign free fee fees help need still only also each every before after until within`
    .split(/\s+/)
    .filter(Boolean),
);

// Proper names a Spanish page writes as they are: the firm's, its regulator's and its providers', the products, the laws.
const PROPER_NAMES = [
  site.name,
  site.regulator.name,
  'File Drop',
  'Certified QuickBooks Online ProAdvisor',
  'Certified QuickBooks Desktop ProAdvisor',
  'Certified QuickBooks ProAdvisor',
  'QuickBooks Online',
  'QuickBooks Desktop',
  'The University of Texas at Austin',
  'Corporate Transparency Act',
  'One Big Beautiful Bill Act',
  site.contact.address.replace(/^\d+\s+|,.*$/g, ''),
  site.regulator.address,
  'McCombs School of Business',
  'Google Calendar',
  'Apple Calendar',
  'Franchise Tax Report',
  'Public Information Report',
  'Ownership Information Report',
  'Do Not Track',
  'Email Routing',
];

function spanishPages(dir = 'out/es'): string[] {
  return readdirSync(dir).flatMap((entry) => {
    const path = join(dir, entry);
    if (statSync(path).isDirectory()) return spanishPages(path);
    return entry === 'index.html' ? [`/${relative('out', dir)}/`.replace(/\/+/g, '/')] : [];
  });
}

test.describe('Spanish pages carry no English', () => {
  test.describe.configure({ timeout: 120_000 });
  const pages = spanishPages();

  test('there are Spanish pages to check', () => {
    expect(pages.length).toBeGreaterThan(30);
  });

  // A few pages per test keeps each test short and the list of failures readable.
  const batches = Array.from({ length: Math.ceil(pages.length / 6) }, (_, i) => pages.slice(i * 6, i * 6 + 6));
  for (const batch of batches) {
    test(`${batch.join(', ')}`, async ({ page }) => {
      const found: string[] = [];
      for (const path of batch) {
        await page.goto(path);
        const texts = await page.evaluate(() => {
          const out: { where: string; text: string }[] = [];
          const marked = (el: Element | null) => !!el?.closest('[lang^="en"]');
          const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
          for (let node = walker.nextNode(); node; node = walker.nextNode()) {
            const parent = node.parentElement;
            if (!parent || parent.closest('script, style, template') || marked(parent)) continue;
            if (node.textContent?.trim()) out.push({ where: 'text', text: node.textContent });
          }
          for (const el of document.querySelectorAll('[alt], [aria-label], [title], [placeholder], [aria-description]')) {
            if (marked(el) || el.closest('head')) continue;
            for (const name of ['alt', 'aria-label', 'title', 'placeholder', 'aria-description']) {
              const value = el.getAttribute(name);
              if (value) out.push({ where: `${el.tagName.toLowerCase()}[${name}]`, text: value });
            }
          }
          out.push({ where: 'title', text: document.title });
          for (const meta of document.querySelectorAll('meta[name="description"], meta[name="keywords"], meta[property^="og:"], meta[name^="twitter:"]')) {
            const key = meta.getAttribute('name') ?? meta.getAttribute('property') ?? '';
            if (/:(url|type|locale|image)$|:locale:|:card$|:(width|height)$/.test(key)) continue;
            out.push({ where: `meta ${key}`, text: meta.getAttribute('content') ?? '' });
          }
          const fromLd = (value: unknown, path: string) => {
            if (Array.isArray(value)) value.forEach((item, i) => fromLd(item, `${path}[${i}]`));
            else if (value && typeof value === 'object')
              for (const [key, inner] of Object.entries(value)) {
                if (typeof inner === 'string' && ['name', 'description', 'headline', 'alternativeHeadline', 'caption'].includes(key)) out.push({ where: `JSON-LD ${path}.${key}`, text: inner });
                else fromLd(inner, `${path}.${key}`);
              }
          };
          for (const script of document.querySelectorAll('script[type="application/ld+json"]')) fromLd(JSON.parse(script.textContent ?? 'null'), '');
          return out;
        });
        for (const { where, text } of texts) {
          // Host names (irs.gov, search.google.com) are addresses, not words.
          let rest = text.replace(/\b[\w-]+(\.[\w-]+)+\b/g, ' ');
          for (const name of PROPER_NAMES) rest = rest.split(name).join(' ');
          const words = [...new Set((rest.match(/\p{L}+/gu) ?? []).filter((word) => ENGLISH.has(word.toLowerCase())))];
          if (words.length) found.push(`${path} ${where}: ${words.join(', ')} in "${text.trim().slice(0, 120)}"`);
        }
      }
      expect(found, 'English words on Spanish pages').toEqual([]);
    });
  }
});
