import { bannerFor } from '@/content/banners';
import { buildMetadata } from '@/lib/metadata';
import { PageBanner } from '@/components/sections/page-banner';

export const metadata = buildMetadata('/services-nptax');

export default function Page() {
  return <PageBanner banner={bannerFor('/services-nptax')} currentHref="/services-nptax/" />;
}
