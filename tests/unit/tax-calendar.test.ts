import ICAL from 'ical.js';
import { describe, expect, it } from 'vitest';
import { ContentError, defineContent } from '@/lib/define-content';
import { taxCalendarSchema } from '@/lib/schemas';
import { calendarAudiences, taxCalendar, taxCalendarDates, taxCalendarIcsOptions, taxCalendarYears } from '@/content/tax-calendar';
import { calendarIcs, eventFileName, eventHref, eventIcs } from '@/lib/tax-calendar-ics';
import { dueDatesFor, isBusinessDay } from '@/lib/due-dates';
import { informationReturnThreshold, informationReturnThresholdRule } from '@/content/tax-figures';

const dateOf = (key: string) => taxCalendarDates.find((d) => d.key === key)?.date;

describe('tax calendar content', () => {
  it('covers the build year and the next', () => {
    const year = new Date().getUTCFullYear();
    expect(taxCalendarYears).toEqual([year, year + 1]);
    expect(new Set(taxCalendarDates.map((d) => d.date.slice(0, 4)))).toEqual(new Set([String(year), String(year + 1)]));
    expect(taxCalendarDates).toHaveLength(taxCalendar.rules.length * 2);
  });

  it('has every due date the page promises, at its statutory month and day', () => {
    const byId = new Map(taxCalendar.rules.map((r) => [r.id, `${r.month}/${r.day}`]));
    expect(Object.fromEntries(byId)).toEqual({
      'form-w-2-1099-nec': '1/31',
      'form-1099-misc': '2/28',
      'form-941-q4': '1/31',
      'form-940': '1/31',
      'estimated-tax-q4': '1/15',
      'pass-through-returns': '3/15',
      'individual-returns': '4/15',
      'individual-extension': '4/15',
      'c-corporation-returns': '4/15',
      'estimated-tax-q1': '4/15',
      'corporate-estimated-tax-q1': '4/15',
      'form-941-q1': '4/30',
      'exempt-organization-returns': '5/15',
      'texas-franchise-report': '5/15',
      'estimated-tax-q2': '6/15',
      'corporate-estimated-tax-q2': '6/15',
      'form-941-q2': '7/31',
      'pass-through-extended': '9/15',
      'estimated-tax-q3': '9/15',
      'corporate-estimated-tax-q3': '9/15',
      'individual-extended': '10/15',
      'c-corporation-extended': '10/15',
      'form-941-q3': '10/31',
      'exempt-organization-extended': '11/15',
      'texas-franchise-extended': '11/15',
      'corporate-estimated-tax-q4': '12/15',
    });
  });

  it('sources every date from IRS Publication 509, the IRS tax calendar or the Comptroller, all listed on the page', () => {
    const allowed = ['https://www.irs.gov/publications/p509', 'https://www.irs.gov/businesses/small-businesses-self-employed/online-tax-calendar', 'https://comptroller.texas.gov/taxes/franchise/'];
    for (const rule of taxCalendar.rules) {
      expect(allowed, rule.id).toContain(rule.source.url);
      expect(taxCalendar.sources.map((s) => s.url), rule.id).toContain(rule.source.url);
      if (rule.id.startsWith('texas-')) expect(rule.source.url).toBe('https://comptroller.texas.gov/taxes/franchise/');
    }
  });

  it('gives every group in the filter at least one date, and uses no other group', () => {
    const used = new Set(taxCalendar.rules.flatMap((r) => r.who));
    expect([...used].sort()).toEqual(calendarAudiences.map((a) => a.value).sort());
  });

  it('matches the worked examples from IRS Publication 509 for the years it covers', () => {
    const examples: Record<string, string> = {
      '2026-form-w-2-1099-nec': '2026-02-02',
      '2026-pass-through-returns': '2026-03-16',
      '2026-individual-returns': '2026-04-15',
      '2026-estimated-tax-q1': '2026-04-15',
      '2026-texas-franchise-report': '2026-05-15',
      '2027-estimated-tax-q4': '2027-01-15',
      '2027-form-w-2-1099-nec': '2027-02-01',
      '2027-individual-returns': '2027-04-15',
      '2027-texas-franchise-report': '2027-05-17',
    };
    const covered = Object.entries(examples).filter(([key]) => taxCalendarYears.includes(Number(key.slice(0, 4))));
    for (const [key, date] of covered) expect(dateOf(key), key).toBe(date);
  });

  it('gives Form 941 the extended date for timely depositors: the 10th of the second month after the quarter, moved like a due date', () => {
    const dates = dueDatesFor(taxCalendar.rules, [2026, 2027]);
    const later = Object.fromEntries(dates.filter((d) => d.id.startsWith('form-941-')).map((d) => [d.key, d.laterDate]));
    expect(later).toEqual({
      '2026-form-941-q4': '2026-02-10',
      // 10 May 2026 is a Sunday.
      '2026-form-941-q1': '2026-05-11',
      '2026-form-941-q2': '2026-08-10',
      '2026-form-941-q3': '2026-11-10',
      '2027-form-941-q4': '2027-02-10',
      '2027-form-941-q1': '2027-05-10',
      '2027-form-941-q2': '2027-08-10',
      '2027-form-941-q3': '2027-11-10',
    });
    for (const date of Object.values(later)) expect(isBusinessDay(date!), date).toBe(true);
    const q4 = dates.find((d) => d.key === '2026-form-941-q4')!;
    expect(q4.date).toBe('2026-02-02');
    expect(q4.description).toContain('may be filed by February 10, 2026');
    expect(q4.description).not.toMatch(/10 days later/);
  });

  it('gives Form 940 the January 31 due date and February 10 for an employer whose every FUTA deposit was on time, both moved past a weekend', () => {
    const dates = dueDatesFor(taxCalendar.rules, [2026, 2027]);
    const form940 = (year: number) => dates.find((d) => d.key === `${year}-form-940`)!;
    // 31 January 2027 is a Sunday.
    expect(form940(2027)).toMatchObject({ date: '2027-02-01', statutoryDate: '2027-01-31', taxYear: 2026, laterDate: '2027-02-10', title: 'Federal unemployment (FUTA) tax return for 2026' });
    expect(form940(2027).description).toContain('may be filed by February 10, 2027.');
    // 31 January 2026 is a Saturday.
    expect(form940(2026)).toMatchObject({ date: '2026-02-02', laterDate: '2026-02-10' });
    expect(form940(2027).who).toEqual(['employers']);
    expect(form940(2027).form).toBe('Form 940');
  });

  it('files Forms 1099-MISC with the IRS by February 28 on paper and March 31 electronically, moved past a weekend, quoting the threshold from tax-figures', () => {
    const dates = dueDatesFor(taxCalendar.rules, [2026, 2027]);
    const misc = (year: number) => dates.find((d) => d.key === `${year}-form-1099-misc`)!;
    // 28 February 2027 is a Sunday; 31 March 2027 is a Wednesday.
    expect(misc(2027)).toMatchObject({ date: '2027-03-01', statutoryDate: '2027-02-28', taxYear: 2026, laterDate: '2027-03-31' });
    expect(misc(2027).description).toContain('or by March 31, 2027 electronically');
    expect(misc(2026)).toMatchObject({ date: '2026-03-02', laterDate: '2026-03-31' });
    const rule = taxCalendar.rules.find((r) => r.id === 'form-1099-misc')!;
    expect(rule.description).toContain(informationReturnThresholdRule);
    expect(rule.figureSource).toEqual(informationReturnThreshold.source);
    expect(rule.who).toEqual(['businesses', 'non-profits']);
  });

  it('lists the four corporate estimated tax installments of a calendar year: April 15, June 15, September 15 and December 15, moved like any due date', () => {
    const dates = dueDatesFor(taxCalendar.rules, [2026, 2027]);
    const installments = dates.filter((d) => d.id.startsWith('corporate-estimated-tax-')).map((d) => [d.key, d.date]);
    expect(installments).toEqual([
      ['2026-corporate-estimated-tax-q1', '2026-04-15'],
      ['2026-corporate-estimated-tax-q2', '2026-06-15'],
      ['2026-corporate-estimated-tax-q3', '2026-09-15'],
      ['2026-corporate-estimated-tax-q4', '2026-12-15'],
      ['2027-corporate-estimated-tax-q1', '2027-04-15'],
      ['2027-corporate-estimated-tax-q2', '2027-06-15'],
      ['2027-corporate-estimated-tax-q3', '2027-09-15'],
      ['2027-corporate-estimated-tax-q4', '2027-12-15'],
    ]);
    const december = dates.find((d) => d.key === '2026-corporate-estimated-tax-q4')!;
    expect(december).toMatchObject({ title: 'Fourth corporate estimated tax installment for 2026', form: 'Form 1120-W', who: ['businesses'], taxYear: 2026 });
    // The next federal date after 4 December 2026 is this installment.
    expect(dates.find((d) => d.date >= '2026-12-04')?.key).toBe('2026-corporate-estimated-tax-q4');
  });

  it('lets the fourth estimated payment be skipped by filing and paying by the moved January 31 date', () => {
    const dates = dueDatesFor(taxCalendar.rules, [2026, 2027]);
    const q4 = (year: number) => dates.find((d) => d.key === `${year}-estimated-tax-q4`)!;
    expect(q4(2026).laterDate).toBe('2026-02-02');
    expect(q4(2026).description).toContain('pay all the tax due by February 2, 2026.');
    expect(q4(2027).laterDate).toBe('2027-02-01');
    expect(q4(2027).description).toContain('pay all the tax due by February 1, 2027.');
  });

  it('states the Form 1099-NEC/MISC threshold on the W-2 and 1099-NEC entry, with its source', () => {
    const rule = taxCalendar.rules.find((r) => r.id === 'form-w-2-1099-nec')!;
    expect(rule.description).toContain('For payments made after December 31, 2025, Forms 1099-NEC and 1099-MISC are required for $2,000 or more to a payee in a year ($600 before)');
    expect(rule.description).toContain('indexed for inflation from 2027 (Public Law 119-21, section 70433)');
    expect(rule.figureSource).toEqual(informationReturnThreshold.source);
    expect(taxCalendar.sources).toContainEqual(informationReturnThreshold.source);
  });

  it('fills the tax year into titles: returns are for the year before, estimates for their own year', () => {
    const year = taxCalendarYears[0];
    expect(taxCalendarDates.find((d) => d.key === `${year}-individual-returns`)?.title).toBe(`Individual income tax returns for ${year - 1}`);
    expect(taxCalendarDates.find((d) => d.key === `${year}-estimated-tax-q1`)?.title).toBe(`First estimated tax payment for ${year}`);
    for (const date of taxCalendarDates) expect(date.title + date.description).not.toMatch(/\{year\}|\{laterDate\}/);
  });

  it('stops a bad entry with a message naming the file and the entry', () => {
    const [first] = taxCalendar.rules;
    const bad = { ...taxCalendar, rules: [{ ...first!, id: 'february-thirtieth', month: 2, day: 30 }] };
    expect(() => defineContent('tax-calendar.ts', taxCalendarSchema, bad)).toThrow(ContentError);
    expect(() => defineContent('tax-calendar.ts', taxCalendarSchema, bad)).toThrow(
      /content\/tax-calendar\.ts \(rules entry 0, id "february-thirtieth"\): rules\.0\.day: day does not exist in that month/,
    );
    const noYear = { ...taxCalendar, rules: [{ ...first!, title: 'Returns for some year' }] };
    expect(() => defineContent('tax-calendar.ts', taxCalendarSchema, noYear)).toThrow(/rules\.0\.title/);
    const unfilled = { ...taxCalendar, rules: [{ ...first!, description: `${first!.description} File by {laterDate}.` }] };
    expect(() => defineContent('tax-calendar.ts', taxCalendarSchema, unfilled)).toThrow(/laterDate and a \{laterDate\} in the description go together/);
  });
});

