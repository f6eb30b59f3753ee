/** The Spanish figures are the English ones in Spanish: every name, the same numbers, and every {{name}} a Spanish page quotes. */
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';
import { CONTENT_DIR } from '@/content/markdown';
import { figures } from '@/content/tax-figures';
import { figures as figuresEs } from '@/content/tax-figures.es';
import { formatDate, formatMonthDay, usdMillions } from '@/lib/format';

/** The numbers a text states, "$2,650,000" and "$2.65" alike, thousands separators dropped; sorted, so word order does not matter. */
const numbersIn = (text: string) => (text.match(/\d+(?:[.,]\d+)*/g) ?? []).map((n) => n.replace(/,/g, '')).sort();

const spanishFiles = (dir: string): string[] =>
  readdirSync(dir, { withFileTypes: true }).flatMap((e) =>
    e.isDirectory() ? spanishFiles(join(dir, e.name)) : e.name.endsWith('.es.md') ? [join(dir, e.name)] : [],
  );
const placeholders = (text: string) => [...text.matchAll(/\{\{\s*([A-Za-z0-9]+)\s*\}\}/g)].map((m) => m[1]!);

describe('Spanish figures (content/tax-figures.es.ts)', () => {
  it('has every figure the English has, and no other', () => {
    expect(Object.keys(figuresEs).sort()).toEqual(Object.keys(figures).sort());
    for (const [name, text] of Object.entries(figuresEs)) expect(text.trim(), name).not.toBe('');
  });

  it('states the same numbers as each English figure', () => {
    for (const name of Object.keys(figures) as (keyof typeof figures)[]) {
      expect(numbersIn(figuresEs[name]), name).toEqual(numbersIn(figures[name]));
    }
  });

  it('writes dates and millions the US Spanish way', () => {
    expect(formatDate('2026-04-15', 'es')).toBe('15 de abril de 2026');
    expect(formatDate('2026-04-15')).toBe('April 15, 2026');
    expect(formatMonthDay('May 15', 'es')).toBe('15 de mayo');
    expect(formatMonthDay('May 15')).toBe('May 15');
    expect(() => formatMonthDay('15 May', 'es')).toThrow(/not a month and day/);
    expect(usdMillions(2_650_000, 'es')).toBe('$2.65 millones');
    expect(usdMillions(1_000_000, 'es')).toBe('$1 millón');
    expect(usdMillions(2_650_000)).toBe('$2.65 million');
    expect(figuresEs.franchiseDueDate).toBe('15 de mayo');
    expect(figuresEs.boiPenaltySummary).toContain('a partir del 17 de enero de 2025');
  });

  const files = spanishFiles(CONTENT_DIR);

  it('fills every {{name}} a Spanish Markdown file uses', () => {
    expect(files.length).toBeGreaterThan(0);
    for (const file of files) {
      for (const name of placeholders(readFileSync(file, 'utf8'))) {
        expect(figuresEs, `content/${relative(CONTENT_DIR, file)}: {{${name}}}`).toHaveProperty(name);
      }
    }
  });

  it('quotes the same figures as each English twin (Spanish word order may move them)', () => {
    for (const file of files) {
      const english = readFileSync(file.replace(/\.es\.md$/, '.md'), 'utf8');
      expect(placeholders(readFileSync(file, 'utf8')).sort(), `content/${relative(CONTENT_DIR, file)}`).toEqual(placeholders(english).sort());
    }
  });
});
