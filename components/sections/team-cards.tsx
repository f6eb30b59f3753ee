import { Icon } from '@/components/ui/icon';
import type { TeamMember } from '@/lib/schemas';
import { cn } from '@/lib/cn';
import { InlineArt } from '@/components/ui/inline-art';
import { TeamCardLink } from './team-card-link';
import { localePath } from '@/lib/content/routes';
import { uiFor } from '@/lib/content/ui';
import type { Lang } from '@/lib/i18n';


export function TeamCards({
  members,
  headingLevel = 'h2',
  summary = false,
  inlinePortraits = false,
  lang = 'en',
}: {
  members: readonly TeamMember[];
  headingLevel?: 'h2' | 'h3';
  summary?: boolean;
  /** The cards open the page: portraits drawn inside the HTML so a phone paints them with the text. */
  inlinePortraits?: boolean;
  lang?: Lang;
}) {
  const profilePath = localePath('/teamProfile', lang);
  const Heading = headingLevel;
  const single = members.length === 1;
  return (
    <ul className={cn('grid gap-8', !single && 'sm:grid-cols-2 lg:grid-cols-3')}>
      {members.map((member) => {
        const paragraphs = summary ? member.description.slice(0, 1) : member.description;
        const portraitClass = cn(
          'aspect-[4/5] w-full bg-sand-100 object-cover object-top',
          single && (summary ? 'max-h-80 sm:h-full sm:max-h-none' : 'md:h-full'),
        );
        return (
          <li
            key={member.id}
            data-testid="team-card"
            className={cn(
              'group relative overflow-hidden rounded-2xl border border-sand-200 bg-white shadow-card transition-shadow duration-300 focus-within:shadow-lift hover:shadow-lift',
              single && (summary ? 'sm:grid sm:grid-cols-[14rem_minmax(0,1fr)] lg:grid-cols-[17rem_minmax(0,1fr)]' : 'md:grid md:grid-cols-[minmax(0,2fr)_minmax(0,3fr)]'),
            )}
          >
            {inlinePortraits ? (
              <InlineArt src={member.image.src} label={member.image.alt} anchor="top" className={portraitClass} />
            ) : (
              // eslint-disable-next-line @next/next/no-img-element -- static export, project-made SVG
              <img
                src={member.image.src}
                alt={member.image.alt}
                width={member.image.width}
                height={member.image.height}
                loading="lazy"
                decoding="async"
                className={portraitClass}
              />
            )}
            <div className="flex flex-col p-7 sm:p-9">
              <p className="text-eyebrow uppercase text-gold-700">{member.designation}</p>
              <Heading className="mt-2 text-display-sm">
                <TeamCardLink
                  memberId={member.id}
                  profilePath={profilePath === '/teamProfile' ? undefined : profilePath}
                  className="rounded after:absolute after:inset-0 after:rounded-2xl after:content-[''] hover:text-brand-700"
                >
                  {member.name}
                </TeamCardLink>
              </Heading>
              {member.credentials.length > 0 && (
                <ul className="mt-4 flex flex-wrap gap-2">
                  {member.credentials.map((c) => (
                    <li key={c} className="rounded-full bg-brand-50 px-3 py-1 text-xs font-semibold text-navy-900">
                      {c}
                    </li>
                  ))}
                </ul>
              )}
              <div className="mt-5 space-y-4 text-ink-muted">
                {paragraphs.map((d) => (
                  <p key={d.id}>{d.paragraph}</p>
                ))}
              </div>
              <span aria-hidden="true" className="mt-6 inline-flex items-center gap-2 font-semibold text-brand-700 group-hover:text-navy-900">
                {uiFor(lang).team.viewProfile}
                <Icon name="arrow-right" className="size-4 transition-transform group-hover:translate-x-1" />
              </span>
            </div>
          </li>
        );
      })}
    </ul>
  );
}
