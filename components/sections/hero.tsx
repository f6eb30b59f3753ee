import { Icon } from '@/components/ui/icon';
import { ButtonLink } from '@/components/ui/button-link';
import { Container } from '@/components/ui/container';

type HeroImage = { src: string; width: number; height: number; alt: string };

/** The page's largest paint: nothing animates in and the illustration loads with high priority. */
export function Hero({
  eyebrow,
  title,
  lead,
  cta,
  secondary,
  image,
  highlights,
}: {
  eyebrow: string;
  title: string;
  lead: string;
  cta: { label: string; href: string };
  secondary?: { label: string; href: string };
  image: HeroImage;
  highlights?: readonly string[];
}) {
  return (
    <section aria-labelledby="hero-title" className="relative isolate overflow-hidden bg-sand-100">
      <div
        aria-hidden="true"
        className="glow-brand absolute -right-40 -top-40 -z-10 size-[40rem]"
      />
      <Container className="grid items-center gap-10 py-12 sm:py-16 lg:grid-cols-[1.05fr_1fr] lg:gap-14 lg:py-24">
        <div>
          <p className="text-eyebrow uppercase text-gold-700">{eyebrow}</p>
          <h1 id="hero-title" className="mt-3 text-display-md font-semibold sm:text-display-lg">
            {title}
          </h1>
          <p className="mt-5 max-w-xl text-lead text-ink-muted">{lead}</p>
          <div className="mt-8 flex flex-col gap-3 sm:flex-row">
            <ButtonLink href={cta.href} size="lg">
              {cta.label}
              <Icon name="arrow-right" className="size-4" />
            </ButtonLink>
            {secondary && (
              <ButtonLink href={secondary.href} variant="outline" size="lg">
                {secondary.label}
              </ButtonLink>
            )}
          </div>
          {highlights && highlights.length > 0 && (
            <ul className="mt-10 flex flex-col gap-x-6 gap-y-3 text-sm font-medium text-navy-900 sm:flex-row sm:flex-wrap">
              {highlights.map((item) => (
                <li key={item} className="flex items-center gap-2">
                  <span aria-hidden="true" className="size-2 shrink-0 rounded-full bg-gold-500" />
                  {item}
                </li>
              ))}
            </ul>
          )}
        </div>
        <div className="relative">
          {/* eslint-disable-next-line @next/next/no-img-element -- static export, project-made SVG */}
          <img
            src={image.src}
            alt={image.alt}
            width={image.width}
            height={image.height}
            fetchPriority="high"
            decoding="async"
            className="h-auto w-full rounded-2xl shadow-lift ring-1 ring-navy-900/5"
          />
        </div>
      </Container>
    </section>
  );
}
