/** The resource content has the shape its pages need and carries the figures its sources state. */
import { toString } from 'mdast-util-to-string';
import { visit } from 'unist-util-visit';
import { describe, expect, it } from 'vitest';
import { boi } from '@/content/boi';
import { formsGroups } from '@/content/forms';
import { newsPosts } from '@/content/news';
import { quickbooks } from '@/content/quickbooks';
import { routeFor } from '@/lib/content/routes';
import { taxBrackets } from '@/content/tax-brackets';
import { taxCenterCards } from '@/content/tax-center';
import { usefulLinks } from '@/content/useful-links';
import { markdownParser, textBlocks } from '@/lib/markdown';

/** Each `:::table{caption}` in a Markdown body: its caption, column headers and body rows as plain text. */
function tablesIn(body: string) {
  const tables: { caption: string; columns: string[]; rows: string[][] }[] = [];
  visit(markdownParser.parse(body), 'containerDirective', (node) => {
    if (node.name !== 'table') return;
    visit(node, 'table', (table) => {
      const [columns = [], ...rows] = table.children.map((row) => row.children.map((cell) => toString(cell)));
      tables.push({ caption: node.attributes?.caption ?? '', columns, rows });
    });
  });
  return tables;
}

describe('BOI content', () => {
  it('numbers the 23 exemptions 1 to 23, each titled once', () => {
    expect(boi.exemptions.map((e) => e.number)).toEqual(Array.from({ length: 23 }, (_, i) => i + 1));
    expect(new Set(boi.exemptions.map((e) => e.title)).size).toBe(23);
  });

  it('states the domestic exemption first, with the rule date and the foreign deadline', () => {
    const first = textBlocks(boi.notice.body)[0] ?? '';
    expect(first).toContain('March 21, 2025');
    expect(first).toContain('90 FR 13688');
    expect(first).toMatch(/companies created in the United States/);
    expect(boi.notice.body).toContain('April 25, 2025');
    expect(boi.notice.body).toContain('30 calendar days after it receives notice that its registration is effective');
  });

  it('dates a later foreign registration from the notice that it is effective, wherever it is stated', () => {
    const foreign = [boi.notice.body, boi.faqs.find((f) => f.id === 'foreign-company')!.body, boi.guidelines.find((g) => g.id === 'foreign-deadlines')!.body];
    for (const text of foreign) {
      expect(text).toMatch(/30 calendar days after (it|they) receives? notice that (its|their) registration is effective/);
      expect(text).not.toMatch(/30 days of registering/);
    }
    expect(boi.facts.find((f) => f.label === 'Foreign reporting companies')?.value).toContain('30 calendar days after notice that its registration is effective');
  });

  it('keeps pre-2024 companies reporting their own information, exempt only from company applicants', () => {
    const guideline = boi.guidelines.find((g) => g.id === 'what-to-report')!.body;
    expect(guideline).toContain('still reports its own information and its beneficial owners');
    expect(guideline).toContain('exempt only from reporting its company applicants (31 CFR 1010.380(b)(2)(iv))');
    expect(guideline).not.toMatch(/beneficial owners only/);
  });

  it('carries the sourced penalty, ownership and correction figures', () => {
    const facts = boi.facts.map((f) => `${f.label}: ${f.value}`).join('\n');
    for (const figure of ['25%', '30 days', '90 days', '$500', '$606', 'January 17, 2025', '$10,000', "two years' imprisonment"]) {
      expect(facts).toContain(figure);
    }
    expect(boi.guidelines.some((g) => g.title === 'Exempt entities')).toBe(true);
    expect(boi.sources.map((s) => s.url)).toContain(
      'https://www.federalregister.gov/documents/2025/03/26/2025-05199/beneficial-ownership-information-reporting-requirement-revision-and-deadline-extension',
    );
  });
});

describe('QuickBooks content', () => {
  it('gives the Desktop 2022 and 2023 end-of-support dates, and names both versions wherever the page is titled', () => {
    expect(quickbooks.endOfSupport).toEqual([
      { version: 'QuickBooks Desktop 2022', date: '2025-05-31' },
      { version: 'QuickBooks Desktop 2023', date: '2026-05-31' },
    ]);
    const route = routeFor('/services-quickbooks');
    for (const text of [route.title, route.description, route.heading, quickbooks.notice.title]) {
      expect(text).toContain('2022');
      expect(text).toContain('2023');
    }
    expect(quickbooks.notice.body).toContain('May 31, 2025');
    expect(quickbooks.notice.body).toContain('May 31, 2026');
  });
});

