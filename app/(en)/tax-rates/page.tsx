import { pageMetadata } from '@/lib/content/metadata';
import { TaxRatesPage } from '@/components/pages/tax-rates-page';

const path = '/tax-rates';
export const generateMetadata = () => pageMetadata(path);
export default function Page() {
  return <TaxRatesPage path={path} />;
}
