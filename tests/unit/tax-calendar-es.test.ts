import ICAL from 'ical.js';
import { describe, expect, it } from 'vitest';
import { taxCalendarDates as englishDates } from '@/content/tax-calendar';
import { calendarAudiences, taxCalendar, taxCalendarDates, taxCalendarIcsCopy } from '@/content/tax-calendar.es';
import { site } from '@/content/site.es';
import { informationReturnThresholdRule as spanishThresholdRule } from '@/content/tax-figures.es';
import { taxCalendarFor } from '@/lib/content/tax-calendar';
import { calendarIcs, eventFileName, eventHref, eventIcs } from '@/lib/tax-calendar-ics';

/** Unfolded content lines of an .ics text. */
const contentLines = (ics: string) => ics.replace(/\r\n[ \t]/g, '').split('\r\n').filter(Boolean);

function expectValidIcs(ics: string) {
  expect(ics.replace(/\r\n/g, '')).not.toMatch(/[\r\n]/);
  expect(ics.endsWith('END:VCALENDAR\r\n')).toBe(true);
  // Folded at 75 octets, not characters: Spanish accents take two octets each.
  for (const line of ics.split('\r\n')) expect(Buffer.byteLength(line, 'utf8'), line).toBeLessThanOrEqual(75);
  const lines = contentLines(ics);
  expect(lines[0]).toBe('BEGIN:VCALENDAR');
  expect(lines).toContain('VERSION:2.0');
  expect(lines.some((l) => l.startsWith('METHOD:'))).toBe(false);
  return lines;
}

