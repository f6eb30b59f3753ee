import type { ReactNode } from 'react';
import { enquiryFields, enquiryRetentionDays, privacyPage } from '@/content/privacy';
import { pageMetadata } from '@/content/metadata';
import { mailHref, providers, site, telHref } from '@/content/site';
import { team } from '@/content/team';
import { PageBanner } from '@/components/sections/page-banner';
import { LicenceNotice, licensedMembers } from '@/components/sections/licence-notice';
import { SourcesNote } from '@/components/sections/sources-note';
import { Container } from '@/components/ui/container';
import { Markdown } from '@/components/ui/markdown';
import { formatDate } from '@/lib/format';

export const generateMetadata = () => pageMetadata('/privacy');

const LINK = 'font-semibold text-brand-700 underline underline-offset-2 hover:text-navy-900';

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

export default function Page() {
  const { contact } = site;
  const { safeguards } = privacyPage;
  return (
    <>
      <PageBanner path="/privacy" />
      <Container className="py-12 sm:py-16">
        <div className="mx-auto max-w-3xl space-y-12">
          <p className="text-lead text-ink">
            {privacyPage.intro} Effective <time dateTime={privacyPage.effective}>{formatDate(privacyPage.effective)}</time>.
          </p>

          <Section id="privacy-collect" title="What the site collects">
            <p>When you send the enquiry form, it sends us these fields and nothing else:</p>
            <dl className="divide-y divide-sand-200 rounded-2xl border border-sand-200 bg-white px-5 shadow-card" data-testid="enquiry-fields">
              {enquiryFields.map((field) => (
                <div key={field.key} className="py-3 sm:grid sm:grid-cols-[10rem_1fr] sm:gap-4">
                  <dt className="font-semibold text-navy-900">{field.label}</dt>
                  <dd className="text-base">{field.what}</dd>
                </div>
              ))}
            </dl>
            {privacyPage.alsoCollected.map((text) => (
              <p key={text}>{text}</p>
            ))}
          </Section>

          <Section id="privacy-why" title="Why we use it">
            <ul className="list-disc space-y-2 pl-6 marker:text-gold-700">
              {privacyPage.why.map((text) => (
                <li key={text}>{text}</li>
              ))}
            </ul>
          </Section>

          <Section id="privacy-where" title="Where it goes and how long we keep it">
            <ul className="list-disc space-y-2 pl-6 marker:text-gold-700">
              <li>
                To our mailbox, <span className="break-all">{contact.email}</span>, where we read and answer it.
              </li>
              <li>
                To our enquiry service’s database on the firm’s server, which holds it until the email is delivered. The service deletes a
                delivered enquiry <strong className="font-semibold text-ink">{enquiryRetentionDays} days</strong> after delivery. One it could
                not deliver is kept until we resend it or delete it.
              </li>
              <li>To no one else, unless you become a client and the work needs it (for example, a return we file with the IRS), or the law requires it.</li>
            </ul>
          </Section>

          <Section id="privacy-providers" title="Outside services the site links to or loads from">
            <p>
              Each page comes from this site’s own address. The site links to these services, run by other companies under their own privacy
              policies; they receive something from you only if you open them.
            </p>
            <ul className="space-y-3" data-testid="providers">
              {providers.map((provider) => (
                <li key={provider.name} className="rounded-xl border border-sand-200 bg-white p-4 text-base shadow-card">
                  <p className="font-semibold text-navy-900">{provider.name}</p>
                  <p className="mt-1">
                    {provider.role.charAt(0).toUpperCase() + provider.role.slice(1)}.
                    {provider.receives && <> If you use it, it receives {provider.receives}.</>}
                  </p>
                  <p className="mt-1 break-all text-sm">{[...new Set(provider.hrefs.map((url) => new URL(url).host))].join(', ')}</p>
                </li>
              ))}
            </ul>
          </Section>

          <Section id="privacy-cookies" title="No cookies, no trackers">
            <p>
              The site sets no cookies and runs no analytics, advertising or tracking code. Loading a page asks nothing of any other
              website: the only thing it ever fetches from elsewhere is the scheduling style sheet listed above, and only once you reach for
              the booking call to action.
            </p>
          </Section>

          <Section id="privacy-dnt" title="Do Not Track">
            <p>{privacyPage.dnt}</p>
          </Section>

          <section aria-labelledby="privacy-safeguards">
            <h2 id="privacy-safeguards" className="text-display-sm">
              {safeguards.title}
            </h2>
            <Markdown source={safeguards.body} className="mt-4 space-y-4 text-lg leading-relaxed text-ink-muted" />
          </section>

          <Section id="privacy-rights" title="Ask for a copy or for deletion">
            <p>
              To see what we hold about you, to correct it, or to have it deleted, email{' '}
              <a href={mailHref} className={`${LINK} break-all`}>
                {contact.email}
              </a>{' '}
              or call{' '}
              <a href={telHref} className={`${LINK} whitespace-nowrap`}>
                {contact.phone}
              </a>
              . We will confirm who you are before we send or delete anything. Records we must keep by law or under professional rules, such as
              a client’s tax working papers, are kept for as long as those rules require.
            </p>
          </Section>

          <LicenceNotice id="privacy-licence" members={licensedMembers(team)} regulator={site.regulator} />

          <Section id="privacy-changes" title="Changes to this notice">
            <p>
              When we change this notice, we post the new version here with its new effective date. This version took effect on <time dateTime={privacyPage.effective}>{formatDate(privacyPage.effective)}</time>.
            </p>
          </Section>

          <SourcesNote sources={[privacyPage.safeguardsSource, site.regulator.rule]} lastReviewed={privacyPage.lastReviewed} figures={false} />
        </div>
      </Container>
    </>
  );
}
