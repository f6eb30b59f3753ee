import type { ReactNode } from 'react';
import type { AccordionItem } from '@/lib/schemas';

export function AccordionBody({ item, children }: { item: Pick<AccordionItem, 'paragraphs' | 'bullets'>; children?: ReactNode }) {
  return (
    <div className="space-y-4 leading-relaxed">
      {item.paragraphs.map((paragraph) => (
        <p key={paragraph}>{paragraph}</p>
      ))}
      {item.bullets.length > 0 && (
        <ul role="list" className="space-y-2 pl-1">
          {item.bullets.map((bullet) => (
            <li key={bullet} className="flex gap-3">
              <span aria-hidden="true" className="mt-2.5 size-1.5 shrink-0 rounded-full bg-gold-500" />
              <span>{bullet}</span>
            </li>
          ))}
        </ul>
      )}
      {children}
    </div>
  );
}
