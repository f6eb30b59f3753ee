import { Icon } from '@/components/ui/icon';
import { ButtonLink } from '@/components/ui/button-link';
import { Container } from '@/components/ui/container';
import { DeferredStylesheet } from '@/components/ui/deferred-stylesheet';
import { uiFor } from '@/lib/content/ui';
import type { Lang } from '@/lib/i18n';


export function ConsultationCta({
  title,
  text,
  cta,
  bookingUrl,
  stylesheetUrl,
  phone,
  phoneHref,
  hours,
  lang = 'en',
}: {
  title: string;
  text: string;
  cta: string;
  bookingUrl: string;
  stylesheetUrl: string;
  phone: string;
  phoneHref: string;
  hours: string;
  lang?: Lang;
}) {
  const t = uiFor(lang).home;
  return (
    <Container as="section" className="pb-16 pt-2 sm:pb-20">
      <div
        id="consultation-cta"
        aria-labelledby="consultation-title"
        role="region"
        className="on-dark relative isolate overflow-hidden rounded-2xl bg-navy-900 px-6 py-10 text-white shadow-lift sm:px-12 sm:py-14"
      >
        <div aria-hidden="true" className="glow-navy absolute -right-28 -top-28 -z-10 size-96" />
        <div className="grid gap-8 lg:grid-cols-[1.4fr_1fr] lg:items-center">
          <div>
            <p className="text-eyebrow uppercase text-gold-300">{t.freeConsultation}</p>
            <h2 id="consultation-title" className="mt-2 text-display-sm text-white sm:text-display-md">
              {title}
            </h2>
            <p className="mt-4 max-w-2xl text-lead text-white/85">{text}</p>
          </div>
          <div className="flex flex-col gap-5 lg:items-end">
            <ButtonLink href={bookingUrl} lang={lang} variant="accent" size="lg" className="text-lg">
              <Icon name="calendar-days" className="size-5" />
              {cta}
            </ButtonLink>
            <ul className="space-y-2 text-sm text-white/85 lg:text-right">
              <li className="flex items-center gap-2 lg:justify-end">
                <Icon name="phone" className="size-4 text-gold-300" />
                <span>
                  {t.preferToTalk}{' '}
                  <a href={phoneHref} className="whitespace-nowrap font-semibold text-white underline underline-offset-4 hover:text-gold-100">
                    {phone}
                  </a>
                </span>
              </li>
              <li className="flex items-center gap-2 lg:justify-end">
                <Icon name="clock" className="size-4 text-gold-300" />
                <span>{hours}</span>
              </li>
            </ul>
          </div>
        </div>
      </div>
      <DeferredStylesheet href={stylesheetUrl} forId="consultation-cta" />
    </Container>
  );
}
