import { taxCenterCards } from '@/content/tax-center';
import { pageMetadata } from '@/lib/content/metadata';
import { PageBanner } from '@/components/sections/page-banner';
import { SectionHeading } from '@/components/sections/section-heading';
import { TaxCenterCards } from '@/components/sections/tax-center-cards';
import { ContactCta } from '@/components/sections/contact-cta';
import { Container } from '@/components/ui/container';

export const generateMetadata = () => pageMetadata('/tax-center');

export default function Page() {
  return (
    <>
      <PageBanner path='/tax-center' />
      <Container as="section" className="py-14 sm:py-20">
        <SectionHeading
          eyebrow="Tax resources"
          title="Tools and references we use every day"
          lead="Current federal tax rates and an estimator built on them, the IRS's own guides, our calendar of federal and Texas due dates and the refund tracker. Hover over a card, tap it or tab to it to reveal its link."
        />
        <div className="mt-10">
          <TaxCenterCards cards={taxCenterCards} />
        </div>
      </Container>
      <ContactCta title="Have a question the IRS pages don't answer?" subject="tax-services" />
    </>
  );
}
