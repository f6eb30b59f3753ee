import { pageMetadata } from '@/lib/content/metadata';
import { BoiPage } from '@/components/pages/boi-page';

const path = '/services-boi';
export const generateMetadata = () => pageMetadata(path);
export default function Page() {
  return <BoiPage path={path} />;
}
