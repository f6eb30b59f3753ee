import { pageMetadata } from '@/lib/content/metadata';
import { PrivacyPage } from '@/components/pages/privacy-page';

const path = '/privacy';
export const generateMetadata = () => pageMetadata(path);
export default function Page() {
  return <PrivacyPage path={path} />;
}
