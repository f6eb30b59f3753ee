import { pageMetadata } from '@/lib/content/metadata';
import { TaxCalendarPage } from '@/components/pages/tax-calendar-page';

const path = '/tax-calendar';
export const generateMetadata = () => pageMetadata(path);
export default function Page() {
  return <TaxCalendarPage path={path} />;
}
