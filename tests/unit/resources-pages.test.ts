/** The tax rates embed is generated from the brackets data with the page's sources and review date; accordion and news content the components rely on. */
import { describe, expect, it } from 'vitest';
import { taxEstimatorPage, taxRatesPage, taxCenterCards } from '@/content/tax-center';
import { taxBrackets } from '@/content/tax-brackets';
import { site } from '@/content/site';
import { boi } from '@/content/boi';
import { quickbooks } from '@/content/quickbooks';
import { newsPosts } from '@/content/news';
import { markdownParser } from '@/lib/markdown';
import { formatDate, usd } from '@/lib/format';
import { bracketRange, renderTaxRatesEmbed } from '@/lib/content/tax-rates-embed';

const embed = renderTaxRatesEmbed(taxBrackets, site.name);

describe('tax rates embed', () => {
  it('has a table for every year and filing status, each range running from one threshold to the next', () => {
    for (const year of taxBrackets.years) {
      for (const { key, label } of taxBrackets.statuses) {
        const caption = `<caption id="cap-${year.year}-${key}">${year.year} brackets: ${label}</caption>`;
        const start = embed.indexOf(caption);
        expect(start, caption).toBeGreaterThan(-1);
        const table = embed.slice(start, embed.indexOf('</table>', start));
        const thresholds = year.thresholds[key];
        const rows = [...table.matchAll(/<th scope="row">(\d+)%<\/th>\s*<td>([^<]+)<\/td>/g)].map((m) => [Number(m[1]), m[2]]);
        expect(rows).toEqual(taxBrackets.rates.map((rate, i) => [rate, bracketRange(thresholds[i]!, thresholds[i + 1])]));
      }
    }
  });

  it('writes ranges as "$lower – $upper" and the top one as "Over $lower"', () => {
    expect(bracketRange(11925, 48475)).toBe('$11,925 – $48,475');
    expect(bracketRange(640600, undefined)).toBe('Over $640,600');
  });

  it('lists every standard deduction and says which law changed one', () => {
    for (const year of taxBrackets.years) {
      for (const { key } of taxBrackets.statuses) expect(embed).toContain(`<td>${usd(year.standardDeduction[key])}</td>`);
      if (year.standardDeductionChange) expect(embed).toContain(`The ${year.standardDeductionChange.law} raised the ${year.year} standard deduction`);
    }
  });

  it('is a static, accessible page with its sources and review date', () => {
    expect(embed).not.toMatch(/<script/i);
    expect(embed).toMatch(/^<!DOCTYPE html>\n<html lang="en">/);
    expect(embed).toMatch(/<meta name="viewport"/);
    expect(embed.match(/<caption/g)).toHaveLength(taxBrackets.years.length * taxBrackets.statuses.length + 1);
    const cited = [...embed.matchAll(/<a href="(https:[^"]+)"/g)].map((m) => m[1]);
    expect(cited).toEqual(taxBrackets.sources.map((s) => s.url));
    expect(embed).toContain(`Last reviewed: ${formatDate(taxBrackets.lastReviewed)}`);
    expect(embed).toContain(`<title>Federal income tax rates 2025 and 2026 | ${site.name}</title>`);
  });

  it('escapes text taken from the data', () => {
    const tricky = { ...taxBrackets, sources: [{ label: 'A & <B>', url: 'https://example.com/?a=1&b="2"' }] };
    const html = renderTaxRatesEmbed(tricky, 'Firm <One>');
    expect(html).toContain('A &amp; &lt;B&gt;');
    expect(html).toContain('href="https://example.com/?a=1&amp;b=&quot;2&quot;"');
    expect(html).toContain('Firm &lt;One&gt;');
  });
});

describe('tax rates and estimator pages', () => {
  it('the tax-rates page points at the embed and cites every source it cites, with the same review date', () => {
    expect(taxRatesPage.embed).toBe('/embeds/tax-rates.html');
    for (const page of [taxRatesPage, taxEstimatorPage]) {
      for (const s of taxBrackets.sources) expect(page.sources).toContainEqual(s);
      expect(page.lastReviewed).toBe(taxBrackets.lastReviewed);
    }
  });

  it('both are internal targets of Tax Center cards', () => {
    expect(taxCenterCards.find((c) => c.key === 'tax-rates')?.link).toBe('/tax-rates');
    expect(taxCenterCards.find((c) => c.key === 'tax-estimator')?.link).toBe('/tax-estimator');
  });

  it('the estimator says what it leaves out, Texas included', () => {
    const scope = taxEstimatorPage.scope.join(' ');
    expect(scope).toMatch(/no credits/);
    expect(scope).toMatch(/no other taxes/);
    expect(scope).toMatch(/Texas has none/);
    expect(scope).toContain('the basic standard deduction only');
    expect(scope).toContain('$2,000 unmarried or $1,600 married for 2025 (Rev. Proc. 2024-40); $2,050 unmarried or $1,650 married for 2026 (Rev. Proc. 2025-32)');
    expect(scope).toMatch(/seniors \(up to \$6,000 each\), qualified tips, qualified overtime pay and interest on a car loan/);
    expect(taxEstimatorPage.noScript).toMatch(/needs JavaScript/);
  });
});

describe('accordion content', () => {
  it('has unique ids (used as anchors and keys) on each page', () => {
    for (const list of [boi.guidelines, boi.faqs, quickbooks.affectedServices]) {
      const ids = list.map((item) => item.id);
      expect(new Set(ids).size).toBe(ids.length);
    }
    const all = [...boi.guidelines, ...boi.faqs].map((item) => item.id);
    expect(new Set(all).size).toBe(all.length);
  });

  it('keeps the exempt-entities section the paged table is attached to', () => {
    expect(boi.guidelines.find((g) => g.id === 'exempt-entities')?.title).toBe('Exempt entities');
  });
});

describe('news posts', () => {
  it('has at least three real posts dated 2025-2026, each opening with a paragraph (styled as the lead)', () => {
    const real = newsPosts.filter((p) => !p.placeholder);
    expect(real.length).toBeGreaterThanOrEqual(3);
    for (const post of real) {
      expect(post.date >= '2025-01-01' && post.date <= '2026-12-31', post.title).toBe(true);
      expect(markdownParser.parse(post.body).children[0]?.type, post.title).toBe('paragraph');
    }
  });
});
