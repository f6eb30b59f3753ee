import type { ReactNode } from 'react';
import { Icon } from '@/components/ui/icon';
import { isPlaceholder } from '@/lib/placeholder';
import type { TeamMember } from '@/lib/schemas';
import type { site } from '@/content/site';
import { plainName } from '@/content/team';
import { uiFor } from '@/lib/content/ui';
import type { Lang } from '@/lib/i18n';
import { EmailAddress } from '@/components/ui/email-address';
import { SourceLabel } from '@/components/ui/source-label';

type Regulator = (typeof site)['regulator'];
type Licensed = Pick<TeamMember, 'id' | 'name'> & { licence: NonNullable<TeamMember['licence']> };

const LINK = 'font-semibold text-brand-700 underline underline-offset-2 hover:text-navy-900';
const hostOf = (url: string) => new URL(url).host;

function NewTab({ href, children, lang }: { href: string; children: ReactNode; lang: Lang }) {
  return (
    <a href={href} target="_blank" rel="noopener noreferrer" className={LINK}>
      {children}
      <span className="sr-only">{uiFor(lang).team.licence.newTab}</span>
    </a>
  );
}

/** The CPA licence with the Board's look-up, and the complaint notice the Board's rules require. */
export function LicenceNotice({
  id,
  members,
  regulator,
  heading: Heading = 'h2',
  lang = 'en',
}: {
  id: string;
  members: readonly Licensed[];
  regulator: Regulator;
  heading?: 'h2' | 'h3';
  lang?: Lang;
}) {
  const t = uiFor(lang).team.licence;
  return (
    <section aria-labelledby={id} className="rounded-2xl border border-sand-200 bg-sand-50 p-5 text-ink sm:p-6">
      <Heading id={id} className="flex items-center gap-2 text-xl font-semibold text-navy-900">
        <Icon name="scale" className="size-5 shrink-0 text-gold-700" />
        {t.heading}
      </Heading>
      <ul className="mt-4 space-y-2">
        {members.map((member) => (
          <li key={member.id} className="flex items-start gap-2">
            <Icon name="badge-check" className="mt-0.5 size-5 shrink-0 text-gold-700" />
            <span>
              {t.certificate(member.name, member.licence.state, member.licence.title)}
              <strong className="font-semibold text-navy-900">{isPlaceholder(member.licence.number) ? t.placeholderNumber : member.licence.number}</strong>
              {t.issuedBy(regulator.name)}
            </span>
          </li>
        ))}
      </ul>
      <p className="mt-3">
        {t.lookUpBefore}
        <NewTab href={regulator.licenseeLookup} lang={lang}>
          {t.lookUp}
        </NewTab>
        .
      </p>
      <p className="mt-3" data-testid="complaint-notice">
        {t.complaintsBefore}
        {regulator.name}
        {t.complaintsAddress}
        <NewTab href={regulator.url} lang={lang}>
          {hostOf(regulator.url)}
        </NewTab>{' '}
        ({regulator.address}){t.complaintsOr}
        <a href={`mailto:${regulator.enforcementEmail}`} className={LINK}>
          <EmailAddress address={regulator.enforcementEmail} />
        </a>
        .
      </p>
      <p className="mt-3 text-sm text-ink-muted">
        {t.howToFile}
        <NewTab href={regulator.complaints} lang={lang}>
          {t.complaintInfo}
        </NewTab>
        . {t.rule}
        <NewTab href={regulator.rule.url} lang={lang}>
          <SourceLabel label={regulator.rule.label} />
        </NewTab>
        .
      </p>
    </section>
  );
}

/** The members who hold a licence, typed so the notice can show it. */
export const licensedMembers = (members: readonly TeamMember[]): Licensed[] =>
  members.flatMap((m) => (m.licence ? [{ id: m.id, name: plainName(m), licence: m.licence }] : []));