describe('Spanish .ics files', () => {
  const spanish = taxCalendarFor('es');
  const feed = calendarIcs(spanish.dates, spanish.icsOptions);

  it('serves the feed and the per-date files beside the Spanish page', () => {
    expect(spanish.page).toBe('/es/calendario-de-impuestos');
    expect(spanish.feed).toBe('/es/calendario-de-impuestos.ics');
    const date = spanish.dates[0]!;
    expect(eventHref(date, spanish.page)).toBe(`/es/calendario-de-impuestos/${date.date}-${date.id}.ics`);
    expect(taxCalendarFor('en').feed).toBe('/tax-calendar.ics');
  });

  it('labels the groups as the filter does', () => {
    for (const { value, label } of calendarAudiences) expect(taxCalendarIcsCopy.audiences[value]).toBe(label);
  });

  it('has the same dates, keys and order as the English feed, in Spanish words', () => {
    expect(taxCalendarDates.map((d) => [d.key, d.date])).toEqual(englishDates.map((d) => [d.key, d.date]));
    expect(spanish.dates).toBe(taxCalendarDates);
  });

  it('names the Spanish editions of Forms 4868 and 941, as the IRS publishes them', () => {
    const form = (id: string) => taxCalendar.rules.find((r) => r.id === id)!.form;
    expect(form('individual-extension')).toBe('Formulario 4868(SP) o Formulario 4868');
    for (const quarter of ['q1', 'q2', 'q3', 'q4']) expect(form(`form-941-${quarter}`)).toBe('Formulario 941(sp) o Formulario 941');
    expect(taxCalendar.rules.find((r) => r.id === 'individual-extension')!.description).toContain('Formulario 4868(SP)');
    expect(JSON.stringify(taxCalendar.rules)).not.toContain('941-PR');
  });

  it('has the new dates in Spanish, with the later dates written in Spanish and the threshold from tax-figures', () => {
    const byKey = (key: string) => taxCalendarDates.find((d) => d.key === key);
    const years = new Set(taxCalendarDates.map((d) => Number(d.key.slice(0, 4))));
    if (years.has(2027)) {
      expect(byKey('2027-form-940')).toMatchObject({ date: '2027-02-01', title: 'Declaración del impuesto federal para el desempleo (FUTA) de 2026', form: 'Formulario 940' });
      expect(byKey('2027-form-940')!.description).toContain('a más tardar el 10 de febrero de 2027.');
      expect(byKey('2027-form-1099-misc')).toMatchObject({ date: '2027-03-01', title: 'Formularios 1099-MISC ante el IRS de 2026' });
      expect(byKey('2027-form-1099-misc')!.description).toContain('a más tardar el 31 de marzo de 2027 si lo hace por medios electrónicos');
      expect(byKey('2027-form-1099-misc')!.description).toContain(spanishThresholdRule);
    }
    if (years.has(2026)) {
      expect(byKey('2026-corporate-estimated-tax-q4')).toMatchObject({ date: '2026-12-15', title: 'Cuarto plazo de impuestos estimados de sociedades anónimas de 2026', form: 'Formulario 1120-W' });
    }
    for (const date of taxCalendarDates) expect(date.title + date.description).not.toMatch(/\{year\}|\{laterDate\}/);
  });

  it('writes a valid feed with a Spanish name that apps refresh weekly', () => {
    const lines = expectValidIcs(feed);
    expect(lines.filter((l) => l === 'BEGIN:VEVENT')).toHaveLength(taxCalendarDates.length);
    expect(lines).toContain(`X-WR-CALNAME:${taxCalendarIcsCopy.feedName(site.name)}`);
    expect(lines).toContain('REFRESH-INTERVAL;VALUE=DURATION:P7D');
    expect(lines.some((l) => l.startsWith('PRODID:') && l.endsWith('//ES'))).toBe(true);
  });

  it('parses back with ical.js: all-day events on the same dates and UIDs as English, with Spanish summary and description', () => {
    const calendar = new ICAL.Component(ICAL.parse(feed));
    expect(calendar.getFirstPropertyValue('x-wr-calname')).toBe(taxCalendarIcsCopy.feedName(site.name));
    const events = calendar.getAllSubcomponents('vevent').map((v) => new ICAL.Event(v));
    expect(events).toHaveLength(taxCalendarDates.length);
    for (const [index, event] of events.entries()) {
      const date = taxCalendarDates[index]!;
      expect(event.startDate.isDate).toBe(true);
      expect(event.startDate.toString()).toBe(date.date);
      expect(event.uid).toBe(`${date.key}@www.liveoakledger.example.com`);
      expect(event.summary).toBe(`Vence: ${date.title}`);
      expect(event.description).toContain(date.description);
      expect(event.description).toContain(`Formulario: ${date.form}.`);
      expect(event.description).toContain(`Para: ${date.who.map((w) => taxCalendarIcsCopy.audiences[w]).join(', ')}.`);
      expect(event.description).toContain(`Fuente: ${date.source.label}, ${date.source.url}`);
      expect(event.description).toContain('Todas las fechas: https://www.liveoakledger.example.com/es/calendario-de-impuestos/');
      expect(event.description).toContain(site.disclaimer);
      expect(String(event.component.getFirstPropertyValue('dtstamp'))).toBe(`${taxCalendar.lastReviewed}T00:00:00Z`);
    }
  });

  it('writes {laterDate} in Spanish ("10 de febrero de 2026"), not in English', () => {
    const withLater = taxCalendarDates.find((d) => d.laterDate)!;
    expect(withLater.description).toMatch(/\d{1,2} de [a-z]+ de \d{4}/);
    expect(feed).not.toMatch(/\b(January|February|April|May|June|July|September|October|November|December) \d/);
  });

  it('gives each date its own Spanish file with one event and no calendar name', () => {
    const date = taxCalendarDates[0]!;
    const lines = expectValidIcs(eventIcs(date, spanish.icsOptions));
    expect(lines.some((l) => l.startsWith('X-WR-CALNAME'))).toBe(false);
    expect(lines.filter((l) => l === 'BEGIN:VEVENT')).toHaveLength(1);
    const event = new ICAL.Event(new ICAL.Component(ICAL.parse(eventIcs(date, spanish.icsOptions))).getFirstSubcomponent('vevent')!);
    expect(event.summary).toBe(`Vence: ${date.title}`);
    expect(new Set(taxCalendarDates.map(eventFileName)).size).toBe(taxCalendarDates.length);
  });
});
