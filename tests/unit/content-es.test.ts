/** The Spanish twins of the typed content: the same data as English, only the words changed. */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { categories } from '@/content/categories';
import { categories as categoriesEs } from '@/content/categories.es';
import { formsGroups } from '@/content/forms';
import { formsGroups as formsGroupsEs } from '@/content/forms.es';
import { navigation } from '@/lib/content/navigation';
import { navigation as navigationEs } from '@/lib/content/navigation-es';
import { aliases, routes } from '@/content/routes';
import { localePath } from '@/lib/content/routes';
import { englishOnlyPaths, spanishPaths, spanishRoutes, untranslatedRoutes } from '@/content/routes.es';
import { site } from '@/content/site';
import { site as siteEs } from '@/content/site.es';
import { taxBrackets } from '@/content/tax-brackets';
import { taxBrackets as taxBracketsEs } from '@/content/tax-brackets.es';
import { taxCalendar, taxCalendarDates } from '@/content/tax-calendar';
import { taxCalendar as taxCalendarEs, taxCalendarDates as taxCalendarDatesEs } from '@/content/tax-calendar.es';
import { taxCenterCards } from '@/content/tax-center';
import { taxCenterCards as taxCenterCardsEs } from '@/content/tax-center.es';
import { figures } from '@/content/tax-figures';
import { figures as figuresEs } from '@/content/tax-figures.es';
import { usefulLinks } from '@/content/useful-links';
import { usefulLinks as usefulLinksEs } from '@/content/useful-links.es';
import { formatDate } from '@/lib/format';

const amounts = (text: string) => (text.match(/\$[\d,.]+(?: million)?|\d+%/g) ?? []).map((a) => a.replace(' million', '')).sort();

describe('Spanish dates', () => {
  it('writes dates the Spanish-US way and leaves English as it was', () => {
    expect(formatDate('2026-04-15')).toBe('April 15, 2026');
    expect(formatDate('2026-04-15', 'es')).toBe('15 de abril de 2026');
  });
});

describe('Spanish tax calendar', () => {
  it('keeps every rule, date and audience of the English calendar', () => {
    const strip = (rule: (typeof taxCalendar.rules)[number]) => {
      const { id, who, month, day, taxYearOffset, laterDate, source, figureSource } = rule;
      return { id, who, month, day, taxYearOffset, laterDate, url: source.url, figureUrl: figureSource?.url };
    };
    expect(taxCalendarEs.rules.map(strip)).toEqual(taxCalendar.rules.map(strip));
    expect(taxCalendarDatesEs.map((d) => [d.key, d.date, d.laterDate])).toEqual(taxCalendarDates.map((d) => [d.key, d.date, d.laterDate]));
  });

  it('fills every year and later date, in Spanish', () => {
    for (const date of taxCalendarDatesEs) {
      expect(`${date.title} ${date.description}`).not.toMatch(/\{year\}|\{laterDate\}|January|February|March|April|May|June|July|August|September|October|November|December/);
      if (date.laterDate) expect(date.description).toContain(formatDate(date.laterDate, 'es'));
    }
  });

  it('quotes the same figures as the English descriptions', () => {
    taxCalendarDates.forEach((date, i) => expect(amounts(taxCalendarDatesEs[i]!.description)).toEqual(amounts(date.description)));
  });
});

describe('Spanish figures', () => {
  it('has every figure English has, with the same amounts', () => {
    expect(Object.keys(figuresEs).sort()).toEqual(Object.keys(figures).sort());
    for (const [name, text] of Object.entries(figures)) expect(amounts(figuresEs[name as keyof typeof figuresEs]), name).toEqual(amounts(text));
  });
});

describe('Spanish data twins', () => {
  it('keeps the forms, their links and ids, and links only the IRS’s own Spanish PDFs', () => {
    const shape = (groups: typeof formsGroups) => groups.map((g) => [g.id, g.list.map((f) => [f.id, f.link])]);
    expect(shape(formsGroupsEs)).toEqual(shape(formsGroups));
    for (const form of formsGroupsEs.flatMap((g) => g.list)) {
      if (form.spanishEdition) expect(form.spanishEdition.url).toMatch(/^https:\/\/www\.irs\.gov\/(pub\/irs-pdf\/[a-z0-9]+sp\.pdf|form1040sp)$/);
    }
    expect(formsGroups.flatMap((g) => g.list).every((f) => !f.spanishEdition)).toBe(true);
  });

  it('sends the API the same category values', () => {
    expect(categoriesEs.map((c) => c.value)).toEqual(categories.map((c) => c.value));
  });

  it('keeps the brackets’ figures and the site’s identity', () => {
    expect({ ...taxBracketsEs, statuses: [], sources: [] }).toEqual({ ...taxBrackets, statuses: [], sources: [] });
    const identity = ({ name, url, contact: { country, ...contact }, links, foundingYear }: typeof site) => ({ name, url, contact, links, foundingYear, country: country.length > 0 });
    expect(identity(siteEs)).toEqual(identity(site));
    // The country is the one word of the address a visitor reads in their language.
    expect(site.contact.country).toBe('United States');
    expect(siteEs.contact.country).toBe('Estados Unidos');
  });

  it('links the Spanish pages from the tax center and the menus', () => {
    expect(taxCenterCardsEs.map((c) => c.key)).toEqual(taxCenterCards.map((c) => c.key));
    for (const [i, card] of taxCenterCardsEs.entries()) {
      const english = taxCenterCards[i]!;
      if (english.link.startsWith('/')) expect(card.link).toBe(spanishPaths[english.link as keyof typeof spanishPaths]);
    }
    const hrefs = (items: { href: string }[]) => items.map((i) => i.href);
    // Each Spanish menu entry leads to the Spanish page once it is served, to the English page until then.
    expect(hrefs(navigationEs.main)).toEqual(hrefs(navigation.main).map((h) => localePath(h, 'es')));
  });
});

