import { describe, expect, it } from 'vitest';
import { reviewedEntries } from '@/content/reviewed-entries';
import { newsFile, publishedNews } from '@/content/news';
import { addMonths, collectText, datesIn, deadlinesIn, formatFindings, reviewContent, taxYearsIn, type ReviewedEntry } from '@/lib/content-review';

const entry = (lastReviewed: string, ...text: string[]): ReviewedEntry => ({ file: 'content/example.ts', entry: 'title "Example"', lastReviewed, text });

describe('content review', () => {
  it('passes an entry reviewed within twelve months', () => {
    expect(reviewContent([entry('2026-01-10', 'Support ended after May 31, 2025.')], '2027-01-10')).toEqual([]);
  });

  it('warns about an entry reviewed more than twelve months ago, naming file and entry', () => {
    const findings = reviewContent([entry('2026-01-10', 'Plain text.')], '2027-01-11');
    expect(findings).toEqual([
      { level: 'warning', file: 'content/example.ts', entry: 'title "Example"', message: 'last reviewed 2026-01-10, more than 12 months ago' },
    ]);
    expect(formatFindings(findings)).toBe('  warning content/example.ts (title "Example"): last reviewed 2026-01-10, more than 12 months ago');
  });

  it('fails an entry reviewed more than eighteen months ago', () => {
    const findings = reviewContent([entry('2025-05-20', 'Plain text.')], '2026-11-21');
    expect(findings.map((f) => f.level)).toEqual(['error']);
    expect(formatFindings(findings)).toContain('ERROR   content/example.ts (title "Example"): last reviewed 2025-05-20, more than 18 months ago');
  });

  it('warns about a date spoken of in the future tense once it has passed', () => {
    const text = 'Intuit will end support after May 31, 2025. Support for 2023 ends after 31 May 2026. Reports were due April 25, 2025.';
    const findings = reviewContent([entry('2026-11-01', text)], '2026-11-24');
    expect(findings.map((f) => f.message)).toEqual([
      'speaks of 2025-05-31 as still to come: "Intuit will end support after May 31, 2025."',
      'speaks of 2026-05-31 as still to come: "Support for 2023 ends after 31 May 2026."',
    ]);
    expect(findings.every((f) => f.level === 'warning')).toBe(true);
    expect(reviewContent([entry('2026-11-01', text)], '2025-05-30')).toEqual([]);
  });

  it('warns about future tense on a tax year whose returns are already due', () => {
    const text = 'Many of its individual provisions apply to 2025, so they will show up on the return you file next year.';
    expect(reviewContent([entry('2026-11-01', text)], '2026-11-24').map((f) => f.message)).toEqual([
      `speaks in the future tense of tax year 2025, whose returns were due 2026-04-15: "${text}"`,
    ]);
    // Before the returns are due the sentence is right, and past tense about the year is right at any time.
    expect(reviewContent([entry('2026-01-10', text)], '2026-04-14')).toEqual([]);
    expect(reviewContent([entry('2026-11-01', 'The provisions applied to 2025 returns, due April 15, 2026.')], '2026-11-24')).toEqual([]);
    expect(reviewContent([entry('2026-11-01', 'We will file your 2026 return.')], '2026-11-24')).toEqual([]);
  });

  it('warns about an instruction whose deadline has passed', () => {
    const text = 'Report by April 25, 2025, or within 30 days of registering to do business in a US state';
    expect(reviewContent([entry('2026-11-01', text)], '2026-11-24').map((f) => f.message)).toEqual([
      `tells the reader to act by 2025-04-25, which has passed: "${text}"`,
    ]);
    expect(reviewContent([entry('2026-11-01', 'You must file before 1 May 2026.')], '2026-11-24')).toHaveLength(1);
    expect(reviewContent([entry('2025-01-01', text)], '2025-04-20')).toEqual([]);
    // Told as history, the date is no instruction.
    expect(reviewContent([entry('2026-11-01', 'Registered companies had to report by April 25, 2025.')], '2026-11-24')).toEqual([]);
  });

  it('reads bare tax years apart from full dates, and deadlines after "by" or "before"', () => {
    expect(taxYearsIn('For 2025 and 2026, from May 31, 2025 and 2026-05-15 on.')).toEqual([2025, 2026]);
    expect(deadlinesIn('File by May 15, 2026, pay before 2026-06-15, not on June 1, 2026.')).toEqual(['2026-05-15', '2026-06-15']);
  });

  it('finds no dated wording in the site’s content as reviewed on 2026-11-25', () => {
    const findings = reviewContent(reviewedEntries, '2026-11-25').filter((f) => !f.message.startsWith('last reviewed'));
    expect(findings, formatFindings(findings)).toEqual([]);
  });

  it('reads written-out and ISO dates, and counts calendar months', () => {
    expect(datesIn('From January 17, 2025, then 2026-05-15 and 1 February 2027.')).toEqual(['2025-01-17', '2026-05-15', '2027-02-01']);
    expect(addMonths('2026-11-24', 18)).toBe('2028-05-24');
    expect(collectText({ a: 'x', b: ['y', { c: 'z', n: 3 }] })).toEqual(['x', 'y', 'z']);
  });

  it('finds no entry of the site older than eighteen months today', () => {
    const today = new Date().toISOString().slice(0, 10);
    const findings = reviewContent(reviewedEntries, today);
    if (findings.length) console.warn(`Content to review:\n${formatFindings(findings)}`);
    expect(findings.filter((f) => f.level === 'error'), formatFindings(findings)).toEqual([]);
  });

  it('covers every page and post that quotes figures', () => {
    const names = reviewedEntries.map((e) => `${e.file} ${e.entry}`);
    expect(names).toContain('content/boi/page.md BOI page');
    expect(names).toContain('content/quickbooks/page.md QuickBooks page');
    expect(publishedNews.length).toBeGreaterThanOrEqual(4);
    for (const post of publishedNews) expect(names).toContain(`${newsFile(post)} title "${post.title}"`);
    for (const e of reviewedEntries.filter((e) => /\$\d/.test(e.text.join(' ')))) expect(e.lastReviewed, e.entry).toBeDefined();
  });
});
