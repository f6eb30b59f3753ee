/** The tax calendar of each language: its dates, filter groups, page, feed and .ics options, from the same rules. */
import * as english from '@/content/tax-calendar';
import * as spanish from '@/content/tax-calendar.es';
import { spanishPaths } from '@/content/routes.es';
import { feedPath, TAX_CALENDAR_PAGE, type CalendarOptions } from '@/lib/tax-calendar-ics';
import type { Lang } from '@/lib/i18n';

export const SPANISH_CALENDAR_PAGE = spanishPaths['/tax-calendar'];

const spanishIcsOptions: CalendarOptions = {
  ...spanish.taxCalendarIcsOptions,
  page: SPANISH_CALENDAR_PAGE,
  language: 'ES',
  copy: spanish.taxCalendarIcsCopy,
};

export function taxCalendarFor(lang: Lang) {
  const content = lang === 'es' ? spanish : english;
  const page = lang === 'es' ? SPANISH_CALENDAR_PAGE : TAX_CALENDAR_PAGE;
  return {
    calendar: content.taxCalendar,
    audiences: content.calendarAudiences,
    dates: content.taxCalendarDates,
    years: content.taxCalendarYears,
    page,
    feed: feedPath(page),
    icsOptions: lang === 'es' ? spanishIcsOptions : english.taxCalendarIcsOptions,
  };
}
