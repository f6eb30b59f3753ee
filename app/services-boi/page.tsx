import { bannerFor } from '@/content/banners';
import { buildMetadata } from '@/lib/metadata';
import { PageBanner } from '@/components/sections/page-banner';

export const metadata = buildMetadata('/services-boi');

export default function Page() {
  return <PageBanner banner={bannerFor('/services-boi')} currentHref="/services-boi/" />;
}
