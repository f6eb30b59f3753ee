import { pageMetadata } from '@/lib/content/metadata';
import { TeamPage } from '@/components/pages/team-page';

const path = '/team';
export const generateMetadata = () => pageMetadata(path);
export default function Page() {
  return <TeamPage path={path} />;
}
