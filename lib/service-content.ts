import { servicePages } from '@/content/service-pages';
import { services } from '@/content/services';
import type { Service, ServicePage } from './schemas';

/** The body copy of a service route; a route without copy fails the build. */
export function servicePageFor(route: string): ServicePage {
  const page = servicePages.find((p) => p.route === route);
  if (!page) throw new Error(`content/service-pages.ts has no entry for "${route}"`);
  return page;
}

/** The other services, for a service page's sidebar (every service except the page's own). */
export function relatedServices(route: string): Service[] {
  return services.filter((s) => s.nav !== route);
}
