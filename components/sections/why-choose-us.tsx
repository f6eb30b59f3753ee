import { SiteLink } from '@/components/ui/site-link';
import { Icon } from '@/components/ui/icon';
import type { Slide } from '@/lib/schemas';
import { href } from '@/lib/paths';
import { Carousel } from '@/components/ui/carousel';
import { Container } from '@/components/ui/container';
import { Reveal } from '@/components/ui/reveal';
import { SectionHeading } from './section-heading';
import { uiFor } from '@/lib/content/ui';
import type { Lang } from '@/lib/i18n';


export function WhyChooseUs({
  title,
  eyebrow,
  lead,
  slides,
  headingId = 'why-choose-us-title',
  lang = 'en',
}: {
  title: string;
  eyebrow?: string;
  lead?: string;
  slides: readonly Slide[];
  headingId?: string;
  lang?: Lang;
}) {
  const t = uiFor(lang).home;
  return (
    // Not a landmark itself: the carousel inside is the region named by this title.
    <section className="render-later bg-sand-50 py-16 sm:py-20">
      <Container>
        <Reveal>
          <SectionHeading id={headingId} eyebrow={eyebrow} title={title} lead={lead} align="center" />
        </Reveal>
        <Carousel
          label={title}
          labels={lang === 'en' ? undefined : t.carousel}
          className="mt-10"
          slides={slides.map((slide) => (
            <article
              key={slide.id}
              aria-label={slide.title}
              className="flex h-full flex-col overflow-hidden rounded-2xl border border-sand-200 bg-white shadow-card"
            >
              {/* eslint-disable-next-line @next/next/no-img-element -- static export, project-made SVG */}
              <img
                src={slide.image.src}
                alt={slide.image.alt}
                width={slide.image.width}
                height={slide.image.height}
                loading="lazy"
                decoding="async"
                className="aspect-[10/7] h-auto w-full bg-sand-100 object-cover"
              />
              <div className="flex flex-1 flex-col p-6 sm:p-7">
                <h3 className="text-2xl font-semibold">{slide.title}</h3>
                <p className="mt-3 flex-1 text-ink-muted">{slide.text}</p>
                <SiteLink
                  href={href(slide.href)}
                  className="mt-5 inline-flex items-center gap-2 self-start rounded font-semibold text-brand-700 hover:text-navy-900"
                >
                  {t.learnMore}
                  <span className="sr-only">
                    {t.learnMoreAbout}
                    {slide.title}
                  </span>
                  <Icon name="arrow-right" className="size-4" />
                </SiteLink>
              </div>
            </article>
          ))}
        />
      </Container>
    </section>
  );
}
