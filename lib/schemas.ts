/** The shape of every content entry; a build with an entry that breaks it stops, naming the entry. */
import { z } from 'zod';
import { PLACEHOLDER_MARK } from './placeholder';
import { SERVICE_ICON_NAMES } from './service-icons';

const internalHref = z
  .string()
  .regex(/^\/[a-zA-Z0-9\-/?=&().%_]*$/, 'must be an internal path starting with "/"');
const externalUrl = z.url({ protocol: /^https?$/ });
const anyHref = z.union([internalHref, externalUrl]);
const linkTarget = z.enum(['_self', '_blank']);
export const source = z.object({ label: z.string().min(3), url: externalUrl });
export const isoDate = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'must be an ISO date YYYY-MM-DD');
export const image = z.object({
  src: z.string().regex(/^\/images\/[a-z0-9\-/]+\.(svg|webp|png|jpg)$/, 'must be a file under /images'),
  width: z.number().int().positive(),
  height: z.number().int().positive(),
  alt: z.string(),
});

const time = z.string().regex(/^(1[0-2]|[1-9]):[0-5]\d (AM|PM)$/, 'must look like "9:00 AM"');
const weekday = z.enum(['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday']);

const contactInfoSchema = z.object({
  company: z.string().min(2),
  address: z.string().min(5),
  city: z.string().min(2),
  state: z.string().length(2),
  statePin: z.string().min(5),
  country: z.string().min(2),
  phone: z.string().regex(/^\(\d{3}\) \d{3}-\d{4}$/, 'must be formatted (NNN) NNN-NNNN'),
  fax: z.string().regex(/^\(\d{3}\) \d{3}-\d{4}$/, 'must be formatted (NNN) NNN-NNNN'),
  email: z.email(),
  mapLink: externalUrl,
  reviewLink: externalUrl,
  timings: z.object({ fromDay: weekday, toDay: weekday, fromTime: time, toTime: time }),
});

/** Where the enquiry service runs: the Node service on the firm's own Linux server, or the Cloudflare Worker. */
export const ENQUIRY_SERVICES = ['own-server', 'cloudflare-worker'] as const;
export type EnquiryService = (typeof ENQUIRY_SERVICES)[number];

export const siteSchema = z.object({
  name: z.string().min(2),
  /** The name on the firm licence, exactly as the Board issued it. */
  licensedName: z.string().min(2),
  shortName: z.string().min(2),
  tagline: z.string().min(5),
  description: z.string().min(20),
  url: externalUrl,
  foundingYear: z.number().int(),
  contact: contactInfoSchema,
  mailSubject: z.string().min(3),
  links: z.object({
    clientLogin: externalUrl,
    fileDrop: externalUrl,
    booking: externalUrl,
    schedulingStylesheet: externalUrl,
    facebook: externalUrl,
    instagram: externalUrl,
    linkedin: externalUrl.optional(),
  }),
  disclaimer: z.string().min(40),
  enquiryService: z.enum(ENQUIRY_SERVICES),
  enquiryCopiesKeptMonths: z.number().int().positive(),
  commitments: z.object({
    replyWithin: z.string().min(3).optional(),
    slowerReplies: z.string().min(3).optional(),
    freeConsultationMinutes: z.number().int().positive().optional(),
  }),
  regulator: z.object({
    name: z.string().min(5),
    url: externalUrl,
    licenseeLookup: externalUrl,
    complaints: externalUrl,
    enforcementEmail: z.email(),
    address: z.string().min(10),
    rule: source,
  }),
});

export type NavItem = { label: string; href: string; activeFor: string[] };
export type Crumb = { label: string; href: string };
/** What a page banner shows: art, the page name (its h1) and the breadcrumb trail between Home and the page. */
export type Banner = { image: z.infer<typeof image>; pageName: string; pageNav: Crumb[] };

