import { pageMetadata } from '@/lib/content/metadata';
import { AboutPage } from '@/components/pages/about-page';

const path = '/es/nosotros';
export const generateMetadata = () => pageMetadata(path);
export default function Page() {
  return <AboutPage path={path} />;
}
