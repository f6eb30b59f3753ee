import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import matter from 'gray-matter';
import { parse as parseYaml } from 'yaml';
import remarkDirective from 'remark-directive';
import remarkGfm from 'remark-gfm';
import remarkParse from 'remark-parse';
import { unified } from 'unified';
import { visit } from 'unist-util-visit';
import type { z } from 'zod';
import { ContentError, defineContent } from '@/lib/define-content';
import { figures, namedSources } from './tax-figures';

/** The rich elements a Markdown file may use, as `:::name{…}` blocks or `::name{…}` lines. */
export const DIRECTIVES = ['notice', 'table', 'figure'] as const;

export type MarkdownEntry<T> = { file: string; data: T; body: string };

export const CONTENT_DIR = join(process.cwd(), 'content');
// The yaml package's core schema keeps `2026-04-01` a string, as the schemas expect.
const yamlEngine = { parse: (text: string) => parseYaml(text) as object };
const parser = unified().use(remarkParse).use(remarkGfm).use(remarkDirective);

/** Replaces each `{{name}}` with the shared figure of that name, so a figure is written once. */
function fillFigures(file: string, text: string): string {
  return text.replace(/\{\{\s*([A-Za-z0-9]+)\s*\}\}/g, (_, name: string) => {
    if (!(name in figures)) {
      throw new ContentError(`content/${file}: {{${name}}} is not a figure in content/tax-figures.ts (known: ${Object.keys(figures).join(', ')})`);
    }
    return figures[name as keyof typeof figures];
  });
}

function checkDirectives(file: string, body: string): void {
  const known: readonly string[] = DIRECTIVES;
  visit(parser.parse(body), (node) => {
    if (node.type !== 'containerDirective' && node.type !== 'leafDirective' && node.type !== 'textDirective') return;
    if (!known.includes(node.name)) {
      const line = (node.position?.start.line ?? 0) + 1;
      throw new ContentError(`content/${file}: ":${node.name}" near body line ${line} is not a known element (${DIRECTIVES.join(', ')}); write "\\:" for a plain colon`);
    }
  });
}

/** In `sources` and `references` lists, a plain name stands for that entry of `namedSources`. */
function resolveSources(file: string, data: Record<string, unknown>): Record<string, unknown> {
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

/** Reads `content/<file>`: front matter checked against `schema`, body with its figures filled in. */
export function loadMarkdown<S extends z.ZodType>(file: string, schema: S, root = CONTENT_DIR): MarkdownEntry<z.output<S>> {
  const raw = readFileSync(join(root, file), 'utf8');
  const { data, content } = matter(fillFigures(file, raw), { engines: { yaml: yamlEngine } });
  const body = content.trim();
  checkDirectives(file, body);
  return { file, data: defineContent(file, schema, resolveSources(file, data) as z.input<S>), body };
}

/** Every `.md` file in `content/<dir>`, in file-name order. */
export function loadMarkdownFolder<S extends z.ZodType>(dir: string, schema: S, root = CONTENT_DIR): MarkdownEntry<z.output<S>>[] {
  return readdirSync(join(root, dir))
    .filter((name) => name.endsWith('.md'))
    .sort()
    .map((name) => loadMarkdown(`${dir}/${name}`, schema, root));
}
