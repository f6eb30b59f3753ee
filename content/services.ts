import { z } from 'zod';
import { engagementStep, servicePageSchema } from '@/lib/schemas';
import { engagementSteps } from './engagement-steps';
import { CONTENT_DIR, loadMarkdown, loadMarkdownFolder, type MarkdownEntry } from './markdown';

const stepNames = Object.keys(engagementSteps) as [keyof typeof engagementSteps, ...(keyof typeof engagementSteps)[]];
const schema = servicePageSchema.extend({
  engagement: z.array(z.union([z.enum(stepNames).transform((name) => engagementSteps[name]), engagementStep])).min(3),
});

export type ServicePage = MarkdownEntry<z.output<typeof schema>>;

/** The service pages, one Markdown file each in `content/services/` (or `root`, for tests). */
export function loadServicePages(root = CONTENT_DIR): ServicePage[] {
  const pages = loadMarkdownFolder('services', schema, root);
  for (const page of pages) {
    const expected = `services/${page.data.route.path.slice(1)}.md`;
    if (page.file !== expected) throw new Error(`content/${page.file}: its route path must match its file name (${expected})`);
  }
  return pages;
}

export const servicePages = loadServicePages();

/** The /services page's own copy, in the same shape as a service page. */
export const servicesOverview: ServicePage = loadMarkdown('services-overview.md', schema);

export const serviceRoutes = [servicesOverview, ...servicePages].map((page) => ({ ...page.data.route, card: page.data.card }));

export function servicePageFor(path: string): ServicePage {
  const page = servicePages.find((p) => p.data.route.path === path);
  if (!page) throw new Error(`No file in content/services/ for "${path}"`);
  return page;
}
