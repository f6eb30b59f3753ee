import { taxCalendarFor } from '@/lib/content/tax-calendar';
import { calendarIcs } from '@/lib/tax-calendar-ics';

export const dynamic = 'force-static';

/** The Spanish feed: the same dates as /tax-calendar.ics, in Spanish, linking to the Spanish page. */
export function GET() {
  const { dates, icsOptions } = taxCalendarFor('es');
  return new Response(calendarIcs(dates, icsOptions), { headers: { 'Content-Type': 'text/calendar; charset=utf-8' } });
}
