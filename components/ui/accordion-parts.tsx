import type { ReactNode } from 'react';
import { cn } from '@/lib/cn';

export type AccordionSection = {
  /** Also the section's anchor (/page/#id). */
  id: string;
  title: string;
  content: ReactNode;
};

export const accordionClass = (className?: string) =>
  cn('divide-y divide-sand-200 overflow-hidden rounded-2xl border border-sand-200 bg-white shadow-card', className);
export const sectionClass = 'scroll-mt-28';
export const headingClass = 'text-lg leading-snug sm:text-xl';
export const buttonClass = (open: boolean) =>
  cn(
    'flex w-full items-center justify-between gap-4 px-5 py-4 text-left font-display font-semibold transition-colors sm:px-6',
    'text-navy-900 hover:bg-sand-50 focus-visible:-outline-offset-4',
    open && 'bg-brand-50/60 hover:bg-brand-50',
  );
// Without scripts the buttons cannot work, so every panel shows.
export const panelClass = (open: boolean) => cn('px-5 pb-6 pt-1 text-ink sm:px-6', !open && 'hidden [@media(scripting:none)]:block');

export function Chevron({ open }: { open: boolean }) {
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
