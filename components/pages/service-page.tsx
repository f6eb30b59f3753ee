import { servicePageFor } from '@/content/services';
import { servicesIn } from '@/lib/content/routes';
import { langOf } from '@/lib/i18n';
import { PageBanner } from '@/components/sections/page-banner';
import { ServicePageBody } from '@/components/sections/service-page-body';

/** One service's page: its copy, who it is for, the other services, and how an engagement works. */
export function ServicePage({ path }: { path: string }) {
  const lang = langOf(path);
  return (
    <>
      <PageBanner path={path} />
      <ServicePageBody page={servicePageFor(path)} related={servicesIn(lang).filter((s) => s.nav !== path)} lang={lang} />
    </>
  );
}
