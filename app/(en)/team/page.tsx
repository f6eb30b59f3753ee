import { team } from '@/content/team';
import { pageMetadata } from '@/lib/content/metadata';
import { TeamOverview } from '@/components/sections/team-overview';

export const generateMetadata = () => pageMetadata('/team');

export default function Page() {
  return <TeamOverview members={team} />;
}
