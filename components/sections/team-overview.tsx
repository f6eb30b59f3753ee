import type { TeamMember } from '@/lib/schemas';
import { Container } from '@/components/ui/container';
import { PageBanner } from './page-banner';
import { TeamCards } from './team-cards';
import { localePath } from '@/lib/content/routes';
import { teamWording } from '@/content/team';
import { teamWording as textosDelEquipo } from '@/content/team.es';
import { pick, type Lang } from '@/lib/i18n';


export function TeamOverview({ members, lang = 'en' }: { members: readonly TeamMember[]; lang?: Lang }) {
  return (
    <>
      <PageBanner path={localePath('/team', lang)} />
      <Container as="section" className="py-16 sm:py-20">
        <h2 className="sr-only">{pick(lang, { en: teamWording, es: textosDelEquipo }).listLabel}</h2>
        <TeamCards members={members} headingLevel="h3" inlinePortraits lang={lang} />
      </Container>
    </>
  );
}
