import { fileURLToPath } from 'node:url';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { loadMarkdown, loadMarkdownFolder } from '@/content/markdown';
import { saltCap } from '@/content/tax-figures';
import { source } from '@/lib/schemas';
import { Markdown } from '@/components/ui/markdown';

const root = fileURLToPath(new URL('../fixtures/markdown', import.meta.url));
const schema = z.object({ title: z.string().min(3), sources: z.array(source).default([]) });

describe('Markdown content files', () => {
  it('reads front matter, fills in figures and names sources', () => {
    const notes = loadMarkdownFolder('notes', schema, root);
    expect(notes).toHaveLength(1);
    const note = notes[0]!;
    expect(note.file).toBe('notes/good.md');
    expect(note.data.title).toBe('A good note');
    expect(note.data.sources[0]).toEqual(saltCap.source);
    expect(note.body).toContain('Reports are due May 15.');
    expect(note.body).toContain('$40,400');
  });

  it('stops on a bad file, naming the file and what is wrong', () => {
    expect(() => loadMarkdown('notes-bad-figure.md', schema, root)).toThrow(/content\/notes-bad-figure\.md: \{\{noSuchFigure\}\} is not a figure/);
    expect(() => loadMarkdown('notes-bad-directive.md', schema, root)).toThrow(/content\/notes-bad-directive\.md: ":warning" .* is not a known element/);
    expect(() => loadMarkdown('notes-bad-field.md', schema, root)).toThrow(/content\/notes-bad-field\.md.*title/);
  });

  it('renders notices and captioned tables whose cells carry their column names', () => {
    const { body } = loadMarkdown('notes/good.md', schema, root);
    const html = renderToStaticMarkup(<Markdown source={body} />);
    expect(html).toContain('<h2 id="notice-heads-up"');
    expect(html).toMatch(/<caption id="table-caps-by-year"[^>]*>Caps by year<\/caption>/);
    expect(html).toMatch(/<th scope="row"[^>]*>2025<\/th>/);
    expect(html).toMatch(/<td[^>]*><span aria-hidden="true"[^>]*>Cap<\/span>\$40,000<\/td>/);
    expect(html).toContain('role="region" aria-labelledby="table-caps-by-year"');
  });
});
