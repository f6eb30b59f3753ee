import { pageMetadata } from '@/lib/content/metadata';
import { FormsInstructionsPage } from '@/components/pages/forms-instructions-page';

const path = '/forms-instructions';
export const generateMetadata = () => pageMetadata(path);
export default function Page() {
  return <FormsInstructionsPage path={path} />;
}