describe('IRS links on the Spanish site', () => {
  it('sends the EIN, refund and publications links to the IRS’s own Spanish pages, not marked “(en inglés)”', () => {
    const ein = usefulLinksEs.find((l) => l.key === 'ein')!;
    expect(ein.link).toBe('https://www.irs.gov/es/businesses/small-businesses-self-employed/get-an-employer-identification-number');
    expect(ein.value).toBe('Solicite un número de identificación del empleador (EIN) en línea');
    const card = (key: string) => taxCenterCardsEs.find((c) => c.key === key)!;
    expect([card('refund-status').link, card('refund-status').linkLabel]).toEqual(['https://www.irs.gov/es/refunds', 'Consulte el estado de su reembolso']);
    expect([card('irs-publications').link, card('irs-publications').linkLabel]).toEqual(['https://www.irs.gov/SpanishForms', 'Vea las publicaciones del IRS en español']);
    for (const label of [ein.value, card('refund-status').linkLabel, card('irs-publications').linkLabel]) expect(label).not.toMatch(/inglés/);
  });

  it('keeps "(en inglés)" on the useful links whose sites have no Spanish page linked', () => {
    for (const link of usefulLinksEs) {
      const english = usefulLinks.find((l) => l.key === link.key)!;
      expect(link.value, link.key).toMatch(link.link === english.link ? /\(en inglés\)$/ : /^(?!.*inglés)/);
    }
  });
});

describe('Spanish routes', () => {
  it('gives every English page a Spanish twin except the English-only aliases', () => {
    expect(englishOnlyPaths).toEqual(Object.keys(aliases));
    expect(untranslatedRoutes()).toEqual({ missing: [], extra: [] });
    for (const route of routes) expect(spanishPaths, route.path).toHaveProperty([route.path]);
    const records = Object.values(spanishRoutes);
    expect(new Set(records.map((r) => r.path)).size).toBe(records.length);
    for (const record of records) {
      expect(record.path).toMatch(/^\/es(\/[a-z0-9-]+)?$/);
      expect(record.description.length, record.path).toBeLessThanOrEqual(160);
      if (record.parent) expect(Object.values(spanishPaths)).toContain(record.parent);
    }
  });
});

describe('translation stamps', () => {
  // Whether a stamp is still current is for the content check to report (an English edit must not fail the unit tests).
  it('records, in each typed twin, which English file it translates and that file’s hash', () => {
    const twins = readdirSync('content').filter((f) => f.endsWith('.es.ts'));
    expect(twins.length).toBeGreaterThan(10);
    for (const twin of twins) {
      const source = readFileSync(`content/${twin}`, 'utf8');
      expect(source, twin).toMatch(/export const translates = '[0-9a-f]{12}'/);
      const english = /SHA-256 of (content\/[a-z-]+\.ts)/.exec(source)?.[1];
      expect(english && existsSync(english), `${twin} names its English file`).toBe(true);
    }
  });
});

describe('Markdown twins', () => {
  it('gives every English service page, news post and BOI or QuickBooks entry its Spanish twin', () => {
    const english = (dir: string): string[] =>
      readdirSync(join('content', dir), { withFileTypes: true }).flatMap((entry) =>
        entry.isDirectory() ? english(join(dir, entry.name)) : entry.name.endsWith('.md') && !entry.name.endsWith('.es.md') ? [join('content', dir, entry.name)] : [],
      );
    const sources = ['services', 'news', 'boi', 'quickbooks', 'privacy'].flatMap(english);
    expect(sources.length).toBeGreaterThan(30);
    for (const file of sources) expect(existsSync(file.replace(/\.md$/, '.es.md')), `${file} has no Spanish twin (${file.replace(/\.md$/, '.es.md')})`).toBe(true);
  });
});
