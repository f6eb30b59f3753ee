import type { Certificate } from '@/lib/schemas';
import { Container } from '@/components/ui/container';
import { LightboxImage } from '@/components/ui/lightbox-image';
import { SectionHeading } from './section-heading';
import { lightboxLabelList } from '@/components/ui/lightbox-labels';
import { uiFor } from '@/lib/content/ui';
import type { Lang } from '@/lib/i18n';


/** A badge's caption: its alt text without the word for "badge". */
const BADGE_WORD: Record<Lang, RegExp> = { en: / badge$/, es: /^Insignia de / };

export function Certifications({
  title,
  lead,
  certificates,
  lang = 'en',
}: {
  title: string;
  lead?: string;
  certificates: readonly Certificate[];
  lang?: Lang;
}) {
  const t = uiFor(lang).home;
  const group = certificates.map((c) => ({ ...c.image, alt: c.alt }));
  return (
    <Container as="section" className="pb-20 pt-4">
      <div aria-labelledby="certifications-title" role="region" className="rounded-2xl border border-sand-200 bg-sand-50 px-6 py-10 sm:px-12">
        <SectionHeading id="certifications-title" eyebrow={t.credentials} title={title} lead={lead} align="center" />
        <ul className="mt-10 flex flex-wrap items-center justify-center gap-8 sm:gap-14">
          {group.map((image, index) => (
            <li key={image.src} className="w-40 sm:w-48">
              <LightboxImage
                image={image}
                group={group}
                index={index}
                className="rounded-full bg-white p-2 shadow-card"
                iconClassName="bottom-1 right-1"
                labels={lang === 'en' ? undefined : { enlarge: t.enlargeImage, dialog: lightboxLabelList(t.lightbox) }}
              />
              <p className="mt-3 text-center text-sm font-medium text-ink-muted">{image.alt.replace(BADGE_WORD[lang], '')}</p>
            </li>
          ))}
        </ul>
      </div>
    </Container>
  );
}
