/** The Spanish pages name each thing one way, in the IRS's and FinCEN's own Spanish, and mark only English-only links "(en inglés)". */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import matter from 'gray-matter';
import { describe, expect, it } from 'vitest';
import { about } from '@/content/about.es';
import { home } from '@/content/home.es';
import { team } from '@/content/team.es';

const spanishFiles = (dir: string): string[] =>
  readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return spanishFiles(path);
    return /\.es\.(ts|md)$/.test(entry.name) ? [path] : [];
  });

const files = spanishFiles('content');
const texts = files.map((file) => ({ file, text: readFileSync(file, 'utf8') }));

/** Every distinct, lower-cased, singular wording `pattern` finds across the Spanish content, with the files it is in. */
const wordings = (pattern: RegExp, singular: (match: string) => string) => {
  const found = new Map<string, string[]>();
  for (const { file, text } of texts) {
    for (const match of text.matchAll(pattern)) {
      const key = singular(match[0].toLowerCase().replace(/\s+/g, ' '));
      found.set(key, [...(found.get(key) ?? []), file]);
    }
  }
  return found;
};

const IRS_SPANISH_PAGE = /^https:\/\/www\.irs\.gov\/(es(\/|$)|spanishforms$)/i;

/** Each object in `value` (at any depth) that pairs an IRS Spanish address with a "(en inglés)" mark. */
const spanishPagesMarkedEnglish = (value: unknown, where: string, seen = new Set<unknown>()): string[] => {
  if (typeof value !== 'object' || value === null || seen.has(value)) return [];
  seen.add(value);
  const entries = Object.entries(value as Record<string, unknown>);
  const strings = entries.map(([, v]) => v).filter((v): v is string => typeof v === 'string');
  const here = strings.some((s) => IRS_SPANISH_PAGE.test(s)) && strings.some((s) => /\(en inglés/i.test(s)) ? [`${where}: ${strings.join(' | ')}`] : [];
  return [...here, ...entries.flatMap(([key, v]) => spanishPagesMarkedEnglish(v, `${where}.${key}`, seen))];
};

describe('Spanish terms', () => {
  it('reads every Spanish content file', () => {
    expect(files).toContain(join('content', 'ui.es.ts'));
    expect(files).toContain(join('content', 'routes.es.ts'));
    expect(files.some((f) => f.startsWith(join('content', 'boi', 'guidelines')))).toBe(true);
    expect(files.length).toBeGreaterThan(60);
  });

  it('calls the EIN the IRS’s own way, número de identificación del empleador, never “patronal”', () => {
    for (const { file, text } of texts) expect(text, file).not.toMatch(/patronal/i);
    expect(texts.some(({ text }) => /número de identificación del empleador \(EIN\)/i.test(text))).toBe(true);
  });

  it('has one name for the engagement letter: carta de compromiso', () => {
    const found = wordings(/\bcartas? (?:de )?(?:compromiso|contratación|encargo|servicios|acuerdo|contrato|trabajo|honorarios)\b/gi, (w) => w.replace(/^cartas/, 'carta'));
    expect([...found.keys()], JSON.stringify(Object.fromEntries(found))).toEqual(['carta de compromiso']);
  });

  it('has one name for a foreign reporting company: compañía informante extranjera', () => {
    const found = wordings(
      /\b(?:compañías?|empresas?|entidad(?:es)?|sociedad(?:es)?) (?:informantes?|declarantes?|que informan?|obligadas? a informar)\b/gi,
      (w) => w.replace(/^compañías/, 'compañía').replace(/ informantes$/, ' informante'),
    );
    expect([...found.keys()], JSON.stringify(Object.fromEntries(found))).toEqual(['compañía informante']);
    for (const { file, text } of texts) expect(text, file).not.toMatch(/\bempresas? extranjeras?\b/i);
    expect(texts.some(({ text }) => /compañías? informantes? extranjeras?/i.test(text))).toBe(true);
  });

  it('names Client Login as its button does, Acceso de clientes', () => {
    for (const { file, text } of texts) {
      expect(text, file).not.toMatch(/portal Client Login/i);
      expect(text, file).not.toMatch(/Client Login/);
    }
  });

  it('never marks a link to an IRS Spanish page “(en inglés)”', async () => {
    const modules = import.meta.glob('../../content/**/*.es.ts', { eager: true });
    expect(Object.keys(modules).length).toBeGreaterThan(20);
    const typed = Object.entries(modules).flatMap(([file, exports]) => spanishPagesMarkedEnglish(exports, file));
    const markdown = texts.filter(({ file }) => file.endsWith('.md')).flatMap(({ file, text }) => spanishPagesMarkedEnglish(matter(text).data, file));
    expect([...typed, ...markdown]).toEqual([]);
  });

  it('speaks of the founder, a woman, in the feminine, and of the firm’s ProAdvisor without a gendered noun in Markdown', () => {
    expect(team[0]!.designation).toMatch(/^Fundadora/);
    expect(about.teamHeading).toBe('Conozca a nuestra fundadora');
    expect(home.certificationsLead).toContain('Maria Delgado, nuestra fundadora,');
    for (const { file, text } of texts) expect(text, file).not.toMatch(/\bnuestro fundador\b/i);
    const proAdvisor = texts.filter(({ text }) => /Quien fundó la firma es :en\[Certified QuickBooks ProAdvisor\]/.test(text)).map(({ file }) => file);
    expect(proAdvisor.sort()).toEqual([join('content', 'quickbooks', 'page.es.md'), join('content', 'services', 'services-accounting.es.md')]);
  });
});
