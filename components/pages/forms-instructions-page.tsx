import { formsGroups } from '@/content/forms';
import { formsGroups as formularios } from '@/content/forms.es';
import { uiFor } from '@/lib/content/ui';
import { langOf, pick } from '@/lib/i18n';
import { PageBanner } from '@/components/sections/page-banner';
import { FormsTables } from '@/components/sections/forms-tables';
import { ContactCta } from '@/components/sections/contact-cta';
import { Container } from '@/components/ui/container';

/** Forms and instructions: the IRS PDFs clients ask for most (in Spanish, with the IRS's Spanish editions). */
export function FormsInstructionsPage({ path }: { path: string }) {
  const lang = langOf(path);
  const t = uiFor(lang).forms;
  return (
    <>
      <PageBanner path={path} />
      <Container as="section" className="py-14 sm:py-20">
        <div className="max-w-3xl">
          <p className="text-eyebrow uppercase text-gold-700">{t.eyebrow}</p>
          <p className="mt-2 text-lead text-ink-muted">{t.lead}</p>
        </div>
        <div className="mt-10">
          <FormsTables groups={pick(lang, { en: formsGroups, es: formularios })} lang={lang} />
        </div>
      </Container>
      <ContactCta title={t.ctaTitle} subject="tax-services" lang={lang} />
    </>
  );
}
