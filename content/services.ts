import { z } from 'zod';
import { engagementStep, markdownBody, servicePageSchema } from '@/lib/schemas';
import { engagementSteps } from './engagement-steps';
import { CONTENT_DIR, loadEntries, loadEntry } from './markdown';

const stepNames = Object.keys(engagementSteps) as [keyof typeof engagementSteps, ...(keyof typeof engagementSteps)[]];
const schema = servicePageSchema.extend({
  engagement: z.array(z.union([z.enum(stepNames).transform((name) => engagementSteps[name]), engagementStep])).min(3),
  body: markdownBody,
});

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

export function servicePageFor(path: string): ServicePage {
  const page = servicePages.find((p) => p.route.path === path);
  if (!page) throw new Error(`No file in content/services/ for "${path}"`);
  return page;
}

/** The file a service page comes from, under content/. */
export const serviceFile = (page: ServicePage) =>
  page.route.path === servicesOverview.route.path ? SERVICES_OVERVIEW_FILE : `${SERVICES_DIR}/${page.route.path.slice(1)}.md`;
