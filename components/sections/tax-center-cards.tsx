import { SiteLink } from '@/components/ui/site-link';
import { Icon } from '@/components/ui/icon';
import type { IconName } from '@/lib/icons';
import type { TaxCenterCard } from '@/lib/schemas';
import { href } from '@/lib/paths';
import { uiFor } from '@/lib/content/ui';
import type { Lang } from '@/lib/i18n';
import { FlipCard } from '@/components/ui/flip-card';

const ICONS: Record<string, IconName> = {
  'tax-rates': 'percent',
  'tax-estimator': 'calculator',
  'irs-publications': 'book-open',
  'tax-calendar': 'calendar-days',
  'refund-status': 'receipt-text',
};

const hostOf = (url: string) => new URL(url).hostname.replace(/^www\./, '');

/** The back repeats the title aria-hidden, so a screen reader hears heading, paragraph and link once each. */
export function TaxCenterCards({ cards, lang = 'en' }: { cards: TaxCenterCard[]; lang?: Lang }) {
  const t = uiFor(lang).taxCenter;
  return (
    <ul role="list" className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
      {cards.map((card) => {
        const icon = ICONS[card.key] ?? 'book-open';
        const newTab = card.load === '_blank';
        const linkClass =
          'inline-flex min-h-11 items-center justify-center gap-2 rounded-lg bg-gold-300 px-5 py-2.5 font-semibold text-navy-950 transition-colors hover:bg-gold-100';
        return (
          <li key={card.key} className="min-h-[19rem]">
            <FlipCard
              className="h-full"
              front={
                <article aria-label={card.title} className="flex h-full flex-col rounded-2xl border border-sand-200 bg-white p-6 shadow-card">
                  <span className="grid size-12 place-items-center rounded-xl bg-brand-50 text-brand-700">
                    <Icon name={icon} className="size-6" />
                  </span>
                  <h3 className="mt-5 text-xl font-semibold">{card.title}</h3>
                  <p className="mt-3 flex-1 leading-relaxed text-ink-muted">{card.paragraph}</p>
                  <p aria-hidden="true" className="mt-5 flex items-center gap-2 text-sm font-semibold text-gold-700">
                    <Icon name="rotate-cw" className="size-4" />
                    {t.flip}
                  </p>
                </article>
              }
              back={
                <div className="on-dark relative isolate flex h-full flex-col justify-between overflow-hidden rounded-2xl bg-navy-900 p-6 text-white shadow-lift">
                  <Icon name={icon} className="absolute -bottom-8 -right-8 -z-10 size-44 text-white/[0.06]" strokeWidth={1.25} />
                  <div aria-hidden="true">
                    <span className="grid size-12 place-items-center rounded-xl bg-white/10 text-gold-300">
                      <Icon name={icon} className="size-6" />
                    </span>
                    <p className="mt-5 font-display text-xl font-semibold">{card.title}</p>
                    <p className="mt-2 text-sm text-white/80">
                      {newTab ? t.onHost.replace('{host}', hostOf(card.link)) : t.onSite}
                    </p>
                  </div>
                  {newTab ? (
                    <a href={card.link} target="_blank" rel="noopener noreferrer" className={linkClass}>
                      {card.linkLabel}
                      <Icon name="external-link" className="size-4 shrink-0" />
                      <span className="sr-only">{t.newTab}</span>
                    </a>
                  ) : (
                    <SiteLink href={href(card.link)} target="_self" className={linkClass}>
                      {card.linkLabel}
                      <Icon name="arrow-right" className="size-4 shrink-0" />
                    </SiteLink>
                  )}
                </div>
              }
            />
          </li>
        );
      })}
    </ul>
  );
}
