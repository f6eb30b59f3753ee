import { pageMetadata } from '@/content/metadata';
import { services } from '@/content/routes';
import { servicePageFor, servicePages } from '@/content/services';
import { PageBanner } from '@/components/sections/page-banner';
import { ServicePageBody } from '@/components/sections/service-page-body';

type Props = { params: Promise<{ service: string }> };

export const dynamicParams = false;

export function generateStaticParams() {
  return servicePages.map((page) => ({ service: page.route.path.slice(1) }));
}

export async function generateMetadata({ params }: Props) {
  return pageMetadata(`/${(await params).service}`);
}

export default async function ServicePage({ params }: Props) {
  const path = `/${(await params).service}`;
  return (
    <>
      <PageBanner path={path} />
      <ServicePageBody page={servicePageFor(path)} related={services.filter((s) => s.nav !== path)} />
    </>
  );
}
