// One parser for the <Markdown> component, the feed and the checks, so all three read a file alike.
import type { Element, ElementContent, Root as HastRoot } from 'hast';
import type { Root as MdastRoot } from 'mdast';
import { toString } from 'mdast-util-to-string';
import rehypeStringify from 'rehype-stringify';
import remarkDirective from 'remark-directive';
import remarkGfm from 'remark-gfm';
import remarkParse from 'remark-parse';
import remarkRehype from 'remark-rehype';
import { unified } from 'unified';
import { visit } from 'unist-util-visit';

export const DIRECTIVES = ['notice', 'table', 'figure', 'en'] as const;

export const markdownParser = unified().use(remarkParse).use(remarkGfm).use(remarkDirective);

export const headingId = (text: string) =>
  text
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');

/** `:::notice{title="…"}`, `:::table{caption="…"}` and `::figure{src=… alt=…}` become md-notice, md-table and md-figure elements. */
function directivesToElements() {
  return (tree: MdastRoot) => {
    visit(tree, (node) => {
      if (node.type !== 'containerDirective' && node.type !== 'leafDirective' && node.type !== 'textDirective') return;
      // :en[…] marks English words inside Spanish text, for a screen reader to say in English.
      node.data = node.name === 'en' ? { hName: 'span', hProperties: { lang: 'en' } } : { hName: `md-${node.name}`, hProperties: { ...node.attributes } };
    });
  };
}

export const textOf = (node: ElementContent): string =>
  node.type === 'text' ? node.value : 'children' in node ? node.children.map(textOf).join('') : '';

export const element = (tagName: string, properties: Element['properties'], children: ElementContent[]): Element => ({
  type: 'element',
  tagName,
  properties,
  children,
});

// Each class written out so Tailwind generates it.
export const COLUMN_WIDTHS: Record<string, string> = {
  '10%': 'w-[10%]',
  '15%': 'w-[15%]',
  '20%': 'w-[20%]',
  '25%': 'w-[25%]',
  '30%': 'w-[30%]',
  '35%': 'w-[35%]',
  '40%': 'w-[40%]',
  '45%': 'w-[45%]',
  '50%': 'w-[50%]',
  '60%': 'w-[60%]',
};

export const columnWidths = (widths: string | null | undefined) => (widths ?? '').trim().split(/\s+/).filter(Boolean);

/** Caption (labelling the table's scrolling region), column widths and row headers, as the site's other tables have. */
function shapeTables() {
  return (tree: HastRoot) => {
    visit(tree, 'element', (node: Element) => {
      if (node.tagName === 'md-table') {
        const caption = String(node.properties.caption ?? '');
        const widths = columnWidths(String(node.properties.widths ?? ''));
        visit(node, 'element', (table: Element) => {
          if (table.tagName === 'table') {
            table.children.unshift(element('caption', { id: `table-${headingId(caption)}` }, [{ type: 'text', value: caption }]));
          }
          if (table.tagName === 'thead') {
            const cells = visitHeaderCells(table);
            widths.forEach((width, column) => {
              const cell = cells[column];
              if (cell && COLUMN_WIDTHS[width]) cell.properties.className = [COLUMN_WIDTHS[width]];
            });
          }
        });
        return;
      }
      if (node.tagName !== 'tbody') return;
      for (const row of node.children) {
        if (row.type !== 'element') continue;
        const first = row.children.find((cell): cell is Element => cell.type === 'element');
        if (!first) continue;
        first.tagName = 'th';
        first.properties = { ...first.properties, scope: 'row' };
      }
    });
  };
}

function visitHeaderCells(head: Element): Element[] {
  const cells: Element[] = [];
  visit(head, 'element', (cell: Element) => {
    if (cell.tagName === 'th') cells.push(cell);
  });
  return cells;
}

const hastProcessor = unified().use(remarkParse).use(remarkGfm).use(remarkDirective).use(directivesToElements).use(remarkRehype).use(shapeTables);

export function markdownTree(source: string): HastRoot {
  return hastProcessor.runSync(hastProcessor.parse(source)) as HastRoot;
}

/** Feed readers know neither the site's elements and classes nor its relative paths. */
function plainDirectives({ resolve }: { resolve: (path: string) => string }) {
  const absolute = (value: unknown) => (typeof value === 'string' && value.startsWith('/') ? resolve(value) : value);
  return (tree: HastRoot) => {
    visit(tree, 'element', (node: Element, index, parent) => {
      delete node.properties.className;
      if (node.properties.href !== undefined) node.properties.href = absolute(node.properties.href) as string;
      if (node.properties.src !== undefined) node.properties.src = absolute(node.properties.src) as string;
      const { title, caption, src, alt, width, height } = node.properties;
      if (node.tagName === 'md-table' && parent && index !== undefined) {
        parent.children.splice(index, 1, ...node.children);
        return index;
      }
      if (node.tagName === 'md-notice') {
        Object.assign(node, element('section', {}, [element('h2', {}, [{ type: 'text', value: String(title ?? '') }]), ...node.children]));
      }
      if (node.tagName === 'md-figure') {
        const image = element('img', { src: absolute(src) as string, alt: String(alt ?? ''), width, height }, []);
        Object.assign(node, element('figure', {}, caption ? [image, element('figcaption', {}, [{ type: 'text', value: String(caption) }])] : [image]));
      }
    });
  };
}

/** The Markdown as an HTML string (a feed item's content): `resolve` turns a site path into an absolute URL. */
export function markdownHtml(source: string, options: { resolve: (path: string) => string }): string {
  const processor = unified()
    .use(remarkParse)
    .use(remarkGfm)
    .use(remarkDirective)
    .use(directivesToElements)
    .use(remarkRehype)
    .use(shapeTables)
    .use(plainDirectives, options)
    .use(rehypeStringify);
  return String(processor.processSync(source));
}

export function textBlocks(source: string): string[] {
  const blocks: string[] = [];
  visit(markdownParser.parse(source), (node) => {
    if (node.type !== 'paragraph' && node.type !== 'heading' && node.type !== 'tableCell') return;
    blocks.push(toString(node));
    return 'skip';
  });
  return blocks;
}

export const plainText = (source: string) => textBlocks(source).join(' ');
