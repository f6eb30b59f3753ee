import type { ReactNode } from 'react';
import type { Components } from 'hast-util-to-jsx-runtime';
import { SiteLink } from '@/components/ui/site-link';
import { Icon } from '@/components/ui/icon';
import type { ServicePage } from '@/content/services';
import type { ServiceCard } from '@/lib/schemas';
import { href } from '@/lib/paths';
import { Markdown } from '@/components/ui/markdown';
import { headingId } from '@/lib/markdown';
import { Container } from '@/components/ui/container';
import { Reveal } from '@/components/ui/reveal';
import { ContactCta } from './contact-cta';
import { SourcesNote } from './sources-note';
import { uiFor } from '@/lib/content/ui';
import type { Lang } from '@/lib/i18n';

export function ServicePageBody({
  page,
  related = [],
  lang = 'en',
  children,
}: {
  page: ServicePage;
  lang?: Lang;
  related?: readonly Pick<ServiceCard, 'serviceId' | 'title' | 'nav'>[];
  children?: ReactNode;
}) {
  const [intro = '', ...sections] = page.body.split(/^## /m);
  const t = uiFor(lang).servicePage;
  return (
    <>
      <Container as="section" className="pt-14 sm:pt-16" >
        <div className="max-w-3xl" data-testid="service-intro">
          <Markdown source={intro} components={leadFirstParagraph} />
        </div>
      </Container>

      {children}

      <Container className="py-14 sm:py-16">
        <div className="grid gap-12 lg:grid-cols-[minmax(0,1fr)_20rem] lg:gap-16">
          <div className="space-y-12">
            {sections.map((section) => {
              const [heading = '', ...text] = section.split('\n');
              return (
                <section key={heading} aria-labelledby={headingId(heading)}>
                  <h2 id={headingId(heading)} className="text-display-sm">
                    {heading}
                  </h2>
                  <Markdown source={text.join('\n')} components={sectionParts} />
                </section>
              );
            })}
          </div>

          <aside aria-labelledby="audience-title" className="space-y-6 lg:sticky lg:top-28 lg:self-start">
            <div className="rounded-2xl border border-sand-200 bg-white p-6 shadow-card">
              <h2 id="audience-title" className="flex items-center gap-2 text-xl font-semibold">
                <Icon name="users" className="size-5 text-gold-700" />
                {t.audience}
              </h2>
              <ul className="mt-4 space-y-3">
                {page.audience.map((a) => (
                  <li key={a} className="flex items-start gap-2 text-sm text-ink">
                    <span aria-hidden="true" className="mt-2 size-1.5 shrink-0 rounded-full bg-gold-500" />
                    {a}
                  </li>
                ))}
              </ul>
            </div>
            {related.length > 0 && (
              <nav aria-label={t.otherServices} className="rounded-2xl bg-navy-900 p-6 text-white on-dark">
                <p className="font-display text-lg font-semibold text-white">{t.otherServices}</p>
                <ul className="mt-3 space-y-1">
                  {related.map((s) => (
                    <li key={s.serviceId}>
                      <SiteLink
                        href={href(s.nav)}
                        className="group flex items-center justify-between gap-2 rounded px-1 py-1.5 text-sm text-white/85 hover:text-white"
                      >
                        {s.title}
                        <Icon name="arrow-right" className="size-4 shrink-0 text-gold-300 transition-transform group-hover:translate-x-0.5" />
                      </SiteLink>
                    </li>
                  ))}
                </ul>
              </nav>
            )}
          </aside>
        </div>
      </Container>

      <section aria-labelledby="engagement-title" className="bg-sand-50 py-14 sm:py-16">
        <Container>
          <p className="text-eyebrow uppercase text-gold-700">{t.engagementEyebrow}</p>
          <h2 id="engagement-title" className="mt-2 text-display-sm sm:text-display-md">
            {t.engagementTitle}
          </h2>
          <Reveal>
            <ol className="mt-10 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
              {page.engagement.map((e, i) => (
                <li key={e.step} className="relative rounded-2xl border border-sand-200 bg-white p-6 shadow-card">
                  <span
                    aria-hidden="true"
                    className="inline-flex size-10 items-center justify-center rounded-full bg-navy-900 font-display text-lg font-semibold text-gold-300"
                  >
                    {i + 1}
                  </span>
                  <h3 className="mt-4 text-lg font-semibold">{e.step}</h3>
                  <p className="mt-2 text-sm leading-relaxed text-ink-muted">{e.detail}</p>
                </li>
              ))}
            </ol>
          </Reveal>
          {(page.sources.length > 0 || page.lastReviewed) && (
            <div className="mt-12 max-w-3xl">
              <SourcesNote sources={page.sources} lastReviewed={page.lastReviewed} lang={lang} />
            </div>
          )}
        </Container>
      </section>

      <ContactCta subject={page.contactSubject} lang={lang} />
    </>
  );
}

const leadFirstParagraph: Partial<Components> = {
  p: ({ children, node }) =>
    node?.position?.start.line === 1 ? (
      <p className="text-lead text-ink sm:text-xl sm:leading-8">{children}</p>
    ) : (
      <p className="mt-5 text-ink-muted">{children}</p>
    ),
};

const sectionParts: Partial<Components> = {
  p: ({ children }) => <p className="mt-4 text-ink-muted">{children}</p>,
  ul: ({ children }) => <ul className="mt-5 grid gap-3 sm:grid-cols-2">{children}</ul>,
  li: ({ children }) => (
    <li className="flex items-start gap-3 rounded-xl border border-sand-200 bg-sand-50 p-4">
      <Icon name="check" className="mt-0.5 size-5 shrink-0 text-gold-700" />
      <span className="text-ink">{children}</span>
    </li>
  ),
};
