import { pageMetadata } from '@/lib/content/metadata';
import { NewsPage } from '@/components/pages/news-page';

const path = '/es/noticias';
export const generateMetadata = () => pageMetadata(path);
export default function Page() {
  return <NewsPage path={path} />;
}