describe('news posts', () => {
  it('starts with the single Post Not Found placeholder', () => {
    expect(newsPosts[0]?.title).toBe('Post Not Found');
    expect(newsPosts[0]?.placeholder).toBe(true);
    expect(newsPosts.filter((p) => p.placeholder)).toHaveLength(1);
    expect(newsPosts.filter((p) => !p.placeholder).length).toBeGreaterThanOrEqual(4);
  });

  it('has unique titles', () => {
    const titles = newsPosts.map((p) => p.title);
    expect(new Set(titles).size).toBe(titles.length);
  });

  it('gives every real post a source', () => {
    for (const post of newsPosts.filter((p) => !p.placeholder)) {
      expect(post.references.length, post.title).toBeGreaterThan(0);
    }
  });

  it('compares prior law and the One Big Beautiful Bill Act in one captioned table of 9 full rows', () => {
    const post = newsPosts.find((p) => p.title === 'What the One Big Beautiful Bill Act Changes for Your 2025 Return');
    expect(post?.date).toBe('2025-07-15');
    expect(post?.category).toBe('Tax Law');
    const tables = tablesIn(post?.body ?? '');
    expect(tables).toHaveLength(1);
    expect(tables[0]?.caption).not.toBe('');
    expect(tables[0]?.columns).toEqual(['Provision', 'Prior law for 2025', 'Final legislation']);
    const rows = (tables[0]?.rows ?? []).map(([item = '', prior = '', final = '']) => ({ item, prior, final }));
    expect(rows).toHaveLength(9);
    for (const row of rows) expect(Object.values(row).every((cell) => cell.trim().length > 0), row.item).toBe(true);

    const finalOf = (item: string) => rows.find((r) => r.item.startsWith(item))?.final ?? '';
    expect(finalOf('Standard deduction')).toContain('$15,750');
    expect(finalOf('Standard deduction')).toContain('$31,500');
    expect(finalOf('SALT')).toContain('$40,000');
    expect(finalOf('Child tax credit')).toContain('$2,200');
    expect(finalOf('Qualified tips')).toContain('$25,000');
    expect(finalOf('Qualified overtime')).toContain('$12,500');
    expect(finalOf('Car loan interest')).toContain('$10,000');
    expect(finalOf('Taxpayers 65')).toContain('$6,000');

    const refs = post?.references.map((r) => r.url) ?? [];
    expect(refs).toContain('https://www.irs.gov/newsroom/one-big-beautiful-bill-provisions');
    expect(refs).toContain('https://www.congress.gov/bill/119th-congress/house-bill/1');
  });
});

describe('tax brackets', () => {
  it('gives each year and filing status seven rising thresholds from zero, and a standard deduction that grows with the year', () => {
    expect(taxBrackets.rates).toEqual([10, 12, 22, 24, 32, 35, 37]);
    const [first, second] = taxBrackets.years;
    for (const year of taxBrackets.years) {
      for (const [status, thresholds] of Object.entries(year.thresholds)) {
        expect(thresholds, `${year.year} ${status}`).toHaveLength(7);
        expect(thresholds[0]).toBe(0);
        expect([...thresholds].sort((x, y) => x - y), `${year.year} ${status}`).toEqual(thresholds);
      }
    }
    for (const status of ['single', 'joint', 'head-of-household'] as const) {
      expect(second!.standardDeduction[status], status).toBeGreaterThan(first!.standardDeduction[status]);
      expect(first!.standardDeductionChange?.before[status], status).toBeLessThan(first!.standardDeduction[status]);
    }
  });

  it('cites both revenue procedures and the OBBBA page', () => {
    const urls = taxBrackets.sources.map((s) => s.url);
    expect(urls).toContain('https://www.irs.gov/pub/irs-drop/rp-24-40.pdf');
    expect(urls).toContain('https://www.irs.gov/pub/irs-drop/rp-25-32.pdf');
    expect(urls).toContain('https://www.irs.gov/newsroom/one-big-beautiful-bill-provisions');
    expect(taxBrackets.years.map((y) => y.revProc)).toEqual(['Rev. Proc. 2024-40', 'Rev. Proc. 2025-32']);
  });
});

describe('links, forms and tax center', () => {
  it('lists the six useful links', () => {
    expect(usefulLinks.map((l) => l.link)).toEqual([
      'https://www.ssa.gov',
      'https://www.sba.gov',
      'https://www.commerce.gov',
      'https://www.irs.gov',
      'https://www.irs.gov/businesses/small-businesses-self-employed/apply-for-an-employer-identification-number-ein-online',
      'https://www.twc.texas.gov',
    ]);
  });

  it('covers every required IRS form in three groups', () => {
    expect(formsGroups).toHaveLength(3);
    const links = formsGroups.flatMap((g) => g.list.map((f) => f.link));
    const files = ['f1040', 'i1040gi', 'fw9', 'f4506t', 'fw4', 'f941', 'fw2', 'f9465', 'f1040x', 'f2848', 'fw7', 'pcir230'];
    for (const file of files) expect(links).toContain(`https://www.irs.gov/pub/irs-pdf/${file}.pdf`);
    expect(new Set(links).size).toBe(links.length);
  });

  it('has the five tax center cards in order', () => {
    expect(taxCenterCards.map((c) => [c.key, c.link, c.load])).toEqual([
      ['tax-rates', '/tax-rates', '_self'],
      ['tax-estimator', '/tax-estimator', '_self'],
      ['irs-publications', 'https://www.irs.gov/publications', '_blank'],
      ['tax-calendar', '/tax-calendar', '_self'],
      ['refund-status', 'https://www.irs.gov/refunds', '_blank'],
    ]);
  });
});
