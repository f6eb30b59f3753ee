import ical from 'ical-generator';
import { addDays } from './due-dates';
import { href } from './paths';

type Source = { label: string; url: string };

export type CalendarEvent = {
  id: string;
  key: string;
  date: string;
  title: string;
  description: string;
  form: string;
  who: readonly string[];
  source: Source;
};

export type CalendarOptions = {
  /** Absolute origin the site is served from: UIDs and the page link derive from it. */
  siteUrl: string;
  siteName: string;
  disclaimer: string;
  /** The content's review date, used as every event's DTSTAMP so a rebuild gives identical files. */
  lastReviewed: string;
};

export const TAX_CALENDAR_PAGE = '/tax-calendar';
export const TAX_CALENDAR_FEED = '/tax-calendar.ics';

export const eventFileName = (event: Pick<CalendarEvent, 'id' | 'date'>) => `${event.date}-${event.id}.ics`;
export const eventHref = (event: Pick<CalendarEvent, 'id' | 'date'>) => `${TAX_CALENDAR_PAGE}/${eventFileName(event)}`;

const utcDate = (iso: string) => new Date(`${iso}T00:00:00Z`);
const whoList = (who: readonly string[]) => who.map((w) => w.charAt(0).toUpperCase() + w.slice(1)).join(', ');

/** The subscribable feed: named, with a refresh interval, so calendar apps show it as one calendar that updates. */
export function calendarIcs(events: readonly CalendarEvent[], options: CalendarOptions): string {
  return render(events, options, true);
}

/** One date to add to a calendar the visitor already has: no name or refresh, so apps do not make a calendar of it. */
export function eventIcs(event: CalendarEvent, options: CalendarOptions): string {
  return render([event], options, false);
}

function render(events: readonly CalendarEvent[], options: CalendarOptions, feed: boolean): string {
  const host = new URL(options.siteUrl).hostname;
  const pageUrl = new URL(href(TAX_CALENDAR_PAGE), options.siteUrl).toString();
  // No METHOD: PUBLISH would call for an ORGANIZER, and a plain file or feed needs neither (RFC 5545, 5546).
  const calendar = ical({
    prodId: { company: options.siteName, product: 'Tax Calendar', language: 'EN' },
    ...(feed && {
      name: `${options.siteName} tax calendar`,
      description: `Federal and Texas tax due dates from ${options.siteName}. ${pageUrl}`,
      url: pageUrl,
      ttl: 7 * 24 * 60 * 60,
    }),
  });
  for (const event of events) {
    calendar.createEvent({
      id: `${event.key}@${host}`,
      allDay: true,
      start: utcDate(event.date),
      end: utcDate(addDays(event.date, 1)),
      stamp: utcDate(options.lastReviewed),
      summary: `${event.title} due`,
      description: [
        event.description,
        `Form: ${event.form}. For: ${whoList(event.who)}.`,
        `Source: ${event.source.label}, ${event.source.url}`,
        `All dates: ${pageUrl}`,
        options.disclaimer,
      ].join('\n\n'),
      url: event.source.url,
    });
  }
  // Every content line ends in CRLF, the last one too (RFC 5545, 3.1).
  return calendar.toString().replace(/(\r\n)?$/, '\r\n');
}
