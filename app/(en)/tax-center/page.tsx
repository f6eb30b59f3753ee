import { pageMetadata } from '@/lib/content/metadata';
import { TaxCenterPage } from '@/components/pages/tax-center-page';

const path = '/tax-center';
export const generateMetadata = () => pageMetadata(path);
export default function Page() {
  return <TaxCenterPage path={path} />;
}
