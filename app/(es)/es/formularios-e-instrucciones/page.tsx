import { pageMetadata } from '@/lib/content/metadata';
import { FormsInstructionsPage } from '@/components/pages/forms-instructions-page';

const path = '/es/formularios-e-instrucciones';
export const generateMetadata = () => pageMetadata(path);
export default function Page() {
  return <FormsInstructionsPage path={path} />;
}
