/** The copy claims no more than the content shows: people from content/team.ts, sharing from the providers in content/site.ts. */
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';
import { collectText } from '@/lib/content-review';
import { pluralStaffClaims } from '@/lib/claims';
import { CONTENT_DIR } from '@/content/markdown';
import { home } from '@/content/home';
import { fileSharing } from '@/content/file-sharing';
import { routeFor } from '@/lib/content/routes';
import { privacyStatement, privacyStatementFor, providers, providersFor, site } from '@/content/site';
import { proAdvisorSubject, team, teamWording } from '@/content/team';

const modules = import.meta.glob<Record<string, unknown>>('../../content/**/*.ts', { eager: true });
const markdownFiles = (dir: string): string[] =>
  readdirSync(dir, { withFileTypes: true }).flatMap((e) => (e.isDirectory() ? markdownFiles(join(dir, e.name)) : e.name.endsWith('.md') ? [join(dir, e.name)] : []));

/** Every content file's copy: the strings a TypeScript file exports, as built, and a Markdown file's whole text. */
const copy = [
  ...Object.entries(modules).map(([file, exports]) => ({ file: file.replace('../../', ''), text: collectText(Object.values(exports)) })),
  ...markdownFiles(CONTENT_DIR).map((file) => ({ file: `content/${relative(CONTENT_DIR, file)}`, text: [readFileSync(file, 'utf8')] })),
];

describe('plural staff claims', () => {
  it('finds "our team" and its kin, and leaves the client’s own team alone', () => {
    expect(pluralStaffClaims('Intuit certifies our team on both QuickBooks Online and Desktop.')).toEqual(['our team']);
    expect(pluralStaffClaims('Adjusting entries, handed straight to our tax team.')).toEqual(['our tax team']);
    expect(pluralStaffClaims('Illustration of the firm’s staff volunteering. Group of team members.')).toEqual(['the firm’s staff', 'team members']);
    expect(pluralStaffClaims('Choose an employee and upload files. Our CPAs review it.')).toEqual(['Our CPAs', 'Choose an employee']);
    expect(pluralStaffClaims('We train you and your staff, and it fits with your team. Team')).toEqual([]);
  });

  it('reads every content file, TypeScript and Markdown', () => {
    const files = copy.map((c) => c.file);
    for (const file of ['content/home.ts', 'content/gallery.ts', 'content/site.ts', 'content/services/services-accounting.md', 'content/boi/guidelines/05-what-to-report.md']) {
      expect(files).toContain(file);
    }
  });

  it('finds none in the copy while the team lists one person', () => {
    if (team.length !== 1) return expect(team.length).toBeGreaterThan(1);
    const found = copy.flatMap(({ file, text }) => text.flatMap((t) => pluralStaffClaims(t).map((claim) => `${file}: "${claim}"`)));
    expect(found).toEqual([]);
  });

  it('names the one person where a team would be named', () => {
    expect(team).toHaveLength(1);
    expect(routeFor('/team').heading).toBe('Meet Our CPA');
    expect(home.certificationsLead).toBe(`Intuit certifies ${proAdvisorSubject} on both QuickBooks Online and QuickBooks Desktop, so we can set up, clean up and move your books with confidence.`);
    expect(proAdvisorSubject).toBe('Maria Delgado, our founder,');
    expect(fileSharing.fileDrop.tooltip).toBe('Upload files to Maria Delgado’s File Box.');
    expect(teamWording.recipient).toBe('choose Maria Delgado');
  });
});

describe('privacy statement', () => {
  it('makes no absolute promise not to share, and names each provider that receives what a visitor gives', () => {
    expect(privacyStatement).not.toMatch(/never (sell or )?share/i);
    expect(privacyStatement).toContain('we do not sell it.');
    expect(privacyStatement).toMatch(/tax authorities such as the IRS/);
    for (const provider of providers.filter((p) => p.receives)) expect(privacyStatement.toLowerCase()).toContain(provider.name.toLowerCase());
  });

  it('names Cloudflare among those who receive data only when it runs the enquiry service', () => {
    expect(privacyStatementFor('cloudflare-worker')).toContain('It reaches only Cloudflare, which runs our enquiry service, our email provider,');
    expect(privacyStatementFor('own-server')).not.toContain('Cloudflare');
    expect(privacyStatementFor('own-server')).toContain('It reaches only our email provider,');
    expect(providersFor('own-server').map((p) => p.name)).not.toContain('Cloudflare');
    expect(providersFor('cloudflare-worker').filter((p) => p.name === 'Cloudflare' && p.receives)).toHaveLength(1);
  });

  it('lists every outside address the firm links to or loads from among the providers', () => {
    const listed = providers.flatMap((p) => p.hrefs);
    const external = [...Object.values(site.links), site.contact.mapLink, site.contact.reviewLink];
    for (const url of external) expect(listed, url).toContain(url);
    expect(providers.filter((p) => p.loads).flatMap((p) => p.hrefs)).toEqual([site.links.schedulingStylesheet]);
  });
});
