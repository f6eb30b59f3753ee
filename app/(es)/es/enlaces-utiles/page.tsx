import { pageMetadata } from '@/lib/content/metadata';
import { UsefulLinksPage } from '@/components/pages/useful-links-page';

const path = '/es/enlaces-utiles';
export const generateMetadata = () => pageMetadata(path);
export default function Page() {
  return <UsefulLinksPage path={path} />;
}
