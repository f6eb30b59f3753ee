import { taxCalendarDates, taxCalendarIcsOptions } from '@/content/tax-calendar';
import { eventFileName, eventIcs } from '@/lib/tax-calendar-ics';

export const dynamic = 'force-static';
export const dynamicParams = false;

export function generateStaticParams() {
  return taxCalendarDates.map((date) => ({ event: eventFileName(date) }));
}

export async function GET(_request: Request, { params }: { params: Promise<{ event: string }> }) {
  const { event } = await params;
  const date = taxCalendarDates.find((d) => eventFileName(d) === event);
  if (!date) return new Response('Not found', { status: 404 });
  const body = eventIcs(date, taxCalendarIcsOptions);
  return new Response(body, {
    headers: { 'Content-Type': 'text/calendar; charset=utf-8', 'Content-Disposition': `attachment; filename="${event}"` },
  });
}
