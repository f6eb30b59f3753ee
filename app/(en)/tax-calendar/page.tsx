import { site } from '@/content/site';
import { calendarAudiences, taxCalendar, taxCalendarDates, taxCalendarYears } from '@/content/tax-calendar';
import { pageMetadata } from '@/lib/content/metadata';
import { TAX_CALENDAR_FEED } from '@/lib/tax-calendar-ics';
import { PageBanner } from '@/components/sections/page-banner';
import { SourcesNote } from '@/components/sections/sources-note';
import { CalendarSubscribe } from '@/components/sections/calendar-subscribe';
import { TaxCalendarList } from '@/components/sections/tax-calendar-list';
import { ContactCta } from '@/components/sections/contact-cta';
import { CalendarFilter } from '@/components/ui/calendar-filter';
import { Container } from '@/components/ui/container';

export const generateMetadata = () => pageMetadata('/tax-calendar');

export default function Page() {
  const [first, last] = taxCalendarYears;
  return (
    <>
      <PageBanner path='/tax-calendar' />
      <Container as="section" className="py-14 sm:py-20">
        <div className="max-w-3xl">
          <p className="text-eyebrow uppercase text-gold-700">
            Federal and Texas due dates, {first} and {last}
          </p>
          <p className="mt-2 text-lead text-ink-muted">
            The filing and payment dates our clients meet most: individual and business returns and their extensions, estimated
            tax, payroll returns, non-profit returns and the Texas franchise tax report. When a date falls on a weekend or a
            legal holiday it moves to the next business day, and the dates below already include that move.
          </p>
          <p className="mt-4 text-ink-muted">
            Add any date to your own calendar, or{' '}
            <a href="#subscribe" className="font-semibold text-brand-700 underline decoration-brand-200 underline-offset-4 hover:text-navy-900">
              subscribe to all of them
            </a>{' '}
            in Google Calendar, Outlook or Apple Calendar.
          </p>
        </div>
        <div className="mt-10">
          <CalendarFilter options={calendarAudiences} total={taxCalendarDates.length}>
            <div className="mt-10">
              <TaxCalendarList dates={taxCalendarDates} audiences={calendarAudiences} />
            </div>
          </CalendarFilter>
        </div>
        <div className="mt-14">
          <CalendarSubscribe feedUrl={new URL(TAX_CALENDAR_FEED, site.url).toString()} feedHref={TAX_CALENDAR_FEED} steps={taxCalendar.subscribe} />
        </div>
        <div className="mt-12 max-w-3xl">
          <SourcesNote sources={taxCalendar.sources} lastReviewed={taxCalendar.lastReviewed} />
        </div>
      </Container>
      <ContactCta title="Want us to keep track of these dates for you?" subject="tax-services" />
    </>
  );
}
