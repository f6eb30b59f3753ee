import type { ReactNode } from 'react';
import type { Components } from 'hast-util-to-jsx-runtime';
import { Markdown } from './markdown';

const dotList: Partial<Components> = {
  ul: ({ children }) => (
    <ul role="list" className="space-y-2 pl-1">
      {children}
    </ul>
  ),
  li: ({ children }) => (
    <li className="flex gap-3">
      <span aria-hidden="true" className="mt-2.5 size-1.5 shrink-0 rounded-full bg-gold-500" />
      <div>{children}</div>
    </li>
  ),
};

export function MarkdownPanel({ source, children }: { source: string; children?: ReactNode }) {
  return (
    <div className="space-y-4 leading-relaxed">
      <Markdown source={source} components={dotList} />
      {children}
    </div>
  );
}
