import type { ReactNode } from 'react';
import { BadgeCheck, Scale } from 'lucide-react';
import type { TeamMember } from '@/lib/schemas';
import type { site } from '@/content/site';
import { plainName } from '@/content/team';

type Regulator = (typeof site)['regulator'];
type Licensed = Pick<TeamMember, 'id' | 'name'> & { licence: NonNullable<TeamMember['licence']> };

const LINK = 'font-semibold text-brand-700 underline underline-offset-2 hover:text-navy-900';
const hostOf = (url: string) => new URL(url).host;

function NewTab({ href, children }: { href: string; children: ReactNode }) {
  return (
    <a href={href} target="_blank" rel="noopener noreferrer" className={LINK}>
      {children}
      <span className="sr-only"> (opens in a new tab)</span>
    </a>
  );
}

/** The CPA licence with the Board's look-up, and the complaint notice the Board's rules require. */
export function LicenceNotice({
  id,
  members,
  regulator,
  heading: Heading = 'h2',
}: {
  id: string;
  members: readonly Licensed[];
  regulator: Regulator;
  heading?: 'h2' | 'h3';
}) {
  return (
    <section aria-labelledby={id} className="rounded-2xl border border-sand-200 bg-sand-50 p-5 text-ink sm:p-6">
      <Heading id={id} className="flex items-center gap-2 text-xl font-semibold text-navy-900">
        <Scale aria-hidden="true" className="size-5 shrink-0 text-gold-700" />
        Licence and complaints
      </Heading>
      <ul className="mt-4 space-y-2">
        {members.map((member) => (
          <li key={member.id} className="flex items-start gap-2">
            <BadgeCheck aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-gold-700" />
            <span>
              {member.name} holds {member.licence.state} {member.licence.title} certificate no.{' '}
              <strong className="font-semibold text-navy-900">{member.licence.number}</strong>, issued by the {regulator.name}.
            </span>
          </li>
        ))}
      </ul>
      <p className="mt-3">
        Check a licence on the Board’s <NewTab href={regulator.licenseeLookup}>public licensee look-up</NewTab>.
      </p>
      <p className="mt-3" data-testid="complaint-notice">
        Complaints concerning Certified Public Accountants may be addressed in writing to the {regulator.name} at the Board’s address
        as it appears on its website at <NewTab href={regulator.url}>{hostOf(regulator.url)}</NewTab> ({regulator.address}) or at{' '}
        <a href={`mailto:${regulator.enforcementEmail}`} className={`${LINK} break-all`}>
          {regulator.enforcementEmail}
        </a>
        .
      </p>
      <p className="mt-3 text-sm text-ink-muted">
        How to file: <NewTab href={regulator.complaints}>the Board’s complaint information</NewTab>. Rule:{' '}
        <NewTab href={regulator.rule.url}>{regulator.rule.label}</NewTab>.
      </p>
    </section>
  );
}

/** The members who hold a licence, typed so the notice can show it. */
export const licensedMembers = (members: readonly TeamMember[]): Licensed[] =>
  members.flatMap((m) => (m.licence ? [{ id: m.id, name: plainName(m), licence: m.licence }] : []));
