import { about } from '@/content/about';
import { about as nosotros } from '@/content/about.es';
import { gallery, galleryFilters } from '@/content/gallery';
import { gallery as galeria, galleryFilters as filtrosDeGaleria } from '@/content/gallery.es';
import { home } from '@/content/home';
import { home as inicio } from '@/content/home.es';
import * as en from '@/content/site';
import * as es from '@/content/site.es';
import { whyChooseUs } from '@/content/slides';
import { whyChooseUs as porQueElegirnos } from '@/content/slides.es';
import { team, teamWording } from '@/content/team';
import { team as equipo, teamWording as textosDelEquipo } from '@/content/team.es';
import { servicesIn } from '@/lib/content/routes';
import { uiFor } from '@/lib/content/ui';
import { langOf, pick } from '@/lib/i18n';
import { Container } from '@/components/ui/container';
import { Reveal } from '@/components/ui/reveal';
import { PageBanner } from '@/components/sections/page-banner';
import { AboutIntro } from '@/components/sections/about-intro';
import { WhyChooseUs } from '@/components/sections/why-choose-us';
import { ConsultationCta } from '@/components/sections/consultation-cta';
import { SectionHeading } from '@/components/sections/section-heading';
import { TeamCards } from '@/components/sections/team-cards';
import { PortfolioGrid, type PortfolioFilter } from '@/components/sections/portfolio-grid';
import { lightboxLabelList } from '@/components/ui/lightbox-labels';

/** The about page: who the firm is, why clients choose it, its people, a consultation and the gallery. */
export function AboutPage({ path }: { path: string }) {
  const lang = langOf(path);
  const copy = pick(lang, { en: about, es: nosotros });
  const homeCopy = pick(lang, { en: home, es: inicio });
  const { site, officeHours, telHref } = pick(lang, { en, es });
  const { contact } = site;
  const t = uiFor(lang);
  return (
    <>
      <PageBanner path={path} />
      <AboutIntro
        heading={copy.heading}
        paragraphs={copy.paragraphs}
        values={copy.values}
        facts={[
          { label: t.about.founded, value: `${site.foundingYear}${t.about.foundedIn}${contact.city}${t.about.texas}` },
          { label: t.about.office, value: `${contact.address}, ${contact.statePin}` },
          { label: t.about.services, value: `${servicesIn(lang).length}${t.about.practiceAreas}` },
          { label: t.about.officeHours, value: officeHours },
        ]}
        lang={lang}
      />
      <WhyChooseUs
        title={homeCopy.whyTitle}
        eyebrow={t.home.whyEyebrow}
        lead={homeCopy.whyLead}
        slides={pick(lang, { en: whyChooseUs, es: porQueElegirnos })}
        lang={lang}
      />
      <section aria-labelledby="about-team-title" className="py-16 sm:py-20">
        <Container>
          <SectionHeading id="about-team-title" eyebrow={pick(lang, { en: teamWording, es: textosDelEquipo }).eyebrow} title={copy.teamHeading} />
          <Reveal className="mt-10">
            <TeamCards members={pick(lang, { en: team, es: equipo })} headingLevel="h3" summary lang={lang} />
          </Reveal>
        </Container>
      </section>
      <Reveal>
        <ConsultationCta
          title={homeCopy.consultation.title}
          text={homeCopy.consultation.text}
          cta={homeCopy.consultation.cta}
          bookingUrl={site.links.booking}
          stylesheetUrl={site.links.schedulingStylesheet}
          phone={contact.phone}
          phoneHref={telHref}
          hours={officeHours}
          lang={lang}
        />
      </Reveal>
      <section aria-labelledby="gallery-title" className="bg-sand-50 py-16 sm:py-20">
        <Container>
          <SectionHeading id="gallery-title" eyebrow={t.about.galleryEyebrow} title={copy.galleryHeading} lead={copy.galleryLead} />
          <div className="mt-8">
            <PortfolioGrid
              items={pick(lang, { en: gallery, es: galeria })}
              filters={pick<readonly PortfolioFilter[]>(lang, { en: galleryFilters, es: filtrosDeGaleria })}
              label={t.about.galleryFilterLabel}
              filter="all"
              layout="masonry"
              sort="original"
              labels={lang === 'en' ? undefined : { enlarge: t.home.enlargeImage, dialog: lightboxLabelList(t.home.lightbox), showing: t.about.galleryShowing }}
            />
          </div>
        </Container>
      </section>
    </>
  );
}
