import { home } from '@/content/home';
import { home as inicio } from '@/content/home.es';
import { importantNews } from '@/content/important-news';
import { importantNews as noticiaImportante } from '@/content/important-news.es';
import { newsPosts } from '@/content/news';
import { whyChooseUs } from '@/content/slides';
import { whyChooseUs as porQueElegirnos } from '@/content/slides.es';
import { certificates } from '@/content/certificates';
import { certificates as certificados } from '@/content/certificates.es';
import * as en from '@/content/site';
import * as es from '@/content/site.es';
import { organisationJsonLd, websiteJsonLd } from '@/content/structured-data';
import { localePath, servicesIn } from '@/lib/content/routes';
import { uiFor } from '@/lib/content/ui';
import { newsIn } from '@/lib/content/news';
import { href } from '@/lib/paths';
import { langOf, pick, type Lang } from '@/lib/i18n';
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

/** The news is read in English until the Spanish news pages are served: until then the box links to the English post. */
function importantNewsIn(lang: Lang) {
  if (lang === 'en') return importantNews;
  if (localePath('/news', lang) !== '/news') return noticiaImportante;
  return { ...noticiaImportante, link: { label: `${noticiaImportante.link.label} (en inglés)`, href: importantNews.link.href } };
}

/** The home page: hero, news, why us, the services, a consultation and the firm's credentials. */
export function HomePage({ path }: { path: string }) {
  const lang = langOf(path);
  const copy = pick(lang, { en: home, es: inicio });
  const { site, officeHours, telHref } = pick(lang, { en, es });
  const t = uiFor(lang).home;
  const news = newsIn(lang);
  return (
    <>
      <Hero
        eyebrow={copy.hero.eyebrow}
        title={copy.hero.title}
        lead={copy.hero.lead}
        cta={{ label: copy.hero.cta, href: localePath('/about', lang) }}
        secondary={{ label: copy.hero.secondary, href: localePath('/services', lang) }}
        image={copy.hero.image}
        highlights={copy.hero.highlights}
      />
      {lang === 'en' ? (
        <NewsMarquee posts={newsPosts} title={copy.newsTitle} />
      ) : (
        <NewsMarquee
          posts={news.map((item) => item.post)}
          title={copy.newsTitle}
          lang={lang}
          postLang={(post) => news.find((item) => item.post === post)!.lang}
          postHref={(title) => href(news.find((item) => item.post.title === title)!.path)}
        />
      )}
      <ImportantNews item={importantNewsIn(lang)} lang={lang} />
      <WhyChooseUs
        title={copy.whyTitle}
        eyebrow={t.whyEyebrow}
        lead={copy.whyLead}
        slides={pick(lang, { en: whyChooseUs, es: porQueElegirnos })}
        lang={lang}
      />
      <section aria-labelledby="services-title" className="render-later py-16 sm:py-20">
        <Container>
          <SectionHeading id="services-title" eyebrow={t.servicesEyebrow} title={copy.servicesIntro.title} lead={copy.servicesIntro.lead} />
          <Reveal className="mt-10">
            <ServicesList services={servicesIn(lang)} help={copy.servicesHelp} helpHref={localePath('/contact', lang)} lang={lang} />
          </Reveal>
        </Container>
      </section>
      <Reveal className="render-later">
        <ConsultationCta
          title={copy.consultation.title}
          text={copy.consultation.text}
          cta={copy.consultation.cta}
          bookingUrl={site.links.booking}
          stylesheetUrl={site.links.schedulingStylesheet}
          phone={site.contact.phone}
          phoneHref={telHref}
          hours={officeHours}
          lang={lang}
        />
      </Reveal>
      <Reveal className="render-later">
        <Certifications
          title={copy.certificationsTitle}
          lead={copy.certificationsLead}
          certificates={pick(lang, { en: certificates, es: certificados })}
          lang={lang}
        />
      </Reveal>
      <JsonLd data={organisationJsonLd(lang)} />
      {lang === 'en' && <JsonLd data={websiteJsonLd()} />}
    </>
  );
}
