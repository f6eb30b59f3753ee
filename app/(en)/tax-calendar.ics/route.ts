import { taxCalendarDates, taxCalendarIcsOptions } from '@/content/tax-calendar';
import { calendarIcs } from '@/lib/tax-calendar-ics';

export const dynamic = 'force-static';

export function GET() {
  const body = calendarIcs(taxCalendarDates, taxCalendarIcsOptions);
  return new Response(body, { headers: { 'Content-Type': 'text/calendar; charset=utf-8' } });
}
