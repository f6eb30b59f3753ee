import { MessageSquareText } from 'lucide-react';
import { boi } from '@/content/boi';
import { pageMetadata } from '@/lib/content/metadata';
import { faqPageJsonLd } from '@/content/structured-data';
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

export const generateMetadata = () => pageMetadata('/services-boi');

const EXEMPT_ENTITIES = 'exempt-entities';

const toSections = (items: MarkdownItem[]): AccordionSection[] =>
  items.map((item) => ({
    id: item.id,
    title: item.title,
    content: (
      <MarkdownPanel source={item.body}>
        {item.id === EXEMPT_ENTITIES && (
          <PagedTable
            caption="The 23 exemptions from BOI reporting"
            rowKey="number"
            columns={[
              { key: 'number', header: 'No.', align: 'right', className: 'w-20' },
              { key: 'title', header: 'Exemption', rowHeader: true },
            ]}
            rows={boi.exemptions}
            className="mt-2"
          />
        )}
      </MarkdownPanel>
    ),
  }));

export default function Page() {
  return (
    <>
      <PageBanner path='/services-boi' />
      <Container className="space-y-14 py-12 sm:space-y-20 sm:py-16">
        <Notice id="boi-notice" eyebrow="FinCEN interim final rule, March 2025" title={boi.notice.title}>
          <Markdown source={boi.notice.body} />
        </Notice>

        <div className="grid gap-10 lg:grid-cols-[minmax(0,1fr)_24rem] lg:gap-14">
          <section aria-labelledby="boi-about">
            <p className="text-eyebrow uppercase text-gold-700">Corporate Transparency Act</p>
            <h2 id="boi-about" className="mt-2 text-display-sm sm:text-display-md">
              What BOI reporting is
            </h2>
            <Markdown source={boi.intro} className="mt-5 space-y-4 text-lg leading-relaxed text-ink" />
          </section>
          <BoiFacts facts={boi.facts} headingId="boi-facts" />
        </div>

        <SideHeadingSection
          id="boi-guidelines"
          eyebrow="For foreign reporting companies"
          title="Reporting guidelines"
          lead="How the rule works for the companies that still report, and for anyone following its history."
        >
          <Accordion sections={toSections(boi.guidelines)} />
        </SideHeadingSection>

        <SideHeadingSection
          id="boi-faq"
          eyebrow="Questions we hear"
          title="Frequently asked questions"
          lead="Short answers to what Texas business owners ask us most about BOI reports."
        >
          <Accordion sections={toSections(boi.faqs)} />
        </SideHeadingSection>

        <section
          aria-labelledby="boi-contact"
          className="on-dark flex flex-col gap-6 rounded-2xl bg-navy-900 p-8 text-white sm:flex-row sm:items-center sm:justify-between sm:p-10"
        >
          <div>
            <h2 id="boi-contact" className="flex items-center gap-3 text-display-sm text-white">
              <MessageSquareText aria-hidden="true" className="size-7 shrink-0 text-gold-300" />
              Not sure where your company stands?
            </h2>
            <p className="mt-3 max-w-xl text-white/85">
              Tell us how your company is organised and where it is registered. We will check whether it has to report and,
              if it does, prepare and file the report with you.
            </p>
          </div>
          <ButtonLink href={`/contact?subject=${boi.contactSubject}`} variant="accent" className="shrink-0">
            Contact Us
          </ButtonLink>
        </section>

        <div className="max-w-3xl">
          <SourcesNote sources={boi.sources} lastReviewed={boi.lastReviewed} />
        </div>
      </Container>
      <JsonLd data={faqPageJsonLd(boi.faqs)} />
    </>
  );
}
