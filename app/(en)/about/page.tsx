import { about } from '@/content/about';
import { gallery, galleryFilters } from '@/content/gallery';
import { home } from '@/content/home';
import { services } from '@/content/routes';
import { officeHours, site, telHref } from '@/content/site';
import { whyChooseUs } from '@/content/slides';
import { team, teamWording } from '@/content/team';
import { pageMetadata } from '@/lib/content/metadata';
import { Container } from '@/components/ui/container';
import { Reveal } from '@/components/ui/reveal';
import { PageBanner } from '@/components/sections/page-banner';
import { AboutIntro } from '@/components/sections/about-intro';
import { WhyChooseUs } from '@/components/sections/why-choose-us';
import { ConsultationCta } from '@/components/sections/consultation-cta';
import { SectionHeading } from '@/components/sections/section-heading';
import { TeamCards } from '@/components/sections/team-cards';
import { PortfolioGrid } from '@/components/sections/portfolio-grid';

export const generateMetadata = () => pageMetadata('/about');

export default function AboutPage() {
  const { contact } = site;
  return (
    <>
      <PageBanner path='/about' />
      <AboutIntro
        heading={about.heading}
        paragraphs={about.paragraphs}
        values={about.values}
        facts={[
          { label: 'Founded', value: `${site.foundingYear}, in ${contact.city}, Texas` },
          { label: 'Office', value: `${contact.address}, ${contact.statePin}` },
          { label: 'Services', value: `${services.length} practice areas, from personal tax to outsourced CFO` },
          { label: 'Office hours', value: officeHours },
        ]}
      />
      <WhyChooseUs title={home.whyTitle} eyebrow="Why choose us" lead={home.whyLead} slides={whyChooseUs} />
      <section aria-labelledby="about-team-title" className="py-16 sm:py-20">
        <Container>
          <SectionHeading id="about-team-title" eyebrow={teamWording.eyebrow} title={about.teamHeading} />
          <Reveal className="mt-10">
            <TeamCards members={team} headingLevel="h3" summary />
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
          phone={contact.phone}
          phoneHref={telHref}
          hours={officeHours}
        />
      </Reveal>
      <section aria-labelledby="gallery-title" className="bg-sand-50 py-16 sm:py-20">
        <Container>
          <SectionHeading id="gallery-title" eyebrow="Gallery" title={about.galleryHeading} lead={about.galleryLead} />
          <div className="mt-8">
            <PortfolioGrid
              items={gallery}
              filters={galleryFilters}
              label="Filter the gallery"
              filter="all"
              layout="masonry"
              sort="original"
            />
          </div>
        </Container>
      </section>
    </>
  );
}
