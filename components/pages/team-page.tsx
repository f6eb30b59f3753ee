import { team } from '@/content/team';
import { team as equipo } from '@/content/team.es';
import { langOf, pick } from '@/lib/i18n';
import { TeamOverview } from '@/components/sections/team-overview';

/** The team page: every member's card, each leading to the profile. */
export function TeamPage({ path }: { path: string }) {
  const lang = langOf(path);
  return <TeamOverview members={pick(lang, { en: team, es: equipo })} lang={lang} />;
}
