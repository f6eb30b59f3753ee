import { taxCalendarFor } from '@/lib/content/tax-calendar';
import { eventFileName, eventIcs } from '@/lib/tax-calendar-ics';

export const dynamic = 'force-static';
export const dynamicParams = false;

const { dates, icsOptions } = taxCalendarFor('es');

export function generateStaticParams() {
  return dates.map((date) => ({ evento: eventFileName(date) }));
}

/** One Spanish date as its own .ics file, to add to a calendar the visitor already has. */
export async function GET(_request: Request, { params }: { params: Promise<{ evento: string }> }) {
  const { evento } = await params;
  const date = dates.find((d) => eventFileName(d) === evento);
  if (!date) return new Response('No encontrado', { status: 404 });
  return new Response(eventIcs(date, icsOptions), {
    headers: { 'Content-Type': 'text/calendar; charset=utf-8', 'Content-Disposition': `attachment; filename="${evento}"` },
  });
}
