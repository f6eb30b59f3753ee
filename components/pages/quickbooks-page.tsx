import { Icon } from '@/components/ui/icon';
import { quickbooks as englishQuickbooks, spanishQuickbooks } from '@/content/quickbooks';
import { localePath } from '@/lib/content/routes';
import { uiFor } from '@/lib/content/ui';
import { langOf, pick } from '@/lib/i18n';
import { PageBanner } from '@/components/sections/page-banner';
import { SourcesNote } from '@/components/sections/sources-note';
import { SideHeadingSection } from '@/components/sections/side-heading-section';
import { QuickbooksEndDate } from '@/components/sections/quickbooks-end-date';
import { Accordion } from '@/components/ui/accordion';
import { ButtonLink } from '@/components/ui/button-link';
import { Container } from '@/components/ui/container';
import { Markdown } from '@/components/ui/markdown';
import { MarkdownPanel } from '@/components/ui/markdown-panel';
import { Notice } from '@/components/ui/notice';

/** The QuickBooks Desktop discontinuation page: the notice and end dates, what stopped working, and how to move. */
export function QuickbooksPage({ path }: { path: string }) {
  const lang = langOf(path);
  const quickbooks = pick(lang, { en: englishQuickbooks, es: spanishQuickbooks });
  const t = uiFor(lang).quickbooks;
  return (
    <>
      <PageBanner path={path} />
      <Container className="space-y-14 py-12 sm:space-y-20 sm:py-16">
        <Notice
          id="quickbooks-notice"
          eyebrow={t.noticeEyebrow}
          title={quickbooks.notice.title}
          aside={<QuickbooksEndDate versions={quickbooks.endOfSupport} lang={lang} />}
        >
          <Markdown source={quickbooks.notice.body} />
        </Notice>

        <SideHeadingSection id="quickbooks-affected" eyebrow={t.affectedEyebrow} title={t.affectedTitle} lead={t.affectedLead}>
          <Accordion
            sections={quickbooks.affectedServices.map((item) => ({
              id: item.id,
              title: item.title,
              content: <MarkdownPanel source={item.body} />,
            }))}
          />
        </SideHeadingSection>

        <section
          aria-labelledby="quickbooks-migration"
          className="grid gap-8 rounded-2xl border border-sand-200 bg-sand-50 p-6 sm:p-10 lg:grid-cols-[minmax(0,1fr)_18rem] lg:gap-12"
        >
          <div>
            <p className="text-eyebrow uppercase text-gold-700">{t.migrationEyebrow}</p>
            <h2 id="quickbooks-migration" className="mt-2 text-display-sm sm:text-display-md">
              {t.migrationTitle}
            </h2>
            <Markdown source={quickbooks.migration} className="mt-5 space-y-4 text-lg leading-relaxed text-ink" />
          </div>
          <div className="flex flex-col items-start gap-4 self-start rounded-2xl bg-navy-900 p-6 text-white on-dark lg:sticky lg:top-28">
            <Icon name="arrow-right-left" className="size-8 text-gold-300" />
            <p className="font-display text-xl font-semibold">{t.planTitle}</p>
            <p className="text-sm text-white/85">{t.planText}</p>
            <ButtonLink href={`${localePath('/contact', lang)}?subject=${quickbooks.contactSubject}`} variant="accent">
              {t.planButton}
            </ButtonLink>
          </div>
        </section>

        <div className="max-w-3xl">
          <SourcesNote sources={quickbooks.sources} lastReviewed={quickbooks.lastReviewed} lang={lang} />
        </div>
      </Container>
    </>
  );
}
