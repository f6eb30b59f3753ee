import { pageMetadata } from '@/lib/content/metadata';
import { HomePage } from '@/components/pages/home-page';

const path = '/';
export const generateMetadata = () => pageMetadata(path);
export default function Page() {
  return <HomePage path={path} />;
}
