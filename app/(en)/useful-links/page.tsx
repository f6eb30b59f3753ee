import { usefulLinks } from '@/content/useful-links';
import { pageMetadata } from '@/lib/content/metadata';
import { PageBanner } from '@/components/sections/page-banner';
import { SectionHeading } from '@/components/sections/section-heading';
import { UsefulLinksGrid } from '@/components/sections/useful-links-grid';
import { ContactCta } from '@/components/sections/contact-cta';
import { Container } from '@/components/ui/container';

export const generateMetadata = () => pageMetadata('/useful-links');

export default function Page() {
  return (
    <>
      <PageBanner path='/useful-links' />
      <Container as="section" className="py-14 sm:py-20">
        <SectionHeading
          eyebrow="Official websites"
          title="Agencies our clients deal with most"
          lead="Each link opens the agency's own website in a new tab. Use these official sites, not look-alike services that charge for free forms or applications."
        />
        <div className="mt-10">
          <UsefulLinksGrid links={usefulLinks} />
        </div>
      </Container>
      <ContactCta />
    </>
  );
}
