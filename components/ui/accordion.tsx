'use client';

import { Disclosure, DisclosureButton, DisclosurePanel } from '@headlessui/react';
import { useCallback, useEffect, useRef, type ReactNode } from 'react';
import { cn } from '@/lib/cn';

export type AccordionSection = {
  /** Stable id; also the section's anchor (id attribute), so /page/#id links to it. */
  id: string;
  title: string;
  /** Server-rendered panel content. */
  content: ReactNode;
};

type CloseFn = (focusAfter?: HTMLElement) => void;
type Entry = { open: boolean; close: CloseFn; button: HTMLButtonElement | null };

/**
 * Accordion sections (spec §4): one panel open at a time, the first open initially. Each section
 * is a Headless UI Disclosure (button with aria-expanded / aria-controls, Enter and Space), its
 * button inside an h3.
 *
 * Panels are `static`: every panel's text is in the pre-rendered HTML for crawlers and in-page
 * search, and a closed panel is only display:none. Visitors without scripts get every panel open
 * (`@media (scripting: none)`), since the buttons cannot work for them.
 */
export function Accordion({ sections, className }: { sections: AccordionSection[]; className?: string }) {
  const entries = useRef(new Map<string, Entry>());

  /** Called after every open/close; opening one section closes whichever other one is open. */
  const sync = useCallback((id: string, open: boolean, close: CloseFn) => {
    const map = entries.current;
    const entry = map.get(id) ?? { open, close, button: null };
    map.set(id, { ...entry, open, close });
    if (!open) return;
    for (const [otherId, other] of map) {
      // Headless UI's close() moves focus; keep it on the button that was just used.
      if (otherId !== id && other.open) other.close(entry.button ?? undefined);
    }
  }, []);

  const setButton = useCallback((id: string, button: HTMLButtonElement | null) => {
    const map = entries.current;
    const entry = map.get(id);
    if (entry) entry.button = button;
    else map.set(id, { open: false, close: () => {}, button });
  }, []);

  return (
    <div className={cn('divide-y divide-sand-200 overflow-hidden rounded-2xl border border-sand-200 bg-white shadow-card', className)}>
      {sections.map((section, index) => (
        <Disclosure key={section.id} as="div" id={section.id} defaultOpen={index === 0} className="scroll-mt-28">
          {({ open, close }) => (
            <>
              <OpenStateSync id={section.id} open={open} close={close} onChange={sync} />
              <h3 className="text-lg leading-snug sm:text-xl">
                <DisclosureButton
                  ref={(el: HTMLButtonElement | null) => setButton(section.id, el)}
                  className={cn(
                    'flex w-full items-center justify-between gap-4 px-5 py-4 text-left font-display font-semibold transition-colors sm:px-6',
                    'text-navy-900 hover:bg-sand-50 focus-visible:-outline-offset-4',
                    open && 'bg-brand-50/60 hover:bg-brand-50',
                  )}
                >
                  <span>{section.title}</span>
                  <Chevron open={open} />
                </DisclosureButton>
              </h3>
              <DisclosurePanel
                static
                className={cn(
                  'px-5 pb-6 pt-1 text-ink sm:px-6',
                  !open && 'hidden [@media(scripting:none)]:block',
                )}
              >
                {section.content}
              </DisclosurePanel>
            </>
          )}
        </Disclosure>
      ))}
    </div>
  );
}

/** Reports a section's open state to the accordion after each render that changes it. */
function OpenStateSync({
  id,
  open,
  close,
  onChange,
}: {
  id: string;
  open: boolean;
  close: CloseFn;
  onChange: (id: string, open: boolean, close: CloseFn) => void;
}) {
  useEffect(() => onChange(id, open, close), [id, open, close, onChange]);
  return null;
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
