import type { TeamMember } from '@/lib/schemas';
import { Container } from '@/components/ui/container';
import { PageBanner } from './page-banner';
import { TeamCards } from './team-cards';

export function TeamOverview({ members }: { members: readonly TeamMember[] }) {
  return (
    <>
      <PageBanner path="/team" />
      <Container as="section" className="py-16 sm:py-20">
        <h2 className="sr-only">{members.length === 1 ? 'Who you work with' : 'Team members'}</h2>
        <TeamCards members={members} headingLevel="h3" inlinePortraits />
      </Container>
    </>
  );
}
