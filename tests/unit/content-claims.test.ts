/** The copy claims no more than the content shows: people from content/team.ts, sharing from the providers in content/site.ts. */
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';
import { collectText } from '@/lib/content-review';
import { misleadingClaims, pluralStaffClaims } from '@/lib/claims';
import { TOAST_MESSAGES } from '@/lib/enquiry-outcome';
import { CONTENT_DIR } from '@/content/markdown';
import { home } from '@/content/home';
import { fileSharing } from '@/content/file-sharing';
import { routeFor } from '@/lib/content/routes';
import { privacyStatement, privacyStatementFor, providers, providersFor, replyPromise, site } from '@/content/site';
import { replyPromise as promesaDeRespuesta } from '@/content/site.es';
import { ui as uiEs } from '@/content/ui.es';
import { engagementSteps } from '@/content/engagement-steps';
import { engagementSteps as pasosDeTrabajo } from '@/content/engagement-steps.es';
import { spanishRoutes } from '@/content/routes.es';
import { routes } from '@/content/routes';
import { figures } from '@/content/tax-figures';
import { taxBrackets } from '@/content/tax-brackets';
import { proAdvisorSubject, team, teamWording } from '@/content/team';

const modules = import.meta.glob<Record<string, unknown>>('../../content/**/*.ts', { eager: true });
const filesEndingIn = (dir: string, ending: string): string[] =>
  readdirSync(dir, { withFileTypes: true }).flatMap((e) => (e.isDirectory() ? filesEndingIn(join(dir, e.name), ending) : e.name.endsWith(ending) ? [join(dir, e.name)] : []));
const markdownFiles = (dir: string): string[] => filesEndingIn(dir, '.md');
const read = (path: string) => readFileSync(join(process.cwd(), path), 'utf8');
/** What each project-made illustration says it shows: its title, which is also its accessible name. */
const artTitles = filesEndingIn(join(process.cwd(), 'public/images'), '.svg').map((file) => ({
  file: relative(process.cwd(), file),
  title: /<title>([\s\S]*?)<\/title>/.exec(readFileSync(file, 'utf8'))?.[1] ?? '',
}));

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

describe('claims a one-CPA firm can stand behind (22 TAC 501.82)', () => {
  it('finds each kind of claim the rule questions, in English and Spanish, and leaves honest copy alone', () => {
    const claims = (text: string) => misleadingClaims(text).map((c) => c.claim);
    expect(claims('We share finished work through the portal, never as ordinary email attachments.')).toEqual(['never as ordinary email']);
    expect(claims('le entregamos el trabajo por el portal, nunca como archivos adjuntos de correo')).toEqual(['nunca como archivos adjuntos']);
    expect(claims('Planning that lowers the bill. Planificación que reduce la factura. We guarantee it. Así que no hay facturas sorpresa.')).toEqual(['lowers the bill', 'reduce la factura', 'guarantee', 'facturas sorpresa']);
    expect(claims('We reply within one business day. Respondemos en un plazo de un día hábil. Respondemos en un día hábil. We Will Reach you Shortly...')).toEqual(['We reply within', 'Respondemos en un plazo de un día', 'Respondemos en un día', 'Reach you Shortly']);
    expect(claims('We usually reply within one business day. Normalmente respondemos en un plazo de un día hábil. Normalmente respondemos en un día hábil.')).toEqual([]);
    expect(claims('Engagement letter and fixed quote. Fixed-fee engagements. Carta de compromiso y cotización fija. Tarifas fijas.')).toEqual(['fixed quote', 'Fixed-fee', 'cotización fija', 'Tarifas fijas']);
    expect(claims('Your engagement letter sets a fixed monthly fee based on the number of accounts. Una tarifa mensual fija.')).toEqual([]);
    expect(claims('The accessibility standard this site meets (WCAG 2.2 AA). El estándar de accesibilidad que cumple este sitio.')).toEqual(['standard this site meets', 'que cumple este sitio']);
    expect(claims('Amended returns and prior-year returns that were never filed. A field people never see.')).toEqual([]);
  });

  it('finds none in any content file, English or Spanish, nor in the form’s own messages', () => {
    const found = [...copy, { file: 'lib/enquiry-outcome.ts', text: Object.values(TOAST_MESSAGES) }].flatMap(({ file, text }) =>
      text.flatMap((t) => misleadingClaims(t).map(({ claim, reason }) => `${file}: "${claim}" (${reason})`)),
    );
    expect(found).toEqual([]);
  });

  it('says how finished work is delivered without an absolute the site’s own email links would break', () => {
    for (const file of ['content/services-overview.md', 'content/services-overview.es.md']) expect(read(file)).not.toMatch(/\bnever\b|\bnunca\b/i);
    expect(read('content/services-overview.md')).toContain('we deliver finished returns and statements through the Client Login portal, which is safer than ordinary email');
  });

  it('qualifies the reply time for filing season wherever a reply is promised', () => {
    expect(replyPromise).toBe('We usually reply within one business day; from February to mid-April it can take longer.');
    expect(promesaDeRespuesta).toBe('Normalmente respondemos en un día hábil; de febrero a mediados de abril puede tardar más.');
    expect(site.commitments.slowerReplies).toBe('from February to mid-April');
    expect(TOAST_MESSAGES.success).toBe('Thank you for contacting us! We will reply as soon as we can.');
    expect(uiEs.form.toasts.success).toBe(`¡Gracias por comunicarse con nosotros! ${promesaDeRespuesta}`);
  });

  it('states the fee basis once, in the shared engagement step, with no fixed fee its next sentence takes back', () => {
    expect(engagementSteps.fixedQuote.step).toBe('Engagement letter and written quote');
    expect(engagementSteps.fixedQuote.detail).toMatch(/^Before work starts, your engagement letter sets out the scope of the work and its fee, based on what the work involves/);
    expect(pasosDeTrabajo.fixedQuote.detail).toMatch(/calculados según lo que el trabajo abarca/);
    for (const steps of [engagementSteps, pasosDeTrabajo]) expect(steps.fixedQuote.detail).not.toMatch(/fixed|fij[ao]|surprise|sorpresa/i);
    expect(read('content/services/services-personal-tax.md')).toContain('  - step: A quote for your return\n    detail: Your fee is based on the forms and schedules your return needs');
  });

  it('describes the accessibility page as the statement does: the site aims to meet WCAG 2.2 AA', () => {
    expect(read('content/accessibility.md')).toContain('The site aims to meet the Web Content Accessibility Guidelines (WCAG) 2.2 at level AA.');
    expect(routes.find((r) => r.path === '/accessibility')?.description).toMatch(/^The accessibility standard this site aims to meet \(WCAG 2\.2 AA\)/);
    expect(read('content/accessibility.es.md')).toContain('El sitio busca cumplir');
    expect(spanishRoutes['/accessibility'].description).toMatch(/^El estándar de accesibilidad que el sitio busca cumplir \(WCAG 2\.2 AA\)/);
  });

  it('titles no illustration as a team while the team lists one person', () => {
    expect(team).toHaveLength(1);
    expect(artTitles.length).toBeGreaterThan(20);
    const teamArt = artTitles.filter(({ title }) => /\bteam\b|\bequipo\b|\bstaff\b/i.test(title) || pluralStaffClaims(title).length);
    expect(teamArt).toEqual([]);
    expect(artTitles.find((a) => a.file === 'public/images/banners/team.svg')?.title).toBe('The firm’s CPA waving hello beside a client file — illustration');
  });
});

