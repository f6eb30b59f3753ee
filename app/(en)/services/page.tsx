import { pageMetadata } from '@/lib/content/metadata';
import { ServicesPage } from '@/components/pages/services-page';

const path = '/services';
export const generateMetadata = () => pageMetadata(path);
export default function Page() {
  return <ServicesPage path={path} />;
}
