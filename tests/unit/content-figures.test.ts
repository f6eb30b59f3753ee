/** The corrected figures live once, in content/tax-figures.ts, and every page that states them uses that data. */
import { describe, expect, it } from 'vitest';
import { boi } from '@/content/boi';
import { contactPage } from '@/content/contact';
import { home } from '@/content/home';
import { newsPosts } from '@/content/news';
import { quickbooks } from '@/content/quickbooks';
import { reviewedEntries } from '@/content/reviewed-entries';
import { routes } from '@/content/routes';
import { servicePages, servicesOverview } from '@/content/services';
import { replyPromise, site } from '@/content/site';
import { taxCenterCards, taxRatesPage } from '@/content/tax-center';
import { team } from '@/content/team';
import {
  boiCivilPenalty,
  boiSafeHarbourRule,
  franchiseFilingRule,
  saltCap,
  saltCapSummary,
  texasFranchise,
  texasNoIncomeTax,
} from '@/content/tax-figures';
import { collectText } from '@/lib/content-review';

const boiText = collectText(boi).join('\n');
const sourcesOf = (e: { sources?: { url: string }[]; references?: { url: string }[] }) => [...(e.sources ?? []), ...(e.references ?? [])].map((s) => s.url);
const pages = [...[servicesOverview, ...servicePages].map((p) => ({ name: p.route.path, text: collectText(p).join(' '), urls: sourcesOf(p) })),
  ...newsPosts.map((p) => ({ name: p.title, text: collectText({ ...p, formerTitles: [] }).join(' '), urls: sourcesOf(p) })),
  { name: 'tax rates', text: collectText(taxRatesPage).join(' '), urls: sourcesOf(taxRatesPage) }];

describe('BOI figures', () => {
  it('states the civil penalty as adjusted on January 17, 2025', () => {
    expect(boiCivilPenalty).toMatchObject({ statutory: 500, perDay: 606, assessedFrom: '2025-01-17' });
    expect(boi.facts.find((f) => f.label === 'Civil penalty')?.value).toContain('$606 a day for penalties assessed on or after January 17, 2025');
    expect(boiText).not.toContain('$591');
    expect(boi.sources.map((s) => s.url)).toContain(boiCivilPenalty.source.url);
  });

  it('measures the safe harbour from the date the inaccurate report was submitted', () => {
    expect(boiSafeHarbourRule).toBe('a correction filed within 90 days after the date the inaccurate report was submitted');
    expect(boiText.split(boiSafeHarbourRule).length - 1).toBe(3);
    expect(boiText).not.toMatch(/original report's deadline/);
  });

  it('qualifies each absolute answer with the interim final rule, and dates the compliance guide', () => {
    for (const id of ['texas-llc', 'already-filed']) {
      expect(boi.faqs.find((f) => f.id === id)?.body).toContain("FinCEN's interim final rule of March 2025");
    }
    expect(boi.sources.find((s) => s.url.includes('small-entity-compliance-guide'))?.label).toMatch(/predates the March 2025 interim final rule/);
  });
});

describe('Texas figures', () => {
  it('gives the no-tax-due threshold for each report year', () => {
    expect(texasFranchise.noTaxDueThreshold).toEqual([
      { reports: [2024, 2025], amount: 2_470_000 },
      { reports: [2026, 2027], amount: 2_650_000 },
    ]);
    expect(franchiseFilingRule).toContain('$2.65 million for 2026 and 2027 reports, $2.47 million for 2024 and 2025');
  });

  it('states who files what on every page that speaks of franchise tax reports', () => {
    const mentioning = pages.filter((p) => /franchise tax (annual )?reports?/i.test(p.text));
    expect(mentioning.length).toBeGreaterThanOrEqual(4);
    for (const page of mentioning) {
      expect(page.text, page.name).toContain(franchiseFilingRule);
      expect(page.urls, page.name).toContain(texasFranchise.source.url);
    }
  });

  it('cites the Texas Constitution wherever the pages say Texas has no personal income tax', () => {
    for (const page of pages.filter((p) => /Texas has no personal income tax/.test(p.text))) {
      expect(page.urls, page.name).toContain(texasNoIncomeTax.url);
    }
  });
});

describe('federal figures', () => {
  it('gives the SALT cap for 2025 and 2026, halved for married filing separately', () => {
    expect(saltCap.byYear).toEqual([
      { year: 2025, cap: 40_000, phaseDownAbove: 500_000 },
      { year: 2026, cap: 40_400, phaseDownAbove: 505_000 },
    ]);
    expect(saltCapSummary).toContain('($20,000 and $20,200 married filing separately)');
    for (const page of pages.filter((p) => /\bSALT\b|state and local tax/i.test(p.text) && /\$40,000/.test(p.text))) {
      expect(page.text, page.name).toMatch(/\$40,400/);
    }
  });

  it('ends the 1031 replacement period at the return due date including extensions', () => {
    const rei = collectText(servicePages.find((p) => p.route.path === '/services-rei')).join(' ');
    expect(rei).toMatch(/180 days of the sale, or by the due date of your return for the year of the sale \(including extensions\)/);
  });

  it('says what the tax rates page really shows', () => {
    expect(taxCenterCards.find((c) => c.key === 'tax-rates')?.paragraph).not.toMatch(/each figure linked/);
  });
});

describe('QuickBooks, for a reader today', () => {
  it('tells of both end-of-support dates as past, and of the sales change', () => {
    const text = [collectText(quickbooks), collectText(newsPosts.find((p) => p.category === 'QuickBooks'))].flat().join(' ');
    expect(text).toContain('QuickBooks Desktop 2023 followed after May 31, 2026');
    expect(text).toContain('after September 30, 2024');
    expect(text).not.toMatch(/plan your move now|upgrade to a supported QuickBooks Desktop version|will end support/i);
  });
});

describe('claims match the firm', () => {
  it('speaks of one CPA and one ProAdvisor while the team lists one', () => {
    const cpas = team.filter((m) => m.credentials.some((c) => c.startsWith('CPA'))).length;
    const copy = [collectText(routes), collectText(home), collectText(servicePages), collectText(quickbooks), collectText(contactPage), reviewedEntries.flatMap((e) => e.text)].flat().join(' ');
    if (cpas < 2) expect(copy).not.toMatch(/\bCPAs\b|\bProAdvisors\b/);
  });

  it('makes the reply promise only as content/site.ts states it', () => {
    expect(replyPromise).toBe(`We usually reply within ${site.commitments.replyWithin}; ${site.commitments.slowerReplies} it can take longer.`);
    expect(contactPage.intro.lead).toContain(replyPromise);
    const copy = [collectText(servicePages), collectText(home), collectText(contactPage)].flat().join(' ').replaceAll(replyPromise, '');
    expect(copy).not.toMatch(/business day/);
  });
});