describe('the personal tax page in December 2026', () => {
  const english = read('content/services/services-personal-tax.md');
  const spanish = read('content/services/services-personal-tax.es.md');

  it('leads with what applies to 2026 returns, quoting the 2026 standard deduction by name', () => {
    expect(english).not.toMatch(/Key changes on 2025 returns/);
    expect(english.indexOf('## What applies to 2026 returns')).toBeLessThan(english.indexOf('## Planning ahead'));
    expect(spanish).toContain('## Lo que se aplica a las declaraciones de 2026');
    expect(spanish).not.toMatch(/Cambios clave en las declaraciones de 2025/);
    for (const text of [english, spanish]) {
      for (const name of ['standardDeduction2026Single', 'standardDeduction2026Joint', 'standardDeduction2026HeadOfHousehold', 'saltCapSummary']) expect(text).toContain(`{{${name}}}`);
      expect(text).not.toMatch(/\$16,100|\$32,200|\$24,150|\$15,750|\$31,500/);
      expect(text).toContain('https://www.irs.gov/pub/irs-drop/rp-25-32.pdf');
      expect(text).toMatch(/^lastReviewed: \d{4}-\d{2}-\d{2}$/m);
    }
  });

  it('takes the 2026 figures from the brackets entry of Rev. Proc. 2025-32', () => {
    const year2026 = taxBrackets.years.find((y) => y.year === 2026)!;
    expect(year2026.revProc).toBe('Rev. Proc. 2025-32');
    expect([figures.standardDeduction2026Single, figures.standardDeduction2026Joint, figures.standardDeduction2026HeadOfHousehold]).toEqual(['$16,100', '$32,200', '$24,150']);
  });

  it('keeps the One Big Beautiful Bill Act items that still apply to 2026 returns', () => {
    for (const item of ['Child tax credit: $2,200', 'Qualified tips: a deduction of up to $25,000', 'Qualified overtime pay: a deduction of up to $12,500 ($25,000 joint)', 'Taxpayers 65 and older: an extra deduction of $6,000 each']) {
      expect(english).toContain(item);
    }
  });
});

describe('the QuickBooks pages', () => {
  const files = ['content/quickbooks/notice.md', 'content/quickbooks/page.md', 'content/news/quickbooks-desktop-2022-2023-support-ended.md'];

  it('say that QuickBooks Desktop 2024 is the last release of Pro Plus, Premier Plus and Mac Plus, and that Enterprise continues', () => {
    for (const file of files) {
      const text = read(file);
      expect(text, file).not.toMatch(/current Desktop release/);
      expect(text, file).toMatch(/QuickBooks Desktop 2024[^.]*the last release of Pro Plus, Premier Plus and Mac Plus/);
      expect(text, file).toMatch(/Enterprise[^.;]*continues with new releases/);
      const spanish = read(file.replace(/\.md$/, '.es.md'));
      expect(spanish, file).not.toMatch(/versión actual de Desktop/);
      expect(spanish, file).toMatch(/la última versión de Pro Plus, Premier Plus y Mac Plus/);
    }
  });

  it('name Intuit’s discontinuation policy among their sources', () => {
    for (const file of ['content/quickbooks/page.md', 'content/news/quickbooks-desktop-2022-2023-support-ended.md']) {
      expect(read(file)).toContain('https://quickbooks.intuit.com/learn-support/en-us/help-article/feature-preferences/quickbooks-desktop-service-discontinuation-policy/L17cXxlie_US_en_US');
    }
  });
});
