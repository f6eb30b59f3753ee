'use client';

import { useEffect, useId, useRef, useState, type ReactNode, type SyntheticEvent } from 'react';
import { cn } from '@/lib/cn';

export const TOOLTIP_ENTER_DELAY = 100;
export const TOOLTIP_TOUCH_DELAY = 700;
export const TOOLTIP_TOUCH_LEAVE_DELAY = 1500;

/** 'bar' is above below xl and to the right from xl up (the contact bar's two layouts). */
type Side = 'bottom' | 'bar';

const SIDE_CLASSES: Record<Side, string> = {
  bottom: 'top-full left-1/2 mt-2 -translate-x-1/2',
  bar: 'bottom-full left-1/2 mb-2 -translate-x-1/2 xl:bottom-auto xl:left-full xl:top-1/2 xl:mb-0 xl:ml-3 xl:-translate-x-0 xl:-translate-y-1/2',
};

/** Escape hides it (WCAG 1.4.13). Point the trigger's aria-describedby at `id` when the tooltip adds information. */
export function Tooltip({
  label,
  side,
  id: givenId,
  children,
  className,
}: {
  label: ReactNode;
  side: Side;
  id?: string;
  children: ReactNode;
  className?: string;
}) {
  const autoId = useId();
  const id = givenId ?? autoId;
  const [open, setOpen] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);

  const later = (show: boolean, ms = 0) => {
    clearTimeout(timer.current);
    timer.current = setTimeout(() => setOpen(show), ms);
  };
  // Only the trigger (the span's first element) opens it: a dialog the trigger opens sits in the span, or is
  // portaled out of it but still inside it in React's tree, and its events reach these handlers too.
  const showFor = (e: SyntheticEvent, ms?: number) => e.currentTarget.firstElementChild?.contains(e.target as Node) && later(true, ms);
  useEffect(() => {
    if (!open) return;
    const onKey = (e: KeyboardEvent) => e.key === 'Escape' && setOpen(false);
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [open]);

  return (
    <span
      className={cn('relative inline-flex', className)}
      onPointerEnter={(e) => e.pointerType === 'mouse' && showFor(e, TOOLTIP_ENTER_DELAY)}
      onPointerLeave={(e) => e.pointerType === 'mouse' && later(false)}
      onTouchStart={(e) => showFor(e, TOOLTIP_TOUCH_DELAY)}
      onTouchEnd={() => later(false, TOOLTIP_TOUCH_LEAVE_DELAY)}
      onFocus={showFor}
      onBlur={() => later(false)}
    >
      {children}
      <span
        id={id}
        role="tooltip"
        className={cn(
          'pointer-events-none absolute z-50 w-max max-w-60 rounded-md bg-navy-950 px-2.5 py-1.5 text-sm font-medium text-white shadow-lift',
          SIDE_CLASSES[side],
          // display:none while closed, so an off-screen tooltip never widens the page.
          open ? 'block' : 'hidden',
        )}
      >
        {label}
      </span>
    </span>
  );
}