/** Unfolded content lines of an .ics text. */
const contentLines = (ics: string) => ics.replace(/\r\n[ \t]/g, '').split('\r\n').filter(Boolean);

function expectValidIcs(ics: string) {
  // CRLF everywhere, after the last line too: no bare LF or CR.
  expect(ics.replace(/\r\n/g, '')).not.toMatch(/[\r\n]/);
  expect(ics.endsWith('END:VCALENDAR\r\n')).toBe(true);
  for (const line of ics.split('\r\n')) expect(Buffer.byteLength(line, 'utf8'), line).toBeLessThanOrEqual(75);
  const lines = contentLines(ics);
  expect(lines[0]).toBe('BEGIN:VCALENDAR');
  expect(lines).toContain('VERSION:2.0');
  expect(lines.some((l) => l.startsWith('PRODID:'))).toBe(true);
  // METHOD:PUBLISH would require an ORGANIZER; a published file needs no method.
  expect(lines.some((l) => l.startsWith('METHOD:'))).toBe(false);
  return lines;
}

describe('.ics files', () => {
  const feed = calendarIcs(taxCalendarDates, taxCalendarIcsOptions);

  it('writes the feed with CRLF line endings, lines folded at 75 octets, and every event', () => {
    const lines = expectValidIcs(feed);
    expect(lines.filter((l) => l === 'BEGIN:VEVENT')).toHaveLength(taxCalendarDates.length);
    expect(lines.filter((l) => l.startsWith('UID:'))).toHaveLength(taxCalendarDates.length);
    expect(lines.filter((l) => l.startsWith('DTSTAMP:'))).toHaveLength(taxCalendarDates.length);
    expect(lines.filter((l) => /^DTSTART;VALUE=DATE:\d{8}$/.test(l))).toHaveLength(taxCalendarDates.length);
    expect(feed.split('\r\n').some((l) => l.startsWith(' ')), 'some long lines are folded').toBe(true);
  });

  it('names the feed and asks apps to refresh it weekly, as one calendar', () => {
    const lines = contentLines(feed);
    expect(lines).toContain('X-WR-CALNAME:Live Oak Ledger CPA tax calendar');
    expect(lines).toContain('REFRESH-INTERVAL;VALUE=DURATION:P7D');
    expect(lines).toContain('X-PUBLISHED-TTL:P7D');
  });

  it('parses back with ical.js: all-day events on the right dates with a stable UID, summary, source and URL', () => {
    const calendar = new ICAL.Component(ICAL.parse(feed));
    const events = calendar.getAllSubcomponents('vevent').map((v) => new ICAL.Event(v));
    expect(events).toHaveLength(taxCalendarDates.length);
    const uids = new Set<string>();
    for (const [index, event] of events.entries()) {
      const date = taxCalendarDates[index]!;
      expect(event.startDate.isDate).toBe(true);
      expect(event.startDate.toString()).toBe(date.date);
      const end = event.endDate.toJSDate();
      expect(end.getTime() - event.startDate.toJSDate().getTime()).toBe(24 * 60 * 60 * 1000);
      expect(event.uid).toBe(`${date.key}@www.liveoakledger.example.com`);
      uids.add(event.uid);
      expect(event.summary).toBe(`${date.title} due`);
      expect(event.description).toContain(date.description);
      expect(event.description).toContain(date.source.url);
      expect(event.component.getFirstPropertyValue('url')).toBe(date.source.url);
      expect(String(event.component.getFirstPropertyValue('dtstamp'))).toBe(`${taxCalendar.lastReviewed}T00:00:00Z`);
    }
    expect(uids.size).toBe(events.length);
  });

  it('gives each date its own file with one event, the same in any time zone', () => {
    const date = taxCalendarDates[0]!;
    const ics = eventIcs(date, taxCalendarIcsOptions);
    const lines = expectValidIcs(ics);
    // A calendar name or refresh interval would make some apps create a calendar for this one date.
    for (const property of ['X-WR-CALNAME', 'NAME', 'REFRESH-INTERVAL', 'X-PUBLISHED-TTL']) {
      expect(lines.some((l) => l.split(/[:;]/)[0] === property), property).toBe(false);
    }
    expect(lines).toContain(`DTSTART;VALUE=DATE:${date.date.replaceAll('-', '')}`);
    expect(lines.filter((l) => l === 'BEGIN:VEVENT')).toHaveLength(1);
    expect(eventFileName(date)).toBe(`${date.date}-${date.id}.ics`);
    expect(eventHref(date)).toBe(`/tax-calendar/${date.date}-${date.id}.ics`);
    expect(new Set(taxCalendarDates.map(eventFileName)).size).toBe(taxCalendarDates.length);
    const zone = process.env.TZ;
    try {
      for (const tz of ['Pacific/Honolulu', 'Asia/Tokyo']) {
        process.env.TZ = tz;
        expect(eventIcs(date, taxCalendarIcsOptions), tz).toBe(ics);
      }
    } finally {
      if (zone === undefined) delete process.env.TZ;
      else process.env.TZ = zone;
    }
  });
});
