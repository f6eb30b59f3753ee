'use client';

import { useState, type PointerEvent, type ReactNode } from 'react';
import { cn } from '@/lib/cn';

// Flipped on hover, on focus within (so tabbing reaches the back's link) and after a tap (data-flipped).
const FLIPPED_INNER =
  'motion-safe:group-hover:rotate-y-180 motion-safe:group-focus-within:rotate-y-180 motion-safe:group-data-[flipped=true]:rotate-y-180';
const FLIPPED_FRONT =
  'group-hover:pointer-events-none group-focus-within:pointer-events-none group-data-[flipped=true]:pointer-events-none motion-reduce:group-hover:opacity-0 motion-reduce:group-focus-within:opacity-0 motion-reduce:group-data-[flipped=true]:opacity-0';
const FLIPPED_BACK =
  'group-hover:pointer-events-auto group-focus-within:pointer-events-auto group-data-[flipped=true]:pointer-events-auto motion-reduce:group-hover:opacity-100 motion-reduce:group-focus-within:opacity-100 motion-reduce:group-data-[flipped=true]:opacity-100';

/** Both faces stay in the accessibility tree and tab order; they share one grid cell, so the taller sets the height. */
export function FlipCard({ front, back, className }: { front: ReactNode; back: ReactNode; className?: string }) {
  const [flipped, setFlipped] = useState(false);

  const onPointerUp = (event: PointerEvent<HTMLDivElement>) => {
    // Mouse users flip by hovering; a tap on the link itself follows the link.
    if (event.pointerType === 'mouse') return;
    if (event.target instanceof Element && event.target.closest('a')) return;
    setFlipped((value) => !value);
  };

  return (
    <div data-flipped={flipped} onPointerUp={onPointerUp} className={cn('group perspective-[1400px]', className)}>
      <div
        className={cn(
          'grid h-full transform-3d motion-safe:transition-transform motion-safe:duration-700 motion-safe:ease-[cubic-bezier(0.2,0.7,0.2,1)]',
          FLIPPED_INNER,
        )}
      >
        <div
          data-face="front"
          className={cn('relative [grid-area:1/1] backface-hidden motion-reduce:transition-opacity motion-reduce:duration-300', FLIPPED_FRONT)}
        >
          {front}
        </div>
        <div
          data-face="back"
          className={cn(
            'pointer-events-none relative [grid-area:1/1] backface-hidden motion-safe:rotate-y-180 motion-reduce:opacity-0 motion-reduce:transition-opacity motion-reduce:duration-300',
            FLIPPED_BACK,
          )}
        >
          {back}
        </div>
      </div>
    </div>
  );
}
