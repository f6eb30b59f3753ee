/** npm run launch-check: what a real firm must replace, found in the content itself, and nothing once it is replaced. */
import { execFileSync } from 'node:child_process';
import { describe, expect, it } from 'vitest';
import { launchInput, launchModules } from '@/lib/content/launch-input';
import { formatLaunchItems, launchCheck, type LaunchInput } from '@/lib/launch-check';
import { isPlaceholder } from '@/lib/placeholder';

const input = launchInput(process.cwd());
const items = launchCheck(input);
const find = (file: string, text: string) => items.filter((i) => i.file.startsWith(file) && i.what.includes(text));

/** The fictional firm with every stand-in replaced, as a real firm would leave it. */
function corrected(base: LaunchInput): LaunchInput {
  const site = {
    ...base.site,
    name: 'Delgado CPA',
    licensedName: 'Delgado CPA, PLLC',
    url: 'https://www.delgadocpa.com',
    contact: { ...base.site.contact, company: 'Delgado CPA, PLLC', phone: '(512) 472-3190', fax: '(512) 472-3191' },
  };
  const team = base.team.map((m) => ({ ...m, image: { ...m.image, src: '/images/team/maria-delgado.jpg' }, ...(m.licence && { licence: { ...m.licence, number: '612345' } }) }));
  const certificates = base.certificates.map((c, i) => ({ ...c, image: { ...c.image, src: `/images/badges/intuit-proadvisor-${i}.png` } }));
  const gallery = base.gallery.map((g) => ({ ...g, image: { ...g.image, src: `/images/gallery/${g.id}.jpg` } }));
  return {
    ...base,
    site,
    team,
    certificates,
    gallery,
    standIns: [],
    modules: base.modules.map((m) => ({ ...m, value: ({ 'content/site.ts': site, 'content/team.ts': team } as Record<string, unknown>)[m.file] ?? m.value })),
    texts: base.texts.map((t) => ({ ...t, text: t.text.replace(/\.example\.com/g, '.com').replace(/CPAExample/g, 'CPA4xQ') })),
  };
}

describe('launch check on the fictional firm', () => {
  it('lists items, each with the file to edit and the rule or reason, and the command exits non-zero', () => {
    expect(items.length).toBeGreaterThan(10);
    for (const item of items) {
      expect(item.file, item.what).toMatch(/^content\/[\w./-]+\.(ts|md)(:\d+)?$/);
      expect(item.what.length, item.file).toBeGreaterThan(10);
      expect(item.rule.length, item.what).toBeGreaterThan(10);
    }
    const report = formatLaunchItems(items);
    for (const item of items) expect(report).toContain(`${item.file}: ${item.what}\n    Why: ${item.rule}`);
    let status = 0;
    try {
      execFileSync('npx', ['tsx', 'scripts/launch-check.ts'], { env: { ...process.env, NEXT_PUBLIC_SITE_URL: '' }, stdio: 'pipe' });
    } catch (error) {
      status = (error as { status: number }).status;
    }
    expect(status).toBe(1);
  }, 60_000);

  it('asks to confirm the firm name is the one on the firm licence, under 22 TAC 501.81 and 501.83', () => {
    const [item] = find('content/site.ts', 'Firm name');
    expect(item?.what).toContain(`"${input.site.name}" (name)`);
    expect(item?.what).toContain(`"${input.site.contact.company}" (contact.company)`);
    expect(item?.what).toContain('name on your firm licence');
    expect(item?.rule).toContain('22 TAC 501.81');
    expect(item?.rule).toContain('22 TAC 501.83');
  });

  it('flags the placeholder CPA certificate number, which the site shows as no real number', () => {
    const lead = input.team[0]!;
    expect(isPlaceholder(lead.licence!.number)).toBe(true);
    expect(find('content/team.ts', 'CPA certificate number')[0]?.rule).toContain('22 TAC 501.82');
  });

  it('flags the domain and every example.com address in content/, with its line', () => {
    expect(find('content/site.ts', `Domain: url is ${input.site.url}`)).toHaveLength(1);
    const addresses = input.texts.flatMap(({ file, text }) => [...text.matchAll(/[\w.+-]+@[\w.-]+\.example\.com|https?:\/\/[\w.-]+\.example\.com[^\s'"]*/g)].map((m) => ({ file, address: m[0] })));
    expect(addresses.length).toBeGreaterThan(5);
    for (const { file, address } of addresses.filter((a) => a.address !== input.site.url)) {
      expect(find(`${file}:`, address), address).toHaveLength(1);
    }
    expect(find('content/team.ts:', 'maria@liveoakledger.example.com')[0]?.rule).toContain('RFC 2606');
  });

  it('lists the drawn ProAdvisor badges, the portrait and the gallery illustrations', () => {
    expect(find('content/certificates.ts', 'drawn by scripts/make-art.mjs')).toHaveLength(input.certificates.length);
    expect(find('content/certificates.ts', 'public/images/badges/proadvisor-online.svg')[0]?.what).toContain('badge Intuit issues');
    expect(find('content/team.ts', 'portrait (public/images/team/founder.svg)')).toHaveLength(1);
    expect(find('content/gallery.ts', 'illustration')).toHaveLength(input.gallery.length);
  });

  it('lists the fictional phone numbers and each stand-in content/site.ts names', () => {
    expect(find('content/site.ts', `contact.phone ${input.site.contact.phone}`)[0]?.rule).toContain('555-0100 to 555-0199');
    for (const s of input.standIns) expect(find(s.file, s.field), s.field).toHaveLength(1);
  });

  it('walks every content file that uses placeholder()', () => {
    const using = input.texts.filter((t) => /\bplaceholder\(/.test(t.text) && !t.file.endsWith('.es.ts')).map((t) => t.file);
    expect(using.length).toBeGreaterThan(0);
    for (const file of using) expect(launchModules.map((m) => m.file)).toContain(file);
  });
});

describe('launch check on a corrected copy', () => {
  it('lists nothing', () => {
    const fixed = launchCheck(corrected(input));
    expect(fixed).toEqual([]);
    expect(formatLaunchItems(fixed)).toBe('Launch check: nothing left to replace.');
  });

  it('still lists a firm name that differs from the licensed one', () => {
    const copy = corrected(input);
    const renamed = { ...copy, site: { ...copy.site, name: 'Capital Ledger CPA' } };
    expect(launchCheck(renamed).map((i) => i.what)).toEqual([expect.stringContaining('differs from licensedName "Delgado CPA, PLLC"')]);
  });
});
