'use client';

import { useState, type PointerEvent, type ReactNode } from 'react';
import { cn } from '@/lib/cn';

/*
 * The card is "flipped" while hovered (devices that can hover; Tailwind's hover variants only apply
 * under @media (hover: hover)), while anything inside it has focus (so tabbing to the link on the
 * back turns the card), and after a tap on touch screens (data-flipped). With prefers-reduced-motion
 * the faces cross-fade in place instead of rotating.
 */
const FLIPPED_INNER =
  'motion-safe:group-hover:rotate-y-180 motion-safe:group-focus-within:rotate-y-180 motion-safe:group-data-[flipped=true]:rotate-y-180';
const FLIPPED_FRONT =
  'group-hover:pointer-events-none group-focus-within:pointer-events-none group-data-[flipped=true]:pointer-events-none motion-reduce:group-hover:opacity-0 motion-reduce:group-focus-within:opacity-0 motion-reduce:group-data-[flipped=true]:opacity-0';
const FLIPPED_BACK =
  'group-hover:pointer-events-auto group-focus-within:pointer-events-auto group-data-[flipped=true]:pointer-events-auto motion-reduce:group-hover:opacity-100 motion-reduce:group-focus-within:opacity-100 motion-reduce:group-data-[flipped=true]:opacity-100';

/**
 * A card with two faces that flips (CSS 3D) to show its back. Both faces stay in the document and
 * in the accessibility tree, front then back, so screen readers read the title, text and link once
 * each; nothing is hidden with display or visibility, so the link on the back is always in the tab
 * order. The faces share one grid cell, so the card is as tall as its taller face; both are
 * positioned so the back paints (and takes pointer events) above the front once the card is turned.
 */
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
