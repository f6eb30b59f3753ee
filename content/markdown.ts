import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { basename, join } from 'node:path';
import matter from 'gray-matter';
import { parse as parseYaml } from 'yaml';
import { visit } from 'unist-util-visit';
import type { z } from 'zod';
import { ContentError, defineContent } from '@/lib/define-content';
import { COLUMN_WIDTHS, columnWidths, DIRECTIVES, markdownParser } from '@/lib/markdown';
import type { Lang } from '@/lib/i18n';
import { figures as englishFigures, namedSources as englishSources } from './tax-figures';
import { figures as spanishFigures, namedSources as spanishSources } from './tax-figures.es';

const figuresIn = { en: englishFigures, es: spanishFigures } as const;
const sourcesIn = { en: englishSources, es: spanishSources } as const;

export const CONTENT_DIR = join(process.cwd(), 'content');
// The yaml package's core schema keeps `2026-04-01` a string, as the schemas expect.
const yamlEngine = { parse: (text: string) => parseYaml(text) as object };

/** Replaces each `{{name}}` with the shared figure of that name, so a figure is written once. */
function fillFigures(file: string, text: string, lang: Lang): string {
  const figures = figuresIn[lang];
  return text.replace(/\{\{\s*([A-Za-z0-9]+)\s*\}\}/g, (_, name: string) => {
    if (!(name in figures)) {
      throw new ContentError(`content/${file}: {{${name}}} is not a figure in content/tax-figures.ts (known: ${Object.keys(figures).join(', ')})`);
    }
    return figures[name as keyof typeof figures];
  });
}

/** Fills figures in every string of the front matter; after parsing, so a figure's own colons and quotes cannot break the YAML. */
function fillData(file: string, value: unknown, lang: Lang): unknown {
  if (typeof value === 'string') return fillFigures(file, value, lang);
  if (Array.isArray(value)) return value.map((item) => fillData(file, item, lang));
  if (value && typeof value === 'object') return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, fillData(file, item, lang)]));
  return value;
}

function checkDirectives(file: string, body: string): void {
  const known: readonly string[] = DIRECTIVES;
  visit(markdownParser.parse(body), (node) => {
    if (node.type !== 'containerDirective' && node.type !== 'leafDirective' && node.type !== 'textDirective') return;
    const line = node.position?.start.line ?? 1;
    if (!known.includes(node.name)) {
      throw new ContentError(`content/${file}: ":${node.name}" near body line ${line} is not a known element (${DIRECTIVES.join(', ')}); write "\\:" for a plain colon`);
    }
    if (node.name !== 'table') return;
    // The caption names the table for screen readers, and labels its scrolling region.
    if (!node.attributes?.caption?.trim()) {
      throw new ContentError(`content/${file}: the table near body line ${line} needs a caption: :::table{caption="…"}`);
    }
    const unknown = columnWidths(node.attributes.widths).filter((width) => !(width in COLUMN_WIDTHS));
    if (unknown.length) {
      throw new ContentError(`content/${file}: the table near body line ${line} has widths="${node.attributes.widths}"; give its first columns widths from ${Object.keys(COLUMN_WIDTHS).join(', ')}, e.g. widths="30% 25%"`);
    }
  });
}

/** In `sources` and `references` lists, a plain name stands for that entry of `namedSources`. */
function resolveSources(file: string, data: Record<string, unknown>, lang: Lang): Record<string, unknown> {
  const namedSources = sourcesIn[lang];
  const resolved = { ...data };
  for (const field of ['sources', 'references']) {
    const list = resolved[field];
    if (!Array.isArray(list)) continue;
    resolved[field] = list.map((entry: unknown) => {
      if (typeof entry !== 'string') return entry;
      if (!(entry in namedSources)) {
        throw new ContentError(`content/${file}: ${field}: "${entry}" is not a named source (known: ${Object.keys(namedSources).join(', ')})`);
      }
      return namedSources[entry as keyof typeof namedSources];
    });
  }
  return resolved;
}

/** Front matter (figures filled, sources named) and body (figures filled, elements checked) of `content/<file>`, unchecked. */
function readMarkdown(file: string, root: string, lang: Lang): { data: Record<string, unknown>; body: string } {
  const raw = readFileSync(join(root, file), 'utf8');
  let parsed: matter.GrayMatterFile<string>;
  try {
    parsed = matter(raw, { engines: { yaml: yamlEngine } });
  } catch (error) {
    throw new ContentError(`content/${file}: the front matter between the --- lines is not valid YAML: ${(error as Error).message}`);
  }
  const body = fillFigures(file, parsed.content.trim(), lang);
  checkDirectives(file, body);
  // A twin's stamp of the English version it translates is for the content check, not part of the entry.
  const data = { ...(parsed.data as Record<string, unknown>) };
  delete data.translates;
  return { data: resolveSources(file, fillData(file, data, lang) as Record<string, unknown>, lang), body };
}

/** The English `.md` files of `content/<dir>`; a Spanish twin (`<name>.es.md`) is not an entry of its own. */
function markdownFiles(dir: string, root: string): string[] {
  return readdirSync(join(root, dir))
    .filter((name) => name.endsWith('.md') && !name.endsWith('.es.md'))
    .sort()
    .map((name) => `${dir}/${name}`);
}

type EntryOptions<T> = {
  /** The front-matter field the file is named after (`<value>.md`), or how to read that name from the entry. */
  namedBy?: string | ((entry: T) => string);
  /** Whether the name starts with a number that sets the order: `<nn>-<value>.md`. */
  numbered?: boolean;
  root?: string;
  /** 'es' reads each file's Spanish twin, `<name>.es.md`, with the Spanish figures. */
  lang?: Lang;
};

/** The Spanish twin of an English content file: `services/services-cfo.md` -> `services/services-cfo.es.md`. */
export const twinFile = (file: string) => file.replace(/\.md$/, '.es.md');

/** Reads `content/<file>` as one entry, its Markdown under `body`, checked against `schema` as a whole. */
export function loadEntry<S extends z.ZodType>(file: string, schema: S, { namedBy, numbered = false, root = CONTENT_DIR, lang = 'en' }: EntryOptions<z.output<S>> = {}): z.output<S> {
  const source = lang === 'es' ? twinFile(file) : file;
  const { data, body } = readMarkdown(source, root, lang);
  const entry = defineContent(source, schema, { ...data, body } as z.input<S>);
  // A twin is named after its English file, not after its own (Spanish) path.
  if (namedBy && lang === 'en') {
    const value = typeof namedBy === 'function' ? namedBy(entry) : String((entry as Record<string, unknown>)[namedBy]);
    const field = typeof namedBy === 'function' ? 'its name' : namedBy;
    const name = basename(file, '.md');
    const order = numbered ? (/^\d+-/.exec(name)?.[0] ?? '01-') : '';
    if (name !== `${order}${value}`) {
      throw new ContentError(`content/${file}: ${field} "${value}" does not match the file name; name the file ${order}${value}.md or change ${field}`);
    }
  }
  return entry;
}

/** Every `.md` file in `content/<dir>` (Spanish `.es.md` twins left out) as an entry, in file-name order. */
export function loadEntries<S extends z.ZodType>(dir: string, schema: S, options: EntryOptions<z.output<S>> = {}): z.output<S>[] {
  const root = options.root ?? CONTENT_DIR;
  // In Spanish, an English file without its twin yet is left out (a unit test lists it until it is translated or marked English-only).
  const files = markdownFiles(dir, root).filter((file) => options.lang !== 'es' || existsSync(join(root, twinFile(file))));
  return files.map((file) => loadEntry(file, schema, options));
}
