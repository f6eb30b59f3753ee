import { site } from '@/content/site';
import { site as sitio } from '@/content/site.es';
import { taxCalendarFor } from '@/lib/content/tax-calendar';
import { uiFor } from '@/lib/content/ui';
import { langOf, pick } from '@/lib/i18n';
import { PageBanner } from '@/components/sections/page-banner';
import { SourcesNote } from '@/components/sections/sources-note';
import { CalendarSubscribe } from '@/components/sections/calendar-subscribe';
import { TaxCalendarList } from '@/components/sections/tax-calendar-list';
import { ContactCta } from '@/components/sections/contact-cta';
import { CalendarFilter } from '@/components/ui/calendar-filter';
import { Container } from '@/components/ui/container';

/** The tax calendar: every federal and Texas due date of two years, a filter by group, and the .ics feed. */
export function TaxCalendarPage({ path }: { path: string }) {
  const lang = langOf(path);
  const t = uiFor(lang).calendar;
  const { calendar, audiences, dates, years, page, feed } = taxCalendarFor(lang);
  const [first, last] = years;
  return (
    <>
      <PageBanner path={path} />
      <Container as="section" className="py-14 sm:py-20">
        <div className="max-w-3xl">
          <p className="text-eyebrow uppercase text-gold-700">{t.eyebrow.replace('{first}', String(first)).replace('{last}', String(last))}</p>
          <p className="mt-2 text-lead text-ink-muted">{t.lead}</p>
          <p className="mt-4 text-ink-muted">
            {t.addBefore}
            <a href="#subscribe" className="font-semibold text-brand-700 underline decoration-brand-200 underline-offset-4 hover:text-navy-900">
              {t.subscribeLink}
            </a>
            {t.addAfter}
          </p>
        </div>
        <div className="mt-10">
          <CalendarFilter options={audiences} total={dates.length} copy={t.filter}>
            <div className="mt-10">
              <TaxCalendarList rules={calendar.rules} dates={dates} audiences={audiences} icsBase={page} lang={lang} />
            </div>
          </CalendarFilter>
        </div>
        <div className="mt-14">
          <CalendarSubscribe
            feedUrl={new URL(feed, pick(lang, { en: site, es: sitio }).url).toString()}
            feedHref={feed}
            steps={calendar.subscribe}
            lang={lang}
          />
        </div>
        <div className="mt-12 max-w-3xl">
          <SourcesNote sources={calendar.sources} lastReviewed={calendar.lastReviewed} lang={lang} />
        </div>
      </Container>
      <ContactCta title={t.ctaTitle} subject="tax-services" lang={lang} />
    </>
  );
}
