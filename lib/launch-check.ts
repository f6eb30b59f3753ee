/** What a real firm must still replace before the site goes live, read from the content (`npm run launch-check`). */
import { isPlaceholder, placeholderWhat } from './placeholder';

export type LaunchItem = { file: string; what: string; rule: string };

type Image = { src: string; alt: string };

export type LaunchInput = {
  site: { name: string; url: string; licensedName: string; contact: { company: string; phone: string; fax?: string } };
  team: readonly { id: string; name: string; image: Image; licence?: { number: string } }[];
  certificates: readonly { image: Image }[];
  gallery: readonly { id: string; image: Image; caption: string }[];
  /** Made-up values the check cannot tell by their look (`standIns` in content/site.ts). */
  standIns: readonly { file: string; field: string; what: string }[];
  /** Loaded content modules, walked for placeholder() values. */
  modules: readonly { file: string; value: unknown }[];
  /** The text of every file in content/, searched for example addresses. */
  texts: readonly { file: string; text: string }[];
  /** True when public/<src> is one of the drawings scripts/make-art.mjs writes. */
  isDrawn: (src: string) => boolean;
};

const EXAMPLE_HOST = /(^|\.)example(\.(com|net|org))?$/i;
const ADDRESS = /https?:\/\/[^\s'"`<>)]+|[\w.+-]+@[\w-]+(?:\.[\w-]+)+/g;
const FICTION_PHONE = /\b555-01\d\d\b/;
const RFC2606 = 'example.com and .example names are reserved for documentation (RFC 2606): mail and links to them reach no one';

const surname = (name: string) => name.split(',')[0]!.trim().split(/\s+/).pop()!;

function firmName(site: LaunchInput['site'], team: LaunchInput['team']): LaunchItem[] {
  const { name, licensedName, contact } = site;
  const shown = `"${name}" (name) and "${contact.company}" (contact.company)`;
  const owners = team.map((m) => surname(m.name));
  const rules = [
    ...(/\bCPAs?\b|certified public account/i.test(`${name} ${contact.company}`) ? ['22 TAC 501.81: a firm may use "CPA" in its name only under a firm licence'] : []),
    ...(owners.some((o) => name.includes(o)) ? [] : [`22 TAC 501.83: a trade name that carries no owner's name (${owners.join(', ')}) is presumed misleading`]),
  ];
  if (isPlaceholder(licensedName)) {
    return [{ file: 'content/site.ts', what: `Firm name ${shown}: confirm it is the name on your firm licence, then put that name in licensedName`, rule: rules.join('; ') || '22 TAC 501.81' }];
  }
  if (contact.company !== licensedName || !licensedName.startsWith(name)) {
    return [{ file: 'content/site.ts', what: `Firm name ${shown} differs from licensedName "${licensedName}": the site must use the name on your firm licence`, rule: rules.join('; ') || '22 TAC 501.81' }];
  }
  return [];
}

function placeholders(file: string, value: unknown, path: string, skip: ReadonlySet<string>): LaunchItem[] {
  if (typeof value === 'string' && isPlaceholder(value)) return skip.has(`${file}|${path}`) ? [] : [{ file, what: `${path}: ${placeholderWhat(value)}`, rule: 'marked as a placeholder: put in your own' }];
  if (!value || typeof value !== 'object') return [];
  return Object.entries(value).flatMap(([key, v]) => placeholders(file, v, path ? `${path}.${key}` : key, skip));
}

function exampleAddresses(texts: LaunchInput['texts'], siteUrl: string): LaunchItem[] {
  return texts.flatMap(({ file, text }) =>
    text.split('\n').flatMap((line, i) =>
      [...line.matchAll(ADDRESS)]
        .map((m) => m[0].replace(/[.,;]+$/, ''))
        .filter((address) => address !== siteUrl && /example/i.test(address))
        .map((address) => ({
          file: `${file}:${i + 1}`,
          what: `${address.includes('://') ? 'Link' : 'Email address'} ${address}`,
          rule: EXAMPLE_HOST.test(address.includes('://') ? new URL(address).host : address.split('@')[1]!) ? RFC2606 : 'a made-up identifier: it points at nothing of yours',
        })),
    ),
  );
}

export function launchCheck(input: LaunchInput): LaunchItem[] {
  const { site, team, certificates, gallery, standIns, modules, texts, isDrawn } = input;
  const skip = new Set(['content/site.ts|licensedName', ...team.map((_, i) => `content/team.ts|${i}.licence.number`)]);
  const host = new URL(site.url).host;
  return [
    ...firmName(site, team),
    ...team.flatMap((m) =>
      m.licence && isPlaceholder(m.licence.number)
        ? [{ file: 'content/team.ts', what: `${m.name}: CPA certificate number (licence.number) is a placeholder: put in the number the Board's licence look-up shows`, rule: '22 TAC 501.82: no claim unsupported in fact; a made-up number may be a real licensee’s' }]
        : [],
    ),
    ...(EXAMPLE_HOST.test(host) || host === 'localhost'
      ? [{ file: 'content/site.ts', what: `Domain: url is ${site.url}; canonical links, the sitemap, Open Graph and JSON-LD derive from it`, rule: RFC2606 }]
      : []),
    ...exampleAddresses(texts, site.url),
    ...(['phone', 'fax'] as const).flatMap((key) =>
      site.contact[key] && FICTION_PHONE.test(site.contact[key])
        ? [{ file: 'content/site.ts', what: `contact.${key} ${site.contact[key]}`, rule: '555-0100 to 555-0199 are set aside for fiction in the North American Numbering Plan: no one answers' }]
        : [],
    ),
    ...certificates
      .filter((c) => isDrawn(c.image.src))
      .map((c) => ({
        file: 'content/certificates.ts',
        what: `${c.image.alt} (public${c.image.src}) is drawn by scripts/make-art.mjs: put in the badge Intuit issues you and stop make-art writing it`,
        rule: 'Intuit issues the ProAdvisor badges to the ProAdvisors it certifies; 22 TAC 501.82: a credential shown must be one held',
      })),
    ...team
      .filter((m) => isDrawn(m.image.src))
      .map((m) => ({ file: 'content/team.ts', what: `${m.name}: portrait (public${m.image.src}) is an illustration standing for a real person`, rule: 'use a photo of the person, or an image that does not pass for one' })),
    ...gallery
      .filter((g) => isDrawn(g.image.src))
      .map((g) => ({ file: 'content/gallery.ts', what: `"${g.caption}" (public${g.image.src}) is an illustration shown as your own office or event`, rule: 'use your own photos, or drop the item' })),
    ...standIns.map((s) => ({ file: s.file, what: `${s.field}: ${s.what}`, rule: 'made up for the fictional firm: put in your own, then delete its entry in standIns (content/site.ts)' })),
    ...modules.flatMap((m) => placeholders(m.file, m.value, '', skip)),
  ];
}

export function formatLaunchItems(items: readonly LaunchItem[]): string {
  if (!items.length) return 'Launch check: nothing left to replace.';
  const lines = items.map((item, i) => `${String(i + 1).padStart(2)}. ${item.file}: ${item.what}\n    Why: ${item.rule}`);
  return `Launch check: ${items.length} thing${items.length === 1 ? '' : 's'} to replace before going live\n${lines.join('\n')}`;
}

/** True for an SVG as scripts/make-art.mjs writes it (its own opening tag and title), not one a firm put in. */
export const isMakeArtSvg = (svg: string) =>
  /^<svg xmlns="http:\/\/www\.w3\.org\/2000\/svg" width="\d+" height="\d+" viewBox="0 0 \d+ \d+" role="img" aria-label="[^"]*"><title>/.test(svg);
