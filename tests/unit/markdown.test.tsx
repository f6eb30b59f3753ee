import { fileURLToPath } from 'node:url';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { loadEntries, loadEntry } from '@/content/markdown';
import { boiPenaltySummary, saltCap } from '@/content/tax-figures';
import { markdownHtml, plainText, textBlocks } from '@/lib/markdown';
import { source } from '@/lib/schemas';
import { Markdown } from '@/components/ui/markdown';
import { MarkdownPanel } from '@/components/ui/markdown-panel';

const root = fileURLToPath(new URL('../fixtures/markdown', import.meta.url));
const schema = z.object({ title: z.string().min(3), sources: z.array(source).default([]), body: z.string() });
const itemSchema = z.strictObject({ id: z.string(), title: z.string().min(3), body: z.string().min(20, 'needs text under the front matter') });

describe('Markdown content files', () => {
  it('reads front matter, fills in figures and names sources', () => {
    // notes/ also holds good.es.md, a Spanish twin: not an entry of its own.
    const notes = loadEntries('notes', schema, { namedBy: () => 'good', root });
    expect(notes).toHaveLength(1);
    const note = notes[0]!;
    expect(note.title).toBe('A good note');
    expect(note.sources[0]).toEqual(saltCap.source);
    expect(note.body).toContain('Reports are due May 15.');
    expect(note.body).toContain('$40,400');
  });

  it('stops on a bad file, naming the file and what is wrong', () => {
    expect(() => loadEntry('notes-bad-figure.md', schema, { root })).toThrow(/content\/notes-bad-figure\.md: \{\{noSuchFigure\}\} is not a figure/);
    expect(() => loadEntry('notes-bad-directive.md', schema, { root })).toThrow(/content\/notes-bad-directive\.md: ":warning" .* is not a known element/);
    expect(() => loadEntry('notes-bad-field.md', schema, { root })).toThrow(/content\/notes-bad-field\.md.*title/);
    expect(() => loadEntry('notes-bad-table-caption.md', schema, { root })).toThrow(/content\/notes-bad-table-caption\.md: the table near body line 1 needs a caption/);
    expect(() => loadEntry('notes-bad-table-widths.md', schema, { root })).toThrow(/content\/notes-bad-table-widths\.md: the table .* widths="wide"/);
  });

  it('renders notices and captioned tables whose cells carry their column names', () => {
    const { body } = loadEntry('notes/good.md', schema, { root });
    const html = renderToStaticMarkup(<Markdown source={body} />);
    expect(html).toContain('<h2 id="notice-heads-up"');
    expect(html).toMatch(/<caption id="table-caps-by-year"[^>]*>Caps by year<\/caption>/);
    expect(html).toMatch(/<th scope="row"[^>]*>2025<\/th>/);
    expect(html).toMatch(/<td[^>]*><span aria-hidden="true"[^>]*>Cap<\/span>\$40,000<\/td>/);
    expect(html).toContain('role="region" aria-labelledby="table-caps-by-year"');
    expect(html).toMatch(/<th scope="col" class="w-\[40%\] px-5[^"]*">Year<\/th><th scope="col" class="px-5/);
  });
});

describe('Markdown entries (front matter and body checked together)', () => {
  it('reads a folder in file-name order, filling figures in front matter even where they hold colons', () => {
    const items = loadEntries('items', itemSchema, { namedBy: 'id', numbered: true, root });
    expect(items.map((item) => item.id)).toEqual(['first', 'second']);
    expect(boiPenaltySummary).toContain(': ');
    expect(items[0]?.title).toBe(`Up to ${boiPenaltySummary}`);
    expect(items[0]?.body).toMatch(/^A paragraph that opens the panel/);
  });

  it('stops on a file named after another id, an empty body or broken front matter, naming the file', () => {
    expect(() => loadEntries('items-misnamed', itemSchema, { namedBy: 'id', numbered: true, root })).toThrow(
      /content\/items-misnamed\/01-wrong\.md: id "other" does not match the file name; name the file 01-other\.md/,
    );
    expect(() => loadEntry('entry-no-body.md', itemSchema, { root })).toThrow(/content\/entry-no-body\.md.*body: needs text under the front matter/);
    expect(() => loadEntry('entry-bad-yaml.md', itemSchema, { root })).toThrow(/content\/entry-bad-yaml\.md: the front matter .* is not valid YAML/);
  });
});

describe('Markdown as text and as HTML', () => {
  const body = 'First paragraph with *emphasis*.\n\n- one\n- two [linked](/services-boi)\n\n## A heading';

  it('gives the plain text of each paragraph, list item and heading, in order', () => {
    expect(textBlocks(body)).toEqual(['First paragraph with emphasis.', 'one', 'two linked', 'A heading']);
    expect(plainText(body)).toBe('First paragraph with emphasis. one two linked A heading');
  });

  it('writes feed HTML: captioned tables with row headers but no phone labels, plain notices and figures, absolute links', () => {
    const { body: note } = loadEntry('notes/good.md', schema, { root });
    const html = markdownHtml(`${note}\n\nSee [the page](/services-boi).\n\n::figure{src="/images/a.svg" alt="A chart" caption="The chart"}`, {
      resolve: (path) => new URL(path, 'https://example.com').toString(),
    });
    expect(html).toMatch(/<table><caption id="table-caps-by-year">Caps by year<\/caption>/);
    expect(html).toContain('<th scope="row">2025</th>');
    expect(html).not.toContain('class=');
    expect(html).not.toMatch(/<md-/);
    expect(html).toContain('<section><h2>Heads up</h2>');
    expect(html).toContain('<a href="https://example.com/services-boi">the page</a>');
    expect(html).toMatch(/<figure><img src="https:\/\/example\.com\/images\/a\.svg" alt="A chart"><figcaption>The chart<\/figcaption><\/figure>/);
  });
});

describe('Markdown rendering', () => {
  it('keeps every class it is given (custom sizes such as text-lead included)', () => {
    const html = renderToStaticMarkup(<Markdown source="Lead." className="text-lg [&>p:first-child]:text-lead [&>p:first-child]:text-navy-900" />);
    expect(html).toBe('<div class="text-lg [&amp;&gt;p:first-child]:text-lead [&amp;&gt;p:first-child]:text-navy-900"><p>Lead.</p></div>');
  });

  it('renders a panel: paragraphs, then bullets marked by a hidden dot, then what the page adds', () => {
    const html = renderToStaticMarkup(
      <MarkdownPanel source={'Intro paragraph.\n\n- first\n- second'}>
        <p>Added by the page</p>
      </MarkdownPanel>,
    );
    expect(html).toMatch(/^<div class="space-y-4 leading-relaxed"><p>Intro paragraph\.<\/p>/);
    expect(html).toMatch(/<ul role="list"[^>]*>\s*<li class="flex gap-3"><span aria-hidden="true"[^>]*><\/span><div>first<\/div><\/li>/);
    expect(html).toMatch(/<p>Added by the page<\/p><\/div>$/);
  });
});
