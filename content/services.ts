import { z } from 'zod';
import { engagementStep, markdownBody, servicePageSchema } from '@/lib/schemas';
import type { Lang } from '@/lib/i18n';
import { engagementSteps } from './engagement-steps';
import { engagementSteps as pasosDeTrabajo } from './engagement-steps.es';
import { CONTENT_DIR, loadEntries, loadEntry } from './markdown';

const stepNames = Object.keys(engagementSteps) as [keyof typeof engagementSteps, ...(keyof typeof engagementSteps)[]];
const schemaIn = (steps: Record<keyof typeof engagementSteps, { step: string; detail: string }>) =>
  servicePageSchema.extend({
    engagement: z.array(z.union([z.enum(stepNames).transform((name) => steps[name]), engagementStep])).min(3),
    body: markdownBody,
  });
const schema = schemaIn(engagementSteps);

export type ServicePage = z.output<typeof schema>;

export const SERVICES_DIR = 'services';
export const SERVICES_OVERVIEW_FILE = 'services-overview.md';

/** The service pages, one Markdown file each in `content/services/` (or `root`, for tests), named after their path. */
export function loadServicePages(root = CONTENT_DIR): ServicePage[] {
  return loadEntries(SERVICES_DIR, schema, { namedBy: (page) => page.route.path.slice(1), root });
}

export const servicePages = loadServicePages();

/** The /services page's own copy, in the same shape as a service page. */
export const servicesOverview: ServicePage = loadEntry(SERVICES_OVERVIEW_FILE, schema);

export const serviceRoutes = [servicesOverview, ...servicePages].map((page) => ({ ...page.route, card: page.card }));

const spanishSchema = schemaIn(pasosDeTrabajo);
/** The Spanish twins (`<name>.es.md`), in the same order as the English pages. */
export const spanishServicePages: ServicePage[] = loadEntries(SERVICES_DIR, spanishSchema, { lang: 'es' });
export const spanishServicesOverview: ServicePage = loadEntry(SERVICES_OVERVIEW_FILE, spanishSchema, { lang: 'es' });
export const spanishServiceRoutes = [spanishServicesOverview, ...spanishServicePages].map((page) => ({ ...page.route, card: page.card }));

export const servicePagesIn = (lang: Lang) => (lang === 'es' ? spanishServicePages : servicePages);

export function servicePageFor(path: string): ServicePage {
  const page = [...servicePages, ...spanishServicePages].find((p) => p.route.path === path);
  if (!page) throw new Error(`No file in content/services/ for "${path}"`);
  return page;
}

/** The file a service page comes from, under content/. */
export const serviceFile = (page: ServicePage) =>
  page.route.path === servicesOverview.route.path ? SERVICES_OVERVIEW_FILE : `${SERVICES_DIR}/${page.route.path.slice(1)}.md`;
