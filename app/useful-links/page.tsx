import { bannerFor } from '@/content/banners';
import { buildMetadata } from '@/lib/metadata';
import { PageBanner } from '@/components/sections/page-banner';

export const metadata = buildMetadata('/useful-links');

export default function Page() {
  return <PageBanner banner={bannerFor('/useful-links')} currentHref="/useful-links/" />;
}
