import { formsGroups } from '@/content/forms';
import { pageMetadata } from '@/lib/content/metadata';
import { PageBanner } from '@/components/sections/page-banner';
import { FormsTables } from '@/components/sections/forms-tables';
import { ContactCta } from '@/components/sections/contact-cta';
import { Container } from '@/components/ui/container';

export const generateMetadata = () => pageMetadata('/forms-instructions');

export default function Page() {
  return (
    <>
      <PageBanner path='/forms-instructions' />
      <Container as="section" className="py-14 sm:py-20">
        <div className="max-w-3xl">
          <p className="text-eyebrow uppercase text-gold-700">IRS forms</p>
          <p className="mt-2 text-lead text-ink-muted">
            The federal forms and instructions our clients ask for most, linked straight to the current PDFs on irs.gov. Each
            opens in a new tab. Not sure which form you need, or whether to file it yourself? Ask us before you send anything
            to the IRS.
          </p>
        </div>
        <div className="mt-10">
          <FormsTables groups={formsGroups} />
        </div>
      </Container>
      <ContactCta title="Need help completing a form?" subject="tax-services" />
    </>
  );
}
