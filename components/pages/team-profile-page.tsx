import { site } from '@/content/site';
import { site as sitio } from '@/content/site.es';
import { team } from '@/content/team';
import { team as equipo } from '@/content/team.es';
import { localePath } from '@/lib/content/routes';
import { uiFor } from '@/lib/content/ui';
import { langOf, pick } from '@/lib/i18n';
import { ButtonLink } from '@/components/ui/button-link';
import { Container } from '@/components/ui/container';
import { PageBanner } from '@/components/sections/page-banner';
import { TeamOverview } from '@/components/sections/team-overview';
import { TeamProfile } from '@/components/sections/team-profile';
import { TeamProfileSwitch } from '@/components/sections/team-profile-switch';

/** The member comes from navigation state, so every profile is rendered here and the island picks one.
 * Without one it redirects to the team page, so the pre-rendered page is already the team page. */
export function TeamProfilePage({ path }: { path: string }) {
  const lang = langOf(path);
  const members = pick(lang, { en: team, es: equipo });
  const teamPath = localePath('/team', lang);
  const profiles = Object.fromEntries(
    members.map((member) => [
      member.id,
      <Container key={member.id} as="section" className="py-16 sm:py-20">
        <TeamProfile member={member} regulator={pick(lang, { en: site, es: sitio }).regulator} lang={lang} />
        <div className="mt-14 border-t border-sand-200 pt-8">
          <ButtonLink href={teamPath} variant="outline">
            {uiFor(lang).team.backToTeam}
          </ButtonLink>
        </div>
      </Container>,
    ]),
  );
  return (
    <TeamProfileSwitch
      banner={<PageBanner path={path} />}
      profiles={profiles}
      fallback={<TeamOverview members={members} lang={lang} />}
      teamPath={teamPath === '/team' ? undefined : teamPath}
    />
  );
}
