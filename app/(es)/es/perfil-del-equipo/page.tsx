import { pageMetadata } from '@/lib/content/metadata';
import { TeamProfilePage } from '@/components/pages/team-profile-page';

const path = '/es/perfil-del-equipo';
export const generateMetadata = () => pageMetadata(path);
export default function Page() {
  return <TeamProfilePage path={path} />;
}
