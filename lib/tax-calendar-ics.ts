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
  /** The calendar page the files link to and live under: '/tax-calendar' unless given (the Spanish page's path). */
  page?: string;
  /** The PRODID's language: 'EN' unless given. */
  language?: 'EN' | 'ES';
  /** The words written around each date: English unless given. */
  copy?: IcsCopy;
};

/** The words the files write around each date; the Spanish ones are content/tax-calendar.es.ts's taxCalendarIcsCopy. */
export type IcsCopy = {
  feedName: (siteName: string) => string;
  feedDescription: (siteName: string, pageUrl: string) => string;
  summary: (title: string) => string;
  form: string;
  who: string;
  source: string;
  allDates: string;
  /** A name for each audience; without one, the audience's key capitalised. */
  audiences?: Readonly<Record<string, string>>;
};

const englishCopy: IcsCopy = {
  feedName: (siteName) => `${siteName} tax calendar`,
  feedDescription: (siteName, pageUrl) => `Federal and Texas tax due dates from ${siteName}. ${pageUrl}`,
  summary: (title) => `${title} due`,
  form: 'Form',
  who: 'For',
  source: 'Source',
  allDates: 'All dates',
};

export const TAX_CALENDAR_PAGE = '/tax-calendar';
export const TAX_CALENDAR_FEED = '/tax-calendar.ics';

export const eventFileName = (event: Pick<CalendarEvent, 'id' | 'date'>) => `${event.date}-${event.id}.ics`;
/** Where a date's own file is: under the calendar page it belongs to. */
export const eventHref = (event: Pick<CalendarEvent, 'id' | 'date'>, page = TAX_CALENDAR_PAGE) => `${page}/${eventFileName(event)}`;
/** The subscribable feed of a calendar page: its path with ".ics". */
export const feedPath = (page = TAX_CALENDAR_PAGE) => `${page}.ics`;

const utcDate = (iso: string) => new Date(`${iso}T00:00:00Z`);
const whoList = (who: readonly string[], names?: Readonly<Record<string, string>>) =>
  who.map((w) => names?.[w] ?? w.charAt(0).toUpperCase() + w.slice(1)).join(', ');

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
  const copy = options.copy ?? englishCopy;
  const pageUrl = new URL(href(options.page ?? TAX_CALENDAR_PAGE), options.siteUrl).toString();
  // No METHOD: PUBLISH would call for an ORGANIZER, and a plain file or feed needs neither (RFC 5545, 5546).
  const calendar = ical({
    prodId: { company: options.siteName, product: 'Tax Calendar', language: options.language ?? 'EN' },
    ...(feed && {
      name: copy.feedName(options.siteName),
      description: copy.feedDescription(options.siteName, pageUrl),
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
      summary: copy.summary(event.title),
      description: [
        event.description,
        `${copy.form}: ${event.form}. ${copy.who}: ${whoList(event.who, copy.audiences)}.`,
        `${copy.source}: ${event.source.label}, ${event.source.url}`,
        `${copy.allDates}: ${pageUrl}`,
        options.disclaimer,
      ].join('\n\n'),
      url: event.source.url,
    });
  }
  // Every content line ends in CRLF, the last one too (RFC 5545, 3.1).
  return calendar.toString().replace(/(\r\n)?$/, '\r\n');
}
