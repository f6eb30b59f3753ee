import { usefulLinks } from '@/content/useful-links';
import { usefulLinks as enlaces } from '@/content/useful-links.es';
import { uiFor } from '@/lib/content/ui';
import { langOf, pick } from '@/lib/i18n';
import { PageBanner } from '@/components/sections/page-banner';
import { SectionHeading } from '@/components/sections/section-heading';
import { UsefulLinksGrid } from '@/components/sections/useful-links-grid';
import { ContactCta } from '@/components/sections/contact-cta';
import { Container } from '@/components/ui/container';

/** Useful links: the official websites of the agencies clients deal with most. */
export function UsefulLinksPage({ path }: { path: string }) {
  const lang = langOf(path);
  const t = uiFor(lang).links;
  return (
    <>
      <PageBanner path={path} />
      <Container as="section" className="py-14 sm:py-20">
        <SectionHeading eyebrow={t.eyebrow} title={t.title} lead={t.lead} />
        <div className="mt-10">
          <UsefulLinksGrid links={pick(lang, { en: usefulLinks, es: enlaces })} lang={lang} />
        </div>
      </Container>
      <ContactCta lang={lang} />
    </>
  );
}
