import { team } from '@/content/team';
import { pageMetadata } from '@/content/metadata';
import { Container } from '@/components/ui/container';
import { PageBanner } from '@/components/sections/page-banner';
import { TeamCards } from '@/components/sections/team-cards';

export const generateMetadata = () => pageMetadata('/team');

export default function Page() {
  return (
    <>
      <PageBanner path='/team' />
      <Container as="section" className="py-16 sm:py-20">
        <h2 className="sr-only">Team members</h2>
        <TeamCards members={team} headingLevel="h3" />
      </Container>
    </>
  );
}
