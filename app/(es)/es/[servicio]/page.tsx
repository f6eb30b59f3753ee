import { pageMetadata } from '@/lib/content/metadata';
import { spanishServicePages } from '@/content/services';
import { ServicePage } from '@/components/pages/service-page';

type Props = { params: Promise<{ servicio: string }> };

const PREFIX = '/es/';

export const dynamicParams = false;

export function generateStaticParams() {
  return spanishServicePages.map((page) => ({ servicio: page.route.path.slice(PREFIX.length) }));
}

export async function generateMetadata({ params }: Props) {
  return pageMetadata(`${PREFIX}${(await params).servicio}`);
}

export default async function Page({ params }: Props) {
  return <ServicePage path={`${PREFIX}${(await params).servicio}`} />;
}
