import { taxCenterCards } from '@/content/tax-center';
import { taxCenterCards as tarjetas } from '@/content/tax-center.es';
import { uiFor } from '@/lib/content/ui';
import { langOf, pick } from '@/lib/i18n';
import { PageBanner } from '@/components/sections/page-banner';
import { SectionHeading } from '@/components/sections/section-heading';
import { TaxCenterCards } from '@/components/sections/tax-center-cards';
import { ContactCta } from '@/components/sections/contact-cta';
import { Container } from '@/components/ui/container';

/** The Tax Center: a card for each tool and reference. */
export function TaxCenterPage({ path }: { path: string }) {
  const lang = langOf(path);
  const t = uiFor(lang).taxCenter;
  return (
    <>
      <PageBanner path={path} />
      <Container as="section" className="py-14 sm:py-20">
        <SectionHeading eyebrow={t.eyebrow} title={t.title} lead={t.lead} />
        <div className="mt-10">
          <TaxCenterCards cards={pick(lang, { en: taxCenterCards, es: tarjetas })} lang={lang} />
        </div>
      </Container>
      <ContactCta title={t.ctaTitle} subject="tax-services" lang={lang} />
    </>
  );
}
