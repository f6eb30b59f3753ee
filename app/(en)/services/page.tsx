import { home } from '@/content/home';
import { services } from '@/content/routes';
import { servicesOverview } from '@/content/services';
import { pageMetadata } from '@/content/metadata';
import { Container } from '@/components/ui/container';
import { Reveal } from '@/components/ui/reveal';
import { PageBanner } from '@/components/sections/page-banner';
import { SectionHeading } from '@/components/sections/section-heading';
import { ServicePageBody } from '@/components/sections/service-page-body';
import { ServicesList } from '@/components/sections/services-list';

export const generateMetadata = () => pageMetadata('/services');

export default function Page() {
  return (
    <>
      <PageBanner path='/services' />
      <ServicePageBody page={servicesOverview}>
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
