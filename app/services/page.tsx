import { bannerFor } from '@/content/banners';
import { home } from '@/content/home';
import { services } from '@/content/services';
import { buildMetadata } from '@/lib/metadata';
import { servicePageFor } from '@/lib/service-content';
import { Container } from '@/components/ui/container';
import { Reveal } from '@/components/ui/reveal';
import { PageBanner } from '@/components/sections/page-banner';
import { SectionHeading } from '@/components/sections/section-heading';
import { ServicePageBody } from '@/components/sections/service-page-body';
import { ServicesList } from '@/components/sections/services-list';

export const metadata = buildMetadata('/services');

/** /services: the introduction, the seven services, then the overview copy and the call to action. */
export default function Page() {
  return (
    <>
      <PageBanner banner={bannerFor('/services')} currentHref="/services/" />
      <ServicePageBody page={servicePageFor('/services')}>
        <section aria-labelledby="services-list-title" className="pt-14">
          <Container>
            <SectionHeading id="services-list-title" eyebrow="What we do" title={home.servicesIntro.title} />
            <Reveal className="mt-10">
              <ServicesList services={services} help={home.servicesHelp} />
            </Reveal>
          </Container>
        </section>
      </ServicePageBody>
    </>
  );
}
