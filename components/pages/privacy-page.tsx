import type { ReactNode } from 'react';
import { enquiryFields as englishFields, privacyPage as englishPrivacy } from '@/content/privacy';
import { enquiryFields as spanishFields, privacyPage as spanishPrivacy } from '@/content/privacy.es';
import { mailHref as englishMailHref, providersFor as englishProvidersFor, site as englishSite, telHref } from '@/content/site';
import { mailHref as spanishMailHref, providersFor as spanishProvidersFor, site as spanishSite } from '@/content/site.es';
import { team as englishTeam } from '@/content/team';
import { team as spanishTeam } from '@/content/team.es';
import { uiFor } from '@/lib/content/ui';
import { formatDate } from '@/lib/format';
import { langOf, pick, type Lang } from '@/lib/i18n';
import type { EnquiryService } from '@/lib/schemas';
import { PageBanner } from '@/components/sections/page-banner';
import { LicenceNotice, licensedMembers } from '@/components/sections/licence-notice';
import { SourcesNote } from '@/components/sections/sources-note';
import { Container } from '@/components/ui/container';
import { Markdown } from '@/components/ui/markdown';
import { EmailAddress } from '@/components/ui/email-address';

const LINK = 'font-semibold text-brand-700 underline underline-offset-2 hover:text-navy-900';
const BULLETS = 'list-disc space-y-2 pl-6 marker:text-gold-700';
const sentence = (text: string) => `${text.charAt(0).toUpperCase()}${text.slice(1)}.`;

function Section({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section aria-labelledby={id}>
      <h2 id={id} className="text-display-sm">
        {title}
      </h2>
      <div className="mt-4 space-y-4 text-lg leading-relaxed text-ink-muted">{children}</div>
    </section>
  );
}

/** The privacy notice's page: its banner, then the notice for the enquiry service the firm runs. */
export function PrivacyPage({ path }: { path: string }) {
  return (
    <>
      <PageBanner path={path} />
      <PrivacyNotice lang={langOf(path)} service={englishSite.enquiryService} />
    </>
  );
}

/** The privacy notice: what the enquiry form sends, why, where it goes, who else is involved, and how to ask. */
export function PrivacyNotice({ lang, service }: { lang: Lang; service: EnquiryService }) {
  const t = uiFor(lang).privacy;
  const site = pick(lang, { en: englishSite, es: spanishSite });
  const privacyPage = pick(lang, { en: englishPrivacy, es: spanishPrivacy });
  const enquiryFields = pick(lang, { en: englishFields, es: spanishFields });
  const providers = pick(lang, { en: englishProvidersFor, es: spanishProvidersFor })(service);
  const mailHref = pick(lang, { en: englishMailHref, es: spanishMailHref });
  const team = pick(lang, { en: englishTeam, es: spanishTeam });
  const { contact } = site;
  const { safeguards, rights, effective } = privacyPage;
  const byService = privacyPage.services[service];
  const [mailbox, ...others] = privacyPage.where;
  const effectiveDate = <time dateTime={effective}>{formatDate(effective, lang)}</time>;
  return (
    <Container className="py-12 sm:py-16">
      <div className="mx-auto max-w-3xl space-y-12">
        <p className="text-lead text-ink">
          {privacyPage.intro} {t.effective} {effectiveDate}.
        </p>

        <Section id="privacy-collect" title={t.collectTitle}>
          <p>{privacyPage.collectLead}</p>
          <dl className="divide-y divide-sand-200 rounded-2xl border border-sand-200 bg-white px-5 shadow-card" data-testid="enquiry-fields">
            {enquiryFields.map((field) => (
              <div key={field.key} className="py-3 sm:grid sm:grid-cols-[10rem_1fr] sm:gap-4">
                <dt className="font-semibold text-navy-900">{field.label}</dt>
                <dd className="text-base">{field.what}</dd>
              </div>
            ))}
          </dl>
          {[...privacyPage.alsoCollected, byService.addresses].map((text) => (
            <p key={text}>{text}</p>
          ))}
        </Section>

        <Section id="privacy-why" title={t.whyTitle}>
          <ul className={BULLETS}>
            {privacyPage.why.map((text) => (
              <li key={text}>{text}</li>
            ))}
          </ul>
        </Section>

        <Section id="privacy-where" title={t.whereTitle}>
          <ul className={BULLETS}>
            {[mailbox, byService.stored, ...others].map((text) => (
              <li key={text} className="break-words">
                {text}
              </li>
            ))}
          </ul>
        </Section>

        <Section id="privacy-providers" title={t.providersTitle}>
          <p>{byService.providersLead}</p>
          <ul className="space-y-3" data-testid="providers">
            {providers.map((provider) => (
              <li key={provider.name} className="rounded-xl border border-sand-200 bg-white p-4 text-base shadow-card">
                <p className="font-semibold text-navy-900">{provider.name}</p>
                <p className="mt-1">
                  {sentence(provider.role)}
                  {provider.receives && ` ${t.receives} ${provider.receives}.`}
                </p>
                <p className="mt-1 break-all text-sm">{[...new Set(provider.hrefs.map((url) => new URL(url).host))].join(', ')}</p>
              </li>
            ))}
          </ul>
        </Section>

        <Section id="privacy-cookies" title={t.cookiesTitle}>
          <p>{privacyPage.noTracking}</p>
        </Section>

        <Section id="privacy-dnt" title={t.dntTitle}>
          <p>{privacyPage.dnt}</p>
        </Section>

        <section aria-labelledby="privacy-safeguards">
          <h2 id="privacy-safeguards" className="text-display-sm">
            {safeguards.title}
          </h2>
          <Markdown source={safeguards.body} className="mt-4 space-y-4 text-lg leading-relaxed text-ink-muted" />
        </section>

        <Section id="privacy-rights" title={t.rightsTitle}>
          <p>
            {rights.before}{' '}
            <a href={mailHref} className={LINK}>
              <EmailAddress address={contact.email} />
            </a>{' '}
            {rights.between}{' '}
            <a href={telHref} className={`${LINK} whitespace-nowrap`}>
              {contact.phone}
            </a>
            {rights.after}
          </p>
        </Section>

        <LicenceNotice id="privacy-licence" members={licensedMembers(team)} regulator={site.regulator} lang={lang} />

        <Section id="privacy-changes" title={t.changesTitle}>
          <p>
            {privacyPage.changes} {effectiveDate}.
          </p>
        </Section>

        <SourcesNote sources={[privacyPage.safeguardsSource, site.regulator.rule]} lastReviewed={privacyPage.lastReviewed} figures={false} lang={lang} />
      </div>
    </Container>
  );
}
