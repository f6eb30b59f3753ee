import { Icon } from '@/components/ui/icon';
import type { IconName } from '@/lib/icons';
import { Container } from '@/components/ui/container';
import { Reveal } from '@/components/ui/reveal';
import { uiFor } from '@/lib/content/ui';
import type { Lang } from '@/lib/i18n';


const VALUE_ICONS: IconName[] = ['message-circle', 'sprout', 'file-signature', 'calendar-clock'];

export function AboutIntro({
  heading,
  paragraphs,
  values,
  facts,
  lang = 'en',
}: {
  heading: string;
  paragraphs: readonly string[];
  values: readonly { title: string; text: string }[];
  facts: readonly { label: string; value: string }[];
  lang?: Lang;
}) {
  const t = uiFor(lang).about;
  const [first, ...rest] = paragraphs;
  return (
    <Container as="section" className="py-16 sm:py-20">
      <div className="grid gap-12 lg:grid-cols-[1.2fr_1fr] lg:items-start">
        <div>
          <p className="text-eyebrow uppercase text-gold-700">{t.whoWeAre}</p>
          <h2 className="mt-2 text-display-sm sm:text-display-md">{heading}</h2>
          {first && <p className="mt-6 text-lead text-ink">{first}</p>}
          <div className="mt-5 space-y-5 text-ink-muted">
            {rest.map((p) => (
              <p key={p.slice(0, 40)}>{p}</p>
            ))}
          </div>
        </div>
        <div className="on-dark rounded-2xl bg-navy-900 p-8 text-white shadow-lift lg:mt-10">
          <h3 className="text-xl font-semibold text-white">{t.atAGlance}</h3>
          <dl className="mt-6 divide-y divide-white/10">
            {facts.map((fact) => (
              <div key={fact.label} className="flex flex-col gap-1 py-4 first:pt-0 last:pb-0">
                <dt className="text-eyebrow uppercase text-gold-300">{fact.label}</dt>
                <dd className="text-lg text-white">{fact.value}</dd>
              </div>
            ))}
          </dl>
        </div>
      </div>
      <Reveal className="mt-14">
        <h3 className="sr-only">{t.howWeWork}</h3>
        <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
          {values.map((value, i) => {
            return (
              <li key={value.title} className="rounded-2xl border border-sand-200 bg-white p-6 shadow-card">
                <span className="inline-flex size-11 items-center justify-center rounded-lg bg-brand-50 text-brand-700">
                  <Icon name={VALUE_ICONS[i % VALUE_ICONS.length] ?? 'message-circle'} className="size-5" />
                </span>
                <h4 className="mt-4 font-display text-lg font-semibold text-navy-900">{value.title}</h4>
                <p className="mt-2 text-sm leading-relaxed text-ink-muted">{value.text}</p>
              </li>
            );
          })}
        </ul>
      </Reveal>
    </Container>
  );
}
