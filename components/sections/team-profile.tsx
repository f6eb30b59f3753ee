import { Icon } from '@/components/ui/icon';
import type { TeamMember } from '@/lib/schemas';
import type { site } from '@/content/site';
import { personJsonLd } from '@/content/structured-data';
import { JsonLd } from '@/components/ui/json-ld';
import { LightboxImage } from '@/components/ui/lightbox-image';
import { LicenceNotice, licensedMembers } from './licence-notice';
import { lightboxLabelList } from '@/components/ui/lightbox-labels';
import { uiFor } from '@/lib/content/ui';
import type { Lang } from '@/lib/i18n';


export function TeamProfile({ member, regulator, lang = 'en' }: { member: TeamMember; regulator: (typeof site)['regulator']; lang?: Lang }) {
  const t = uiFor(lang).team;
  const h = uiFor(lang).home;
  const licensed = licensedMembers([member]);
  return (
    <article aria-labelledby={`profile-${member.id}`} className="grid gap-10 lg:grid-cols-[minmax(0,2fr)_minmax(0,3fr)] lg:gap-14">
      <div className="mx-auto w-full max-w-sm lg:sticky lg:top-28 lg:max-w-none lg:self-start">
        <LightboxImage
          image={member.image}
          priority
          labels={lang === 'en' ? undefined : { enlarge: h.enlargeImage, dialog: lightboxLabelList(h.lightbox) }}
          className="rounded-2xl bg-sand-100 shadow-lift ring-1 ring-navy-900/5"
        />
      </div>
      <div>
        <p className="text-eyebrow uppercase text-gold-700">{member.designation}</p>
        <h2 id={`profile-${member.id}`} className="mt-2 text-display-md">
          {member.name}
        </h2>
        {member.credentials.length > 0 && (
          <>
            <h3 className="sr-only">{t.credentials}</h3>
            <ul className="mt-6 space-y-2">
              {member.credentials.map((c) => (
                <li key={c} className="flex items-start gap-2 text-navy-900">
                  <Icon name="badge-check" className="mt-0.5 size-5 shrink-0 text-gold-700" />
                  <span className="font-medium">{c}</span>
                </li>
              ))}
            </ul>
          </>
        )}
        <h3 className="sr-only">{t.biography}</h3>
        <div className="mt-8 space-y-5 text-lg leading-relaxed text-ink-muted">
          {member.description.map((d) => (
            <p key={d.id}>{d.paragraph}</p>
          ))}
        </div>
        {member.email && (
          <a
            href={`mailto:${member.email}`}
            className="mt-8 inline-flex items-center gap-2 rounded font-semibold text-brand-700 underline-offset-4 hover:text-navy-900 hover:underline"
          >
            <Icon name="mail" className="size-5" />
            {member.email}
          </a>
        )}
        {licensed.length > 0 && (
          <div className="mt-10">
            <LicenceNotice id={`licence-${member.id}`} members={licensed} regulator={regulator} heading="h3" lang={lang} />
          </div>
        )}
      </div>
      <JsonLd data={personJsonLd(member)} />
    </article>
  );
}
