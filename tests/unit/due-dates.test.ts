import { describe, expect, it } from 'vitest';
import { addDays, calendarYears, dueDatesFor, isBusinessDay, legalHolidays, nextBusinessDay, weekday } from '@/lib/due-dates';

const DAY = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'];
const holidayDates = (year: number) => legalHolidays(year).map((h) => h.date);

describe('legal holidays', () => {
  it('lists the 2026 federal holidays and DC Emancipation Day on their observed days', () => {
    expect(legalHolidays(2026)).toEqual([
      { date: '2026-01-01', name: 'New Year’s Day' },
      { date: '2026-01-19', name: 'Birthday of Martin Luther King, Jr.' },
      { date: '2026-02-16', name: 'Washington’s Birthday' },
      { date: '2026-04-16', name: 'District of Columbia Emancipation Day' },
      { date: '2026-05-25', name: 'Memorial Day' },
      { date: '2026-06-19', name: 'Juneteenth National Independence Day' },
      // 4 July 2026 is a Saturday.
      { date: '2026-07-03', name: 'Independence Day' },
      { date: '2026-09-07', name: 'Labor Day' },
      { date: '2026-10-12', name: 'Columbus Day' },
      { date: '2026-11-11', name: 'Veterans Day' },
      { date: '2026-11-26', name: 'Thanksgiving Day' },
      { date: '2026-12-25', name: 'Christmas Day' },
    ]);
  });

  it('lists the 2027 holidays, with the Saturday and Sunday ones moved', () => {
    expect(holidayDates(2027)).toEqual([
      '2027-01-01',
      '2027-01-18',
      '2027-02-15',
      '2027-04-16',
      '2027-05-31',
      // Juneteenth on a Saturday: Friday 18 June.
      '2027-06-18',
      // Independence Day on a Sunday: Monday 5 July.
      '2027-07-05',
      '2027-09-06',
      '2027-10-11',
      '2027-11-11',
      '2027-11-25',
      // Christmas on a Saturday: Friday 24 December; New Year's Day 2028 is also a Saturday, observed 31 December 2027.
      '2027-12-24',
      '2027-12-31',
    ]);
  });

  it('observes Emancipation Day on the Friday before a Saturday and the Monday after a Sunday', () => {
    // 2022: 16 April was a Saturday, so 15 April was a holiday and returns were due Monday 18 April.
    expect(holidayDates(2022)).toContain('2022-04-15');
    expect(nextBusinessDay('2022-04-15')).toBe('2022-04-18');
    // 2023: 16 April was a Sunday, observed Monday 17 April; returns were due Tuesday 18 April.
    expect(holidayDates(2023)).toContain('2023-04-17');
    expect(nextBusinessDay('2023-04-15')).toBe('2023-04-18');
  });

  it('moves New Year’s Day on a Saturday to 31 December of the year before, not into its own year', () => {
    expect(holidayDates(2021)).toContain('2021-12-31');
    expect(holidayDates(2022)).not.toContain('2021-12-31');
    expect(holidayDates(2022)).not.toContain('2022-01-01');
    expect(holidayDates(2022).filter((d) => d.endsWith('-01-01'))).toEqual([]);
  });

  it('counts Juneteenth only from 2021', () => {
    expect(legalHolidays(2020).some((h) => h.name.startsWith('Juneteenth'))).toBe(false);
    expect(holidayDates(2021)).toContain('2021-06-18');
  });

  it('puts the Monday holidays on Mondays and Thanksgiving on the fourth Thursday, every year', () => {
    for (let year = 2020; year <= 2035; year++) {
      const byName = new Map(legalHolidays(year).map((h) => [h.name, h.date]));
      for (const name of ['Birthday of Martin Luther King, Jr.', 'Washington’s Birthday', 'Memorial Day', 'Labor Day', 'Columbus Day']) {
        expect(DAY[weekday(byName.get(name)!)], `${name} ${year}`).toBe('Monday');
      }
      const thanksgiving = byName.get('Thanksgiving Day')!;
      expect(DAY[weekday(thanksgiving)]).toBe('Thursday');
      expect(Number(thanksgiving.slice(8))).toBeGreaterThanOrEqual(22);
      expect(Number(thanksgiving.slice(8))).toBeLessThanOrEqual(28);
      expect(Number(byName.get('Memorial Day')!.slice(8))).toBeGreaterThanOrEqual(25);
      for (const date of byName.values()) expect([0, 6]).not.toContain(weekday(date));
    }
  });
});

