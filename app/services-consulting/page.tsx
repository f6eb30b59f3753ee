import { bannerFor } from '@/content/banners';
import { buildMetadata } from '@/lib/metadata';
import { PageBanner } from '@/components/sections/page-banner';

export const metadata = buildMetadata('/services-consulting');

export default function Page() {
  return <PageBanner banner={bannerFor('/services-consulting')} currentHref="/services-consulting/" />;
}
