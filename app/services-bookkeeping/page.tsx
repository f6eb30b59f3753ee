import { bannerFor } from '@/content/banners';
import { buildMetadata } from '@/lib/metadata';
import { relatedServices, servicePageFor } from '@/lib/service-content';
import { PageBanner } from '@/components/sections/page-banner';
import { ServicePageBody } from '@/components/sections/service-page-body';

const ROUTE = '/services-bookkeeping';

export const metadata = buildMetadata(ROUTE);

export default function Page() {
  return (
    <>
      <PageBanner banner={bannerFor(ROUTE)} currentHref="/services-bookkeeping/" />
      <ServicePageBody page={servicePageFor(ROUTE)} related={relatedServices(ROUTE)} />
    </>
  );
}
