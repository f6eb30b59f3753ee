'use client';

import { useId, useState, type ReactNode } from 'react';
import { clsx as cn } from 'clsx';

export type AccordionSection = {
  /** Stable id; also the section's anchor (id attribute), so /page/#id links to it. */
  id: string;
  title: string;
  /** Server-rendered panel content. */
  content: ReactNode;
};

/**
 * Accordion sections: one panel open at a time, the first open initially. The WAI-ARIA
 * accordion pattern: each header is a <button aria-expanded aria-controls> inside an h3, each
 * panel a region labelled by its button.
 *
 * Written by hand rather than with Headless UI's Disclosure: Disclosure costs about 12 kB gzip of
 * first-load JavaScript, half a page's whole budget, for what is a button and a `hidden` toggle.
 * (Headless UI still supplies the header menus and the dialog, loaded on demand.)
 *
 * Every panel's text is in the pre-rendered HTML for crawlers and in-page search, and a closed
 * panel is only display:none. Visitors without scripts get every panel open
 * (`@media (scripting: none)`), since the buttons cannot work for them.
 */
export function Accordion({ sections, className }: { sections: AccordionSection[]; className?: string }) {
  const [openId, setOpenId] = useState<string | null>(sections[0]?.id ?? null);
  const baseId = useId();
  return (
    <div className={cn('divide-y divide-sand-200 overflow-hidden rounded-2xl border border-sand-200 bg-white shadow-card', className)}>
      {sections.map((section) => {
        const open = openId === section.id;
        const buttonId = `${baseId}-${section.id}-button`;
        const panelId = `${baseId}-${section.id}-panel`;
        return (
          <div key={section.id} id={section.id} className="scroll-mt-28">
            <h3 className="text-lg leading-snug sm:text-xl">
              <button
                type="button"
                id={buttonId}
                aria-expanded={open}
                aria-controls={panelId}
                onClick={() => setOpenId(open ? null : section.id)}
                className={cn(
                  'flex w-full items-center justify-between gap-4 px-5 py-4 text-left font-display font-semibold transition-colors sm:px-6',
                  'text-navy-900 hover:bg-sand-50 focus-visible:-outline-offset-4',
                  open && 'bg-brand-50/60 hover:bg-brand-50',
                )}
              >
                <span>{section.title}</span>
                <Chevron open={open} />
              </button>
            </h3>
            <div
              id={panelId}
              role="region"
              aria-labelledby={buttonId}
              className={cn('px-5 pb-6 pt-1 text-ink sm:px-6', !open && 'hidden [@media(scripting:none)]:block')}
            >
              {section.content}
            </div>
          </div>
        );
      })}
    </div>
  );
}

function Chevron({ open }: { open: boolean }) {
  return (
    <span
      aria-hidden="true"
      className={cn(
        'grid size-8 shrink-0 place-items-center rounded-full border transition-[transform,background-color,border-color] duration-200',
        open ? 'rotate-180 border-navy-900 bg-navy-900 text-white' : 'border-sand-200 bg-white text-navy-900',
      )}
    >
      <svg viewBox="0 0 20 20" fill="none" stroke="currentColor" strokeWidth="2" className="size-4">
        <path d="m5 7.5 5 5 5-5" strokeLinecap="round" strokeLinejoin="round" />
      </svg>
    </span>
  );
}
