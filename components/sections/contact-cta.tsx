import { Icon } from '@/components/ui/icon';
import { consultationOffer, replyPromise, site } from '@/content/site';
import { consultationOffer as consultaGratuita, replyPromise as promesaDeRespuesta } from '@/content/site.es';
import { localePath } from '@/lib/content/routes';
import { uiFor } from '@/lib/content/ui';
import { pick, type Lang } from '@/lib/i18n';
import { ButtonLink } from '@/components/ui/button-link';
import { Container } from '@/components/ui/container';

const defaultText = {
  en: `Book ${consultationOffer} online, or send us a note. ${replyPromise}`.trim(),
  es: `Reserve ${consultaGratuita} en línea o envíenos un mensaje. ${promesaDeRespuesta}`.trim(),
};

export function ContactCta({
  lang = 'en',
  title = uiFor(lang).contactCta.title,
  text = pick(lang, defaultText),
  subject,
}: {
  lang?: Lang;
  title?: string;
  text?: string;
  subject?: string;
}) {
  const t = uiFor(lang).contactCta;
  const contact = localePath('/contact', lang);
  const contactHref = subject ? `${contact}?subject=${subject}` : contact;
  return (
    <Container as="section" className="py-14">
      <div className="on-dark flex flex-col gap-6 rounded-2xl bg-navy-900 p-8 text-white sm:p-10 lg:flex-row lg:items-center lg:justify-between">
        <div className="max-w-2xl">
          <h2 className="flex items-center gap-3 text-display-sm text-white">
            <Icon name="calendar-check" className="size-7 shrink-0 text-gold-300" />
            {title}
          </h2>
          <p className="mt-3 text-white/85">{text}</p>
        </div>
        <div className="flex flex-col gap-3 sm:flex-row">
          <ButtonLink href={site.links.booking} lang={lang} variant="accent">
            {t.book}
          </ButtonLink>
          <ButtonLink href={contactHref} variant="light">
            {t.enquire}
          </ButtonLink>
        </div>
      </div>
    </Container>
  );
}
