import { pageMetadata } from '@/lib/content/metadata';
import { ContactPage } from '@/components/pages/contact-page';

const path = '/contact';
export const generateMetadata = () => pageMetadata(path);
export default function Page() {
  return <ContactPage path={path} />;
}