describe('nextBusinessDay (IRC 7503)', () => {
  it('keeps a business day and moves weekends and holidays forward', () => {
    expect(nextBusinessDay('2026-04-15')).toBe('2026-04-15');
    expect(nextBusinessDay('2026-01-31')).toBe('2026-02-02');
    expect(nextBusinessDay('2026-07-04')).toBe('2026-07-06');
    expect(nextBusinessDay('2026-07-03')).toBe('2026-07-06');
    // A holiday on a Friday before a weekend: Christmas 2026.
    expect(nextBusinessDay('2026-12-25')).toBe('2026-12-28');
    // Across the year end: 31 December 2027 is New Year's Day observed.
    expect(nextBusinessDay('2027-12-31')).toBe('2028-01-03');
    expect(isBusinessDay('2026-11-26')).toBe(false);
    expect(addDays('2026-12-31', 1)).toBe('2027-01-01');
  });

  const examples: [string, string, string, string][] = [
    ['W-2 / 1099-NEC for 2025', '2026-01-31', '2026-02-02', 'Monday'],
    ['partnership and S corporation returns for 2025', '2026-03-15', '2026-03-16', 'Monday'],
    ['individual returns for 2025 and first-quarter 2026 estimates', '2026-04-15', '2026-04-15', 'Wednesday'],
    ['Texas franchise report 2026', '2026-05-15', '2026-05-15', 'Friday'],
    ['fourth-quarter 2026 estimates', '2027-01-15', '2027-01-15', 'Friday'],
    ['W-2 / 1099-NEC for 2026', '2027-01-31', '2027-02-01', 'Monday'],
    ['individual returns for 2026', '2027-04-15', '2027-04-15', 'Thursday'],
    ['Texas franchise report 2027', '2027-05-15', '2027-05-17', 'Monday'],
  ];
  for (const [what, statutory, due, day] of examples) {
    it(`${what}: due ${DAY[weekday(due)]} ${due} (IRS Publication 509)`, () => {
      expect(nextBusinessDay(statutory)).toBe(due);
      expect(DAY[weekday(due)]).toBe(day);
    });
  }
});

describe('dueDatesFor', () => {
  const rules = [
    { id: 'q4', title: 'Q4 estimate for {year}', description: 'Last installment for {year}.', month: 1, day: 15, taxYearOffset: -1 },
    { id: 'w2', title: 'W-2 for {year}', description: 'Forms W-2 for {year}.', month: 1, day: 31, taxYearOffset: -1 },
    { id: 'q1', title: 'Q1 estimate for {year}', description: 'First installment for {year}.', month: 4, day: 15, taxYearOffset: 0 },
  ];

  it('gives each rule a date in each year, moved and sorted, with the tax year filled in', () => {
    const dates = dueDatesFor(rules, [2026, 2027]);
    expect(dates.map((d) => [d.key, d.date, d.statutoryDate, d.taxYear, d.title])).toEqual([
      ['2026-q4', '2026-01-15', '2026-01-15', 2025, 'Q4 estimate for 2025'],
      ['2026-w2', '2026-02-02', '2026-01-31', 2025, 'W-2 for 2025'],
      ['2026-q1', '2026-04-15', '2026-04-15', 2026, 'Q1 estimate for 2026'],
      ['2027-q4', '2027-01-15', '2027-01-15', 2026, 'Q4 estimate for 2026'],
      ['2027-w2', '2027-02-01', '2027-01-31', 2026, 'W-2 for 2026'],
      ['2027-q1', '2027-04-15', '2027-04-15', 2027, 'Q1 estimate for 2027'],
    ]);
    expect(dates[1]!.description).toBe('Forms W-2 for 2025.');
  });

  it('derives the years from the build date', () => {
    expect(calendarYears(new Date('2026-11-24T08:00:00Z'))).toEqual([2026, 2027]);
    expect(calendarYears(new Date('2027-01-01T00:00:00Z'))).toEqual([2027, 2028]);
  });
});
