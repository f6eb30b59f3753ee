import { site } from './site';
import { site as spanishSite } from './site.es';
import type { Crumb, MarkdownItem, TeamMember } from '@/lib/schemas';
import { plainText } from '@/lib/markdown';
import { href } from '@/lib/paths';
import { locales, pick, type Lang } from '@/lib/i18n';

/** `inLanguage` for a page in Spanish; English pages keep their data as it was. */
const languageOf = (lang: Lang) => (lang === 'en' ? {} : { inLanguage: locales[lang].html });

/** A site path as the absolute URL search engines and feeds need. */
export const absoluteUrl = (path: string) => new URL(href(path), site.url).toString();
const abs = absoluteUrl;

/** 24-hour "HH:MM" from "9:00 AM" for schema.org opening hours. */
function to24h(time: string): string {
  const [, h = '0', m = '00', ap] = /^(\d{1,2}):(\d{2}) (AM|PM)$/.exec(time) ?? [];
  const hour = (Number(h) % 12) + (ap === 'PM' ? 12 : 0);
  return `${String(hour).padStart(2, '0')}:${m}`;
}

/** The firm as other blocks name it: its full record is on the home and contact pages only. */
const firmRef = () => ({ '@type': 'AccountingService', '@id': `${site.url}/#firm`, name: site.name, url: abs('/') });

/** "(512) 555-0142" as "+1-512-555-0142": schema.org asks for the country code. */
const international = (phone: string) => phone.replace(/^\D*(\d{3})\D*(\d{3})\D*(\d{4})$/, '+1-$1-$2-$3');

const WEEK = ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'];

/** The firm's full record, on the home and contact pages, where the firm itself is the subject. */
export function organisationJsonLd(lang: Lang = 'en') {
  const { contact, links } = site;
  const from = WEEK.indexOf(contact.timings.fromDay);
  const to = WEEK.indexOf(contact.timings.toDay);
  return {
    '@context': 'https://schema.org',
    '@type': 'AccountingService',
    '@id': `${site.url}/#firm`,
    name: site.name,
    legalName: contact.company,
    description: pick(lang, { en: site, es: spanishSite }).description,
    url: abs('/'),
    logo: abs('/images/logo.svg'),
    image: abs('/images/og-image.png'),
    telephone: international(contact.phone),
    faxNumber: international(contact.fax),
    email: contact.email,
    foundingDate: String(site.foundingYear),
    address: {
      '@type': 'PostalAddress',
      streetAddress: contact.address,
      addressLocality: contact.city,
      addressRegion: contact.state,
      postalCode: contact.statePin.replace(/\D/g, '').slice(0, 5),
      addressCountry: 'US',
    },
    hasMap: contact.mapLink,
    openingHoursSpecification: [
      {
        '@type': 'OpeningHoursSpecification',
        dayOfWeek: WEEK.slice(from, to + 1),
        opens: to24h(contact.timings.fromTime),
        closes: to24h(contact.timings.toTime),
      },
    ],
    areaServed: { '@type': 'State', name: 'Texas' },
    sameAs: [links.facebook, links.instagram, links.linkedin].filter(Boolean),
  };
}

/** The site itself, on the home page: search engines read the site's name from it. */
export function websiteJsonLd() {
  return {
    '@context': 'https://schema.org',
    '@type': 'WebSite',
    '@id': `${site.url}/#website`,
    name: site.name,
    alternateName: site.shortName,
    url: abs('/'),
    inLanguage: 'en-US',
    publisher: { '@id': `${site.url}/#firm` },
  };
}

export function breadcrumbJsonLd(trail: Crumb[], lang: Lang = 'en') {
  return {
    '@context': 'https://schema.org',
    '@type': 'BreadcrumbList',
    ...languageOf(lang),
    itemListElement: trail.map((crumb, i) => ({ '@type': 'ListItem', position: i + 1, name: crumb.label, item: abs(crumb.href) })),
  };
}

export function personJsonLd(member: TeamMember) {
  return {
    '@context': 'https://schema.org',
    '@type': 'Person',
    name: member.name,
    jobTitle: member.designation,
    image: abs(member.image.src),
    email: member.email,
    worksFor: firmRef(),
    description: member.description.map((d) => d.paragraph).join(' '),
  };
}

export function newsArticleJsonLd(
  post: { path: string; title: string; summary: string; date: string; lastReviewed: string; keywords: string[] },
  lang: Lang = 'en',
) {
  return {
    '@context': 'https://schema.org',
    '@type': 'NewsArticle',
    ...languageOf(lang),
    headline: post.title,
    description: post.summary,
    datePublished: post.date,
    dateModified: post.lastReviewed,
    keywords: post.keywords.join(', '),
    image: abs('/images/og-image.png'),
    mainEntityOfPage: abs(post.path),
    author: firmRef(),
    publisher: { '@type': 'Organization', name: site.name, logo: { '@type': 'ImageObject', url: abs('/images/logo.svg') } },
  };
}

/** Each answer as plain text, read from its Markdown. */
export function faqPageJsonLd(faqs: Pick<MarkdownItem, 'title' | 'body'>[], lang: Lang = 'en') {
  return {
    '@context': 'https://schema.org',
    '@type': 'FAQPage',
    ...languageOf(lang),
    mainEntity: faqs.map((faq) => ({
      '@type': 'Question',
      name: faq.title,
      acceptedAnswer: { '@type': 'Answer', text: plainText(faq.body) },
    })),
  };
}
