import type { ComponentProps, ReactNode } from 'react';
import { Fragment, jsx, jsxs } from 'react/jsx-runtime';
import { clsx } from 'clsx';
import { toJsxRuntime, type Components } from 'hast-util-to-jsx-runtime';
import type { Element, Root as HastRoot } from 'hast';
import { visit } from 'unist-util-visit';
import { href } from '@/lib/paths';
import { element, headingId, markdownTree, textOf } from '@/lib/markdown';
import { Notice } from './notice';
import { SiteLink } from './site-link';

/** On phones rows become cards, so each cell shows its column name; screen readers announce the header instead. */
function labelCells(tree: HastRoot) {
  visit(tree, 'element', (table: Element) => {
    if (table.tagName !== 'table') return;
    const headers: string[] = [];
    visit(table, 'element', (head: Element) => {
      if (head.tagName !== 'thead') return;
      visit(head, 'element', (cell: Element) => {
        if (cell.tagName === 'th') headers.push(textOf(cell).trim());
      });
    });
    visit(table, 'element', (body: Element) => {
      if (body.tagName !== 'tbody') return;
      for (const row of body.children) {
        if (row.type !== 'element') continue;
        row.children
          .filter((cell): cell is Element => cell.type === 'element')
          .forEach((cell, column) => {
            if (column === 0) return;
            cell.children.unshift(element('span', { className: ['cell-label'], ariaHidden: 'true' }, [{ type: 'text', value: headers[column] ?? '' }]));
          });
      }
    });
  });
}

const headingText = (children: ReactNode) => (Array.isArray(children) ? children.join('') : String(children ?? ''));

function MarkdownLink({ href: target = '', children, ...props }: ComponentProps<'a'>) {
  const className = 'text-brand-700 underline decoration-brand-200 underline-offset-4 hover:text-navy-900';
  if (target.startsWith('/')) {
    return (
      <SiteLink href={href(target)} className={className}>
        {children}
      </SiteLink>
    );
  }
  const external = /^https?:/.test(target);
  return (
    <a {...props} href={target} className={className} {...(external ? { target: '_blank', rel: 'noopener noreferrer' } : {})}>
      {children}
      {external && <span className="sr-only"> (opens in a new tab)</span>}
    </a>
  );
}

function CaptionedTable({ caption = '', children }: { caption?: string; children?: ReactNode }) {
  return (
    <div role="region" aria-labelledby={`table-${headingId(caption)}`} tabIndex={0} className="md-table mt-10 overflow-x-auto rounded-2xl border border-sand-200 bg-white shadow-card">
      {children}
    </div>
  );
}

function Figure({ src, alt = '', width, height, caption }: { src?: string; alt?: string; width?: string; height?: string; caption?: string }) {
  return (
    <figure className="mt-8">
      {/* eslint-disable-next-line @next/next/no-img-element -- static export: project-made art, sized here */}
      <img src={src} alt={alt} width={width} height={height} loading="lazy" className="h-auto w-full rounded-2xl border border-sand-200 bg-sand-50" />
      {caption && <figcaption className="mt-2 text-sm text-ink-muted">{caption}</figcaption>}
    </figure>
  );
}

function MarkdownNotice({ title = '', eyebrow, children }: { title?: string; eyebrow?: string; children?: ReactNode }) {
  return (
    <Notice id={`notice-${headingId(title)}`} eyebrow={eyebrow} title={title} className="my-8">
      {children}
    </Notice>
  );
}

const base: Partial<Components> = {
  a: MarkdownLink,
  h2: ({ children }) => (
    <h2 id={headingId(headingText(children))} className="mt-10 text-display-sm">
      {children}
    </h2>
  ),
  h3: ({ children }) => <h3 className="mt-8 text-xl font-semibold">{children}</h3>,
  ul: ({ children }) => <ul className="list-disc space-y-2 pl-6 marker:text-gold-700">{children}</ul>,
  ol: ({ children }) => <ol className="list-decimal space-y-2 pl-6">{children}</ol>,
  table: ({ children }) => (
    <table className="w-full border-collapse text-left text-[0.95rem] leading-relaxed max-sm:block sm:min-w-[38rem]">{children}</table>
  ),
  caption: ({ children, id }) => (
    <caption id={id} className="bg-sand-50 px-5 py-4 text-left font-display text-lg font-semibold text-navy-900 max-sm:block">
      {children}
    </caption>
  ),
  thead: ({ children }) => <thead className="bg-navy-900 text-white max-sm:sr-only">{children}</thead>,
  tbody: ({ children }) => <tbody className="max-sm:block [&>tr:nth-child(even)]:bg-sand-50">{children}</tbody>,
  tr: ({ children }) => <tr className="border-t border-sand-200 align-top max-sm:block max-sm:px-5 max-sm:py-4">{children}</tr>,
  th: ({ children, scope, className }) =>
    scope === 'row' ? (
      <th scope="row" className="px-5 py-3 font-semibold text-navy-900 max-sm:block max-sm:p-0 max-sm:font-display max-sm:text-lg">
        {children}
      </th>
    ) : (
      <th scope="col" className={clsx(className, 'px-5 py-3 text-sm font-semibold uppercase tracking-wide')}>
        {children}
      </th>
    ),
  td: ({ children }) => (
    <td className="px-5 py-3 text-ink-muted max-sm:mt-3 max-sm:block max-sm:p-0 last:font-medium last:text-ink max-sm:last:border-l-4 max-sm:last:border-gold-300 max-sm:last:pl-3">
      {children}
    </td>
  ),
  span: ({ className, children, lang, 'aria-hidden': ariaHidden }) =>
    className === 'cell-label' ? (
      <span aria-hidden={ariaHidden} className="mb-1 block text-xs font-semibold uppercase tracking-wide text-ink-muted sm:hidden">
        {children}
      </span>
    ) : (
      <span className={className} lang={lang}>
        {children}
      </span>
    ),
  // Directive elements have names hast does not type.
  ...({ 'md-notice': MarkdownNotice, 'md-table': CaptionedTable, 'md-figure': Figure } as object),
};

export function Markdown({ source, components, className }: { source: string; components?: Partial<Components>; className?: string }) {
  const tree = markdownTree(source);
  labelCells(tree);
  const content = toJsxRuntime(tree, {
    Fragment,
    jsx,
    jsxs,
    passKeys: true,
    passNode: true,
    components: { ...base, ...components } as Partial<Components>,
  });
  // Not cn(): tailwind-merge takes custom sizes such as text-lead for colours and drops them.
  return className ? <div className={className}>{content}</div> : content;
}
