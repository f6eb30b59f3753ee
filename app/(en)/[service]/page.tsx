import { pageMetadata } from '@/lib/content/metadata';
import { servicePages } from '@/content/services';
import { ServicePage } from '@/components/pages/service-page';

type Props = { params: Promise<{ service: string }> };

export const dynamicParams = false;

export function generateStaticParams() {
  return servicePages.map((page) => ({ service: page.route.path.slice(1) }));
}

export async function generateMetadata({ params }: Props) {
  return pageMetadata(`/${(await params).service}`);
}

export default async function Page({ params }: Props) {
  return <ServicePage path={`/${(await params).service}`} />;
}
