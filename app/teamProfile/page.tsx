import { team } from '@/content/team';
import { pageMetadata } from '@/content/metadata';
import { ButtonLink } from '@/components/ui/button-link';
import { Container } from '@/components/ui/container';
import { PageBanner } from '@/components/sections/page-banner';
import { SectionHeading } from '@/components/sections/section-heading';
import { TeamCards } from '@/components/sections/team-cards';
import { TeamProfile } from '@/components/sections/team-profile';
import { TeamProfileSwitch } from '@/components/sections/team-profile-switch';

export const generateMetadata = () => pageMetadata('/teamProfile');

/** The member comes from navigation state, so every profile is rendered here and the island picks one. */
export default function Page() {
  const profiles = Object.fromEntries(team.map((member) => [member.id, <TeamProfile key={member.id} member={member} />]));
  return (
    <>
      <PageBanner path='/teamProfile' />
      <Container as="section" className="py-16 sm:py-20">
        <TeamProfileSwitch
          profiles={profiles}
          fallback={
            <>
              <SectionHeading title="Choose a team member" lead="Select a card to read that person’s full profile." />
              <TeamCards members={team} headingLevel="h3" summary className="mt-10" />
            </>
          }
        />
        <div className="mt-14 border-t border-sand-200 pt-8">
          <ButtonLink href="/team" variant="outline">
            Back to the team
          </ButtonLink>
        </div>
      </Container>
    </>
  );
}
