/**
 * Pins the resource content to its public sources: BOI exemptions from FinCEN's Small Entity Compliance Guide,
 * the bill comparison from irs.gov/newsroom/one-big-beautiful-bill-provisions, brackets from Rev. Proc. 2024-40 and 2025-32.
 */
import { toString } from 'mdast-util-to-string';
import { visit } from 'unist-util-visit';
import { describe, expect, it } from 'vitest';
import { boi } from '@/content/boi';
import { formsGroups } from '@/content/forms';
import { newsPosts } from '@/content/news';
import { quickbooks } from '@/content/quickbooks';
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

const EXEMPTIONS = [
  'Securities reporting issuer',
  'Governmental authority',
  'Bank',
  'Credit union',
  'Depository institution holding company',
  'Money services business',
  'Broker or dealer in securities',
  'Securities exchange or clearing agency',
  'Other Exchange Act registered entity',
  'Investment company or investment adviser',
  'Venture capital fund adviser',
  'Insurance company',
  'State-licensed insurance producer',
  'Commodity Exchange Act registered entity',
  'Accounting firm',
  'Public utility',
  'Financial market utility',
  'Pooled investment vehicle',
  'Tax-exempt entity',
  'Entity assisting a tax-exempt entity',
  'Large operating company',
  'Subsidiary of certain exempt entities',
  'Inactive entity',
].map((title, index) => ({ number: index + 1, title }));

const OBBBA_ROWS = [
  {
    item: 'Standard deduction: single / joint / head of household',
    prior: '$15,000 / $30,000 / $22,500',
    final: '$15,750 / $31,500 / $23,625 for 2025, indexed after',
  },
  {
    item: 'SALT deduction cap',
    prior: '$10,000 ($5,000 married filing separately)',
    final:
      '$40,000 ($20,000 MFS) for 2025, $40,400 for 2026, rising 1% a year to 2029; reduced for income above $500,000 ($505,000 for 2026; half for MFS), never below $10,000; back to $10,000 in 2030',
  },
  {
    item: 'Child tax credit',
    prior: '$2,000 per child (scheduled to fall to $1,000 after 2025)',
    final: '$2,200 per child from 2025, indexed',
  },
  {
    item: 'Qualified tips',
    prior: 'taxable',
    final: 'deduction up to $25,000, 2025-2028, phased out above $150,000 ($300,000 joint)',
  },
  {
    item: 'Qualified overtime premium',
    prior: 'taxable',
    final: 'deduction up to $12,500 ($25,000 joint), 2025-2028, same phase-out',
  },
  {
    item: 'Car loan interest (new, US-assembled vehicle, loan after 31 Dec 2024)',
    prior: 'not deductible',
    final: 'deduction up to $10,000, 2025-2028, phased out above $100,000 ($200,000 joint)',
  },
  {
    item: 'Taxpayers 65 and older',
    prior: 'additional standard deduction only',
    final: 'extra $6,000 deduction each, 2025-2028, phased out above $75,000 ($150,000 joint)',
  },
  {
    item: 'Individual rates and brackets',
    prior: 'TCJA rates scheduled to expire after 2025',
    final: 'TCJA rates (10%-37%) made permanent',
  },
  {
    item: 'Qualified business income deduction (199A)',
    prior: '20%, expiring after 2025',
    final: '20%, made permanent',
  },
];

/** Taxable income over which each rate (10% to 37%) starts, and the standard deductions (2025 after the One Big Beautiful Bill Act). */
const BRACKETS = {
  2025: {
    single: [0, 11925, 48475, 103350, 197300, 250525, 626350],
    joint: [0, 23850, 96950, 206700, 394600, 501050, 751600],
    'head-of-household': [0, 17000, 64850, 103350, 197300, 250500, 626350],
  },
  2026: {
    single: [0, 12400, 50400, 105700, 201775, 256225, 640600],
    joint: [0, 24800, 100800, 211400, 403550, 512450, 768700],
    'head-of-household': [0, 17700, 67450, 105700, 201750, 256200, 640600],
  },
};
const STANDARD_DEDUCTIONS = {
  2025: { single: 15750, joint: 31500, 'head-of-household': 23625 },
  2026: { single: 16100, joint: 32200, 'head-of-household': 24150 },
};

describe('BOI content', () => {
  it('lists the 23 exemptions exactly as the Small Entity Compliance Guide does', () => {
    expect(boi.exemptions).toEqual(EXEMPTIONS);
  });

  it('states the domestic exemption first, with the rule date and the foreign deadline', () => {
    const first = textBlocks(boi.notice.body)[0] ?? '';
    expect(first).toContain('March 21, 2025');
    expect(first).toContain('90 FR 13688');
    expect(first).toMatch(/companies created in the United States/);
    expect(boi.notice.body).toContain('April 25, 2025');
    expect(boi.notice.body).toContain('30 days');
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
  it('gives the Desktop 2022 end-of-support date', () => {
    expect(quickbooks.endOfSupport).toBe('2025-05-31');
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

  it('copies all 9 comparison rows of the One Big Beautiful Bill Act post exactly', () => {
    const post = newsPosts.find((p) => p.title === 'What the One Big Beautiful Bill Act Changes for Your 2025 Return');
    expect(post?.date).toBe('2025-07-15');
    expect(post?.category).toBe('Tax Law');
    const tables = tablesIn(post?.body ?? '');
    expect(tables).toHaveLength(1);
    expect(tables[0]?.caption).not.toBe('');
    expect(tables[0]?.columns).toEqual(['Provision', 'Prior law for 2025', 'Final legislation']);
    const rows = (tables[0]?.rows ?? []).map(([item = '', prior = '', final = '']) => ({ item, prior, final }));
    expect(rows).toEqual(OBBBA_ROWS);

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
  it('holds the 2025 and 2026 brackets of Rev. Proc. 2024-40 and 2025-32 for every filing status', () => {
    expect(taxBrackets.rates).toEqual([10, 12, 22, 24, 32, 35, 37]);
    expect(Object.fromEntries(taxBrackets.years.map((y) => [y.year, y.thresholds]))).toEqual(BRACKETS);
  });

  it('holds the standard deductions, 2025 as raised by the One Big Beautiful Bill Act', () => {
    expect(Object.fromEntries(taxBrackets.years.map((y) => [y.year, y.standardDeduction]))).toEqual(STANDARD_DEDUCTIONS);
    expect(taxBrackets.years[0]?.standardDeductionChange?.before).toEqual({ single: 15000, joint: 30000, 'head-of-household': 22500 });
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
