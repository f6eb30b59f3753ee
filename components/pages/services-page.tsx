import { home } from '@/content/home';
import { home as inicio } from '@/content/home.es';
import { servicesOverview, spanishServicesOverview } from '@/content/services';
import { localePath, servicesIn } from '@/lib/content/routes';
import { uiFor } from '@/lib/content/ui';
import { langOf, pick } from '@/lib/i18n';
import { Container } from '@/components/ui/container';
import { Reveal } from '@/components/ui/reveal';
import { PageBanner } from '@/components/sections/page-banner';
import { SectionHeading } from '@/components/sections/section-heading';
import { ServicePageBody } from '@/components/sections/service-page-body';
import { ServicesList } from '@/components/sections/services-list';

/** The services overview: its copy, then every service's card. */
export function ServicesPage({ path }: { path: string }) {
  const lang = langOf(path);
  const copy = pick(lang, { en: home, es: inicio });
  return (
    <>
      <PageBanner path={path} />
      <ServicePageBody page={pick(lang, { en: servicesOverview, es: spanishServicesOverview })} lang={lang}>
        <section aria-labelledby="services-list-title" className="pt-14">
          <Container>
            <SectionHeading id="services-list-title" eyebrow={uiFor(lang).servicePage.listEyebrow} title={copy.servicesIntro.title} />
            <Reveal className="mt-10">
              <ServicesList services={servicesIn(lang)} help={copy.servicesHelp} helpHref={localePath('/contact', lang)} lang={lang} />
            </Reveal>
          </Container>
        </section>
      </ServicePageBody>
    </>
  );
}
