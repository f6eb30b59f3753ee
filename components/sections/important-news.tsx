import { Icon } from '@/components/ui/icon';
import type { ImportantNews as ImportantNewsItem } from '@/lib/schemas';
import { ButtonLink } from '@/components/ui/button-link';
import { Container } from '@/components/ui/container';
import { ReviewNote } from './review-note';
import { uiFor } from '@/lib/content/ui';
import type { Lang } from '@/lib/i18n';


export function ImportantNews({ item, lang = 'en' }: { item: ImportantNewsItem; lang?: Lang }) {
  return (
    <Container as="section" className="render-later py-14 sm:py-16">
      <div
        aria-labelledby="important-news-title"
        role="region"
        className="relative overflow-hidden rounded-2xl border border-gold-300/70 bg-white p-6 shadow-card sm:p-10"
      >
        <div aria-hidden="true" className="absolute inset-y-0 left-0 w-1.5 bg-gold-500" />
        <div className="flex flex-col gap-6 lg:flex-row lg:items-start lg:gap-10">
          <div className="flex items-center gap-3 lg:w-56 lg:shrink-0 lg:flex-col lg:items-start">
            <span className="inline-flex size-12 items-center justify-center rounded-full bg-gold-100 text-gold-700">
              <Icon name="megaphone" className="size-6" />
            </span>
            <p className="text-eyebrow uppercase text-gold-700">{uiFor(lang).home.importantNews}</p>
          </div>
          <div className="min-w-0">
            <h2 id="important-news-title" className="text-2xl font-semibold leading-snug sm:text-[1.75rem]">
              {item.title}
            </h2>
            <div className="mt-4 space-y-4 text-ink-muted">
              {item.para.map((p) => (
                <p key={p.slice(0, 40)}>{p}</p>
              ))}
            </div>
            <ButtonLink href={item.link.href} lang={lang} variant="outline" className="mt-6">
              {item.link.label}
            </ButtonLink>
            <ReviewNote lastReviewed={item.lastReviewed} lang={lang} className="mt-6 border-t border-sand-200 pt-4 text-sm text-ink-muted" />
          </div>
        </div>
      </div>
    </Container>
  );
}
