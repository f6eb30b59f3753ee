import { Icon } from '@/components/ui/icon';
import { boi as englishBoi } from '@/content/boi';
import { boi as spanishBoi } from '@/content/boi.es';
import { faqPageJsonLd } from '@/content/structured-data';
import { localePath } from '@/lib/content/routes';
import { uiFor } from '@/lib/content/ui';
import { langOf, pick } from '@/lib/i18n';
import type { MarkdownItem } from '@/lib/schemas';
import { PageBanner } from '@/components/sections/page-banner';
import { SourcesNote } from '@/components/sections/sources-note';
import { BoiFacts } from '@/components/sections/boi-facts';
import { SideHeadingSection } from '@/components/sections/side-heading-section';
import { Accordion, type AccordionSection } from '@/components/ui/accordion';
import { ButtonLink } from '@/components/ui/button-link';
import { Container } from '@/components/ui/container';
import { JsonLd } from '@/components/ui/json-ld';
import { Markdown } from '@/components/ui/markdown';
import { MarkdownPanel } from '@/components/ui/markdown-panel';
import { Notice } from '@/components/ui/notice';
import { PagedTable } from '@/components/ui/paged-table';

const EXEMPT_ENTITIES = 'exempt-entities';

/** The BOI page: the notice, what BOI reporting is, the facts, the guidelines and FAQ accordions, and whom to ask. */
export function BoiPage({ path }: { path: string }) {
  const lang = langOf(path);
  const boi = pick(lang, { en: englishBoi, es: spanishBoi });
  const t = uiFor(lang).boi;

  const toSections = (items: MarkdownItem[]): AccordionSection[] =>
    items.map((item) => ({
      id: item.id,
      title: item.title,
      content: (
        <MarkdownPanel source={item.body}>
          {item.id === EXEMPT_ENTITIES && (
            <PagedTable
              caption={t.exemptionsCaption}
              rowKey="number"
              columns={[
                { key: 'number', header: t.exemptionsNumber, align: 'right', className: 'w-20' },
                { key: 'title', header: t.exemptionsTitle, rowHeader: true },
              ]}
              rows={boi.exemptions}
              className="mt-2"
              labels={lang === 'en' ? undefined : t.table}
            />
          )}
        </MarkdownPanel>
      ),
    }));

  return (
    <>
      <PageBanner path={path} />
      <Container className="space-y-14 py-12 sm:space-y-20 sm:py-16">
        <Notice id="boi-notice" eyebrow={t.noticeEyebrow} title={boi.notice.title}>
          <Markdown source={boi.notice.body} />
        </Notice>

        <div className="grid gap-10 lg:grid-cols-[minmax(0,1fr)_24rem] lg:gap-14">
          <section aria-labelledby="boi-about">
            <p className="text-eyebrow uppercase text-gold-700">{t.aboutEyebrow}</p>
            <h2 id="boi-about" className="mt-2 text-display-sm sm:text-display-md">
              {t.aboutTitle}
            </h2>
            <Markdown source={boi.intro} className="mt-5 space-y-4 text-lg leading-relaxed text-ink" />
          </section>
          <BoiFacts facts={boi.facts} headingId="boi-facts" title={t.factsTitle} />
        </div>

        <SideHeadingSection id="boi-guidelines" eyebrow={t.guidelinesEyebrow} title={t.guidelinesTitle} lead={t.guidelinesLead}>
          <Accordion sections={toSections(boi.guidelines)} />
        </SideHeadingSection>

        <SideHeadingSection id="boi-faq" eyebrow={t.faqEyebrow} title={t.faqTitle} lead={t.faqLead}>
          <Accordion sections={toSections(boi.faqs)} />
        </SideHeadingSection>

        <section
          aria-labelledby="boi-contact"
          className="on-dark flex flex-col gap-6 rounded-2xl bg-navy-900 p-8 text-white sm:flex-row sm:items-center sm:justify-between sm:p-10"
        >
          <div>
            <h2 id="boi-contact" className="flex items-center gap-3 text-display-sm text-white">
              <Icon name="message-square-text" className="size-7 shrink-0 text-gold-300" />
              {t.contactTitle}
            </h2>
            <p className="mt-3 max-w-xl text-white/85">{t.contactText}</p>
          </div>
          <ButtonLink href={`${localePath('/contact', lang)}?subject=${boi.contactSubject}`} variant="accent" className="shrink-0">
            {t.contactButton}
          </ButtonLink>
        </section>

        <div className="max-w-3xl">
          <SourcesNote sources={boi.sources} lastReviewed={boi.lastReviewed} lang={lang} />
        </div>
      </Container>
      <JsonLd data={faqPageJsonLd(boi.faqs, lang)} />
    </>
  );
}
