import { pageMetadata } from '@/lib/content/metadata';
import { QuickbooksPage } from '@/components/pages/quickbooks-page';

const path = '/es/servicios-quickbooks';
export const generateMetadata = () => pageMetadata(path);
export default function Page() {
  return <QuickbooksPage path={path} />;
}