export const serviceCardSchema = z.object({
  order: z.number().int().positive(),
  serviceId: z.string().regex(/^[a-z-]+$/),
  /** One of the icons the services list draws (lib/service-icons.ts), its style and a colour that reads on white at 3:1 or better. */
  icon: z.object({ name: z.enum(SERVICE_ICON_NAMES), style: z.enum(['outline', 'solid']), colour: z.string().regex(/^#[0-9a-fA-F]{6}$/) }),
  title: z.string().min(3),
  description: z.string().min(40),
});

export const routeSchema = z.object({
  path: internalHref,
  title: z.string().min(2).max(60),
  description: z.string().min(50).max(170),
  keywords: z.array(z.string().min(2)).min(3),
  heading: z.string().min(2).optional(),
  art: z.string().regex(/^[a-z-]+$/).optional(),
  parent: internalHref.optional(),
  /** Its name in menus and breadcrumbs where that is shorter than the heading. */
  navLabel: z.string().min(2).optional(),
  ogType: z.enum(['website', 'article', 'profile']).default('website'),
  /** False keeps it out of the sitemap and search results (pages that only make sense with state). */
  index: z.boolean().default(true),
  card: serviceCardSchema.optional(),
});

export const engagementStep = z.object({ step: z.string().min(3), detail: z.string().min(20) });

export const servicePageSchema = z.object({
  route: routeSchema,
  card: serviceCardSchema.optional(),
  contactSubject: z.string().regex(/^[a-z()\-]+$/),
  audience: z.array(z.string().min(3)).min(2),
  engagement: z.array(engagementStep).min(3),
  sources: z.array(source).default([]),
  lastReviewed: isoDate.optional(),
});

export const teamMemberSchema = z.object({
  id: z.string().regex(/^[a-z0-9-]+$/),
  image: image,
  name: z.string().min(3),
  designation: z.string().min(3),
  credentials: z.array(z.string()).default([]),
  email: z.email().optional(),
  /** A CPA licence: the certificate number the Board's public look-up shows. */
  licence: z.object({ title: z.string().min(3), state: z.string().min(2), number: z.union([z.string().regex(/^\d{4,7}$/, 'must be the certificate number, digits only'), z.string().startsWith(`${PLACEHOLDER_MARK}: `)]) }).optional(),
  description: z.array(z.object({ id: z.number().int(), paragraph: z.string().min(40) })).min(1),
});

export const markdownBody = z.string().min(20, 'needs text under the front matter');

const newsPostFields = z.object({
  title: z.string().min(3),
  slug: z.string().regex(/^[a-z0-9]+(-[a-z0-9]+)*$/, 'must be lowercase words joined by hyphens').optional(),
  summary: z.string().min(50).max(170).optional(),
  /** Titles the post had before, so links shared under them still open it. */
  formerTitles: z.array(z.string().min(3)).default([]),
  date: isoDate,
  category: z.string().min(3),
  /** The post in Markdown: paragraphs (the first is the lead), and tables as `:::table{caption="…"}`. */
  body: markdownBody,
  img: image.optional(),
  keywords: z.array(z.string()).default([]),
  references: z.array(source).default([]),
  placeholder: z.boolean().default(false),
  lastReviewed: isoDate.optional(),
});

export const newsPostSchema = newsPostFields.superRefine((post, ctx) => {
  if (post.placeholder) return;
  for (const field of ['slug', 'summary', 'lastReviewed'] as const) {
    if (!post[field]) ctx.addIssue({ code: 'custom', message: `a published post needs ${field}`, path: [field] });
  }
});

export const newsFileSchema = newsPostFields
  .omit({ placeholder: true })
  .extend({ slug: newsPostFields.shape.slug.unwrap(), summary: newsPostFields.shape.summary.unwrap(), lastReviewed: isoDate })
  .strict();

export const importantNewsSchema = z.object({
  title: z.string().min(3),
  para: z.array(z.string().min(20)).min(1),
  link: z.object({ label: z.string(), href: anyHref }),
  lastReviewed: isoDate,
});

export const slideSchema = z.object({
  id: z.string(),
  title: z.string().min(3),
  text: z.string().min(30),
  href: internalHref,
  image: image,
});

export const certificateSchema = z.object({ image: image, alt: z.string().min(10) });

export const taxCenterCardSchema = z.object({
  key: z.string(),
  title: z.string().min(3),
  link: anyHref,
  load: linkTarget,
  paragraph: z.string().min(20),
  linkLabel: z.string().min(3),
});

const thresholds = z
  .array(z.number().int().nonnegative())
  .refine((t) => t[0] === 0, 'the first bracket must start at 0')
  .refine((t) => t.every((v, i) => i === 0 || v > t[i - 1]!), 'thresholds must rise from one bracket to the next');
const byFilingStatus = <T extends z.ZodType>(value: T) => z.object({ single: value, joint: value, 'head-of-household': value });

/** Federal income tax brackets and standard deductions by year: the one source the tax-rates tables and the estimator read. */
export const taxBracketsSchema = z
  .object({
    /** Whole percent, lowest first; each year's thresholds list where each of these rates starts. */
    rates: z.array(z.number().int().positive().max(100)).min(1),
    statuses: z.array(z.object({ key: z.enum(['single', 'joint', 'head-of-household']), label: z.string().min(3) })).length(3),
    years: z
      .array(
        z.object({
          year: z.number().int().min(2000),
          /** The IRS revenue procedure that sets the year's figures, e.g. "Rev. Proc. 2025-32". */
          revProc: z.string().regex(/^Rev\. Proc\. \d{4}-\d+$/),
          thresholds: byFilingStatus(thresholds),
          standardDeduction: byFilingStatus(z.number().int().positive()),
          /** Set when a later law changed the year's standard deduction: the figures before it, and the law. */
          standardDeductionChange: z.object({ before: byFilingStatus(z.number().int().positive()), law: z.string().min(5) }).optional(),
        }),
      )
      .min(1),
    sources: z.array(source).min(1),
    lastReviewed: isoDate,
  })
  .superRefine((data, ctx) => {
    data.years.forEach((year, i) => {
      if (i > 0 && year.year !== data.years[i - 1]!.year + 1) ctx.addIssue({ code: 'custom', path: ['years', i, 'year'], message: 'years must be consecutive, oldest first' });
      for (const [status, list] of Object.entries(year.thresholds)) {
        if (list.length !== data.rates.length) {
          ctx.addIssue({ code: 'custom', path: ['years', i, 'thresholds', status], message: `needs ${data.rates.length} thresholds, one per rate` });
        }
      }
    });
  });

export const usefulLinkSchema = z.object({ key: z.string(), value: z.string().min(3), link: externalUrl, description: z.string().min(10) });

export const formsGroupSchema = z.object({
  id: z.string(),
  title: z.string().min(3),
  list: z
    .array(
      z.object({
        id: z.string(),
        name: z.string().min(2),
        link: externalUrl,
        description: z.string().min(10),
        /** Spanish data only: the IRS's own Spanish edition of the form, where one exists; absent means English only. */
        spanishEdition: source.optional(),
      }),
    )
    .min(1),
});

export const categorySchema = z.object({ label: z.string(), value: z.string() });

export const exemptionRowSchema = z.object({ number: z.number().int().min(1).max(23), title: z.string().min(3) });

export const markdownItemSchema = z.strictObject({
  id: z.string().regex(/^[a-z0-9]+(-[a-z0-9]+)*$/, 'must be lowercase words joined by hyphens'),
  title: z.string().min(3),
  body: markdownBody,
});

export const markdownNoticeSchema = z.strictObject({ title: z.string().min(3), body: markdownBody });

export const boiSchema = z.object({
  notice: markdownNoticeSchema,
  intro: markdownBody,
  facts: z.array(z.object({ label: z.string(), value: z.string() })).min(4),
  guidelines: z.array(markdownItemSchema).min(3),
  exemptions: z.array(exemptionRowSchema).length(23),
  faqs: z.array(markdownItemSchema).min(3),
  contactSubject: z.literal('beneficial-owner-information-(boi)'),
  sources: z.array(source).min(1),
  lastReviewed: isoDate,
});

export const boiPageFileSchema = boiSchema
  .pick({ facts: true, contactSubject: true, sources: true, lastReviewed: true })
  .extend({ body: markdownBody })
  .strict();

export const quickbooksSchema = z.object({
  notice: markdownNoticeSchema,
  /** Each discontinued version and the last day Intuit supported it. */
  endOfSupport: z.array(z.object({ version: z.string().min(3), date: isoDate })).min(1),
  affectedServices: z.array(markdownItemSchema).min(3),
  migration: markdownBody,
  contactSubject: z.literal('quickbooks'),
  sources: z.array(source).min(1),
  lastReviewed: isoDate,
});

export const quickbooksPageFileSchema = quickbooksSchema
  .pick({ endOfSupport: true, contactSubject: true, sources: true, lastReviewed: true })
  .extend({ body: markdownBody })
  .strict();

export const galleryItemSchema = z.object({
  id: z.string(),
  image: image,
  caption: z.string().min(3),
  groups: z.array(z.string().regex(/^[a-z-]+$/)).min(1),
});

const calendarAudience = z.enum(['individuals', 'businesses', 'employers', 'non-profits']);

const DAYS_IN_MONTH = [31, 29, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31];

/** A yearly due date; `taxYearOffset` -1 for a return for the year before, "{year}" in the text becomes that year. */
const dueDateRuleSchema = z
  .object({
    id: z.string().regex(/^[a-z0-9-]+$/, 'must be a lowercase slug'),
    title: z.string().min(10).includes('{year}'),
    form: z.string().min(3),
    who: z.array(calendarAudience).min(1),
    month: z.number().int().min(1).max(12),
    day: z.number().int().min(1).max(31),
    taxYearOffset: z.union([z.literal(0), z.literal(-1)]),
    description: z.string().min(40),
    /** A second date in the due date's year (a later filing date), quoted in the description as {laterDate}. */
    laterDate: z.object({ month: z.number().int().min(1).max(12), day: z.number().int().min(1).max(31) }).optional(),
    source: source,
    /** Where a figure the description quotes comes from, when that is not the date's source. */
    figureSource: source.optional(),
  })
  .refine((rule) => rule.day <= DAYS_IN_MONTH[rule.month - 1]!, { message: 'day does not exist in that month', path: ['day'] })
  .refine((rule) => !rule.laterDate || rule.laterDate.day <= DAYS_IN_MONTH[rule.laterDate.month - 1]!, {
    message: 'day does not exist in that month',
    path: ['laterDate', 'day'],
  })
  .refine((rule) => Boolean(rule.laterDate) === rule.description.includes('{laterDate}'), {
    message: 'a laterDate and a {laterDate} in the description go together',
    path: ['description'],
  });

export const taxCalendarSchema = z.object({
  rules: z.array(dueDateRuleSchema).min(1),
  subscribe: z.array(z.object({ app: z.string().min(3), steps: z.string().min(40) })).min(3),
  sources: z.array(source).min(1),
  lastReviewed: isoDate,
});

export type CalendarAudience = z.infer<typeof calendarAudience>;

export type RouteRecord = z.infer<typeof routeSchema>;
export type ServiceCard = z.infer<typeof serviceCardSchema> & { nav: string };
export type TeamMember = z.infer<typeof teamMemberSchema>;
export type NewsPost = z.infer<typeof newsPostSchema>;
export type ImportantNews = z.infer<typeof importantNewsSchema>;
export type Slide = z.infer<typeof slideSchema>;
export type Certificate = z.infer<typeof certificateSchema>;
export type TaxCenterCard = z.infer<typeof taxCenterCardSchema>;
export type TaxBrackets = z.infer<typeof taxBracketsSchema>;
export type UsefulLink = z.infer<typeof usefulLinkSchema>;
export type FormsGroup = z.infer<typeof formsGroupSchema>;
export type Category = z.infer<typeof categorySchema>;
export type ExemptionRow = z.infer<typeof exemptionRowSchema>;
export type MarkdownItem = z.infer<typeof markdownItemSchema>;
export type Boi = z.infer<typeof boiSchema>;
export type QuickBooks = z.infer<typeof quickbooksSchema>;
