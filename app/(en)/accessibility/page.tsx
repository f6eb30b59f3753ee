import { pageMetadata } from '@/lib/content/metadata';
import { AccessibilityPage } from '@/components/pages/accessibility-page';

const path = '/accessibility';
export const generateMetadata = () => pageMetadata(path);
export default function Page() {
  return <AccessibilityPage path={path} />;
}
