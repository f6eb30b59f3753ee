import { bannerFor } from '@/content/banners';
import { team } from '@/content/team';
import { buildMetadata } from '@/lib/metadata';
import { Container } from '@/components/ui/container';
import { PageBanner } from '@/components/sections/page-banner';
import { TeamCards } from '@/components/sections/team-cards';

export const metadata = buildMetadata('/team');

/** /team: one card per member, each linking to /teamProfile/ with the member in navigation state. */
export default function Page() {
  return (
    <>
      <PageBanner banner={bannerFor('/team')} currentHref="/team/" />
      <Container as="section" className="py-16 sm:py-20">
        <h2 className="sr-only">Team members</h2>
        <TeamCards members={team} headingLevel="h3" />
      </Container>
    </>
  );
}
