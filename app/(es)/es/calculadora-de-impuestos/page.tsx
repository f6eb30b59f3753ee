import { pageMetadata } from '@/lib/content/metadata';
import { TaxEstimatorPage } from '@/components/pages/tax-estimator-page';

const path = '/es/calculadora-de-impuestos';
export const generateMetadata = () => pageMetadata(path);
export default function Page() {
  return <TaxEstimatorPage path={path} />;
}
