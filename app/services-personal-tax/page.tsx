import { bannerFor } from '@/content/banners';
import { buildMetadata } from '@/lib/metadata';
import { PageBanner } from '@/components/sections/page-banner';

export const metadata = buildMetadata('/services-personal-tax');

export default function Page() {
  return <PageBanner banner={bannerFor('/services-personal-tax')} currentHref="/services-personal-tax/" />;
}
