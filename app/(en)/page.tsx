import { home } from '@/content/home';
import { importantNews } from '@/content/important-news';
import { newsPosts } from '@/content/news';
import { whyChooseUs } from '@/content/slides';
import { services } from '@/content/routes';
import { certificates } from '@/content/certificates';
import { officeHours, site, telHref } from '@/content/site';
import { pageMetadata } from '@/lib/content/metadata';
import { websiteJsonLd } from '@/content/structured-data';
import { JsonLd } from '@/components/ui/json-ld';
import { Container } from '@/components/ui/container';
import { Reveal } from '@/components/ui/reveal';
import { Hero } from '@/components/sections/hero';
import { ImportantNews } from '@/components/sections/important-news';
import { NewsMarquee } from '@/components/sections/news-marquee';
import { WhyChooseUs } from '@/components/sections/why-choose-us';
import { SectionHeading } from '@/components/sections/section-heading';
import { ServicesList } from '@/components/sections/services-list';
import { ConsultationCta } from '@/components/sections/consultation-cta';
import { Certifications } from '@/components/sections/certifications';

export const generateMetadata = () => pageMetadata('/');

export default function HomePage() {
  return (
    <>
      <Hero
        eyebrow={home.hero.eyebrow}
        title={home.hero.title}
        lead={home.hero.lead}
        cta={{ label: home.hero.cta, href: '/about' }}
        secondary={{ label: home.hero.secondary, href: '/services' }}
        image={home.hero.image}
        highlights={home.hero.highlights}
      />
      <NewsMarquee posts={newsPosts} title={home.newsTitle} />
      <ImportantNews item={importantNews} />
      <WhyChooseUs title={home.whyTitle} eyebrow="Why choose us" lead={home.whyLead} slides={whyChooseUs} />
      <section aria-labelledby="services-title" className="py-16 sm:py-20">
        <Container>
          <SectionHeading id="services-title" eyebrow="What we do" title={home.servicesIntro.title} lead={home.servicesIntro.lead} />
          <Reveal className="mt-10">
            <ServicesList services={services} help={home.servicesHelp} />
          </Reveal>
        </Container>
      </section>
      <Reveal>
        <ConsultationCta
          title={home.consultation.title}
          text={home.consultation.text}
          cta={home.consultation.cta}
          bookingUrl={site.links.booking}
          stylesheetUrl={site.links.schedulingStylesheet}
          phone={site.contact.phone}
          phoneHref={telHref}
          hours={officeHours}
        />
      </Reveal>
      <Reveal>
        <Certifications title={home.certificationsTitle} lead={home.certificationsLead} certificates={certificates} />
      </Reveal>
      <JsonLd data={websiteJsonLd()} />
    </>
  );
}
