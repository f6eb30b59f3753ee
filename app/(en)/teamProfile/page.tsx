import { site } from '@/content/site';
import { team } from '@/content/team';
import { pageMetadata } from '@/lib/content/metadata';
import { ButtonLink } from '@/components/ui/button-link';
import { Container } from '@/components/ui/container';
import { PageBanner } from '@/components/sections/page-banner';
import { TeamOverview } from '@/components/sections/team-overview';
import { TeamProfile } from '@/components/sections/team-profile';
import { TeamProfileSwitch } from '@/components/sections/team-profile-switch';

export const generateMetadata = () => pageMetadata('/teamProfile');

/** The member comes from navigation state, so every profile is rendered here and the island picks one.
 * Without one it redirects to /team, so the pre-rendered page is already the team page. */
export default function Page() {
  const profiles = Object.fromEntries(
    team.map((member) => [
      member.id,
      <Container key={member.id} as="section" className="py-16 sm:py-20">
        <TeamProfile member={member} regulator={site.regulator} />
        <div className="mt-14 border-t border-sand-200 pt-8">
          <ButtonLink href="/team" variant="outline">
            Back to the team
          </ButtonLink>
        </div>
      </Container>,
    ]),
  );
  return <TeamProfileSwitch banner={<PageBanner path="/teamProfile" />} profiles={profiles} fallback={<TeamOverview members={team} />} />;
}
