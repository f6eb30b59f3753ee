/**
 * Resource-page content that the components rely on: the tax-rates page's sources and review date
 * agree with the embedded page, and the news posts render the figures content-facts.md lists.
 */
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { taxRatesPage, taxCenterCards } from '@/content/tax-center';
import { boi } from '@/content/boi';
import { quickbooks } from '@/content/quickbooks';
import { newsPosts } from '@/content/news';
import { formatDate } from '@/lib/format';

const embed = readFileSync(fileURLToPath(new URL(`../../public${taxRatesPage.embed}`, import.meta.url)), 'utf8');

describe('tax rates page', () => {
  it('points at the embed that exists and lists every source the embed cites', () => {
    expect(taxRatesPage.embed).toBe('/embeds/tax-rates.html');
    const embedSources = [...embed.matchAll(/<a href="(https:[^"]+)"/g)].map((m) => m[1]);
    expect(embedSources.length).toBeGreaterThanOrEqual(3);
    for (const url of embedSources) expect(taxRatesPage.sources.map((s) => s.url)).toContain(url);
  });

  it('shows the same review date as the embed', () => {
    expect(embed).toContain(`Last reviewed: ${formatDate(taxRatesPage.lastReviewed)}`);
  });

  it('is the internal target of the Tax Rates card', () => {
    expect(taxCenterCards.find((c) => c.key === 'tax-rates')?.link).toBe('/tax-rates');
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
  it('has at least three real posts dated 2025-2026 with unique paragraphs (they are React keys)', () => {
    const real = newsPosts.filter((p) => !p.placeholder);
    expect(real.length).toBeGreaterThanOrEqual(3);
    for (const post of real) {
      expect(post.date >= '2025-01-01' && post.date <= '2026-12-31', post.title).toBe(true);
      expect(new Set(post.description).size, post.title).toBe(post.description.length);
    }
  });
});
