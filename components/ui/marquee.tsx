'use client';

import { useState, type ReactNode } from 'react';
import { Pause, Play } from 'lucide-react';
import { cn } from '@/lib/cn';
import { LoopCopy } from './loop-copy';

/**
 * A horizontally scrolling strip (the home page's news marquee). The animation is CSS
 * (`.marquee` / `.marquee-track` in globals.css): it pauses while the pointer is over it or a link
 * inside has focus, stops for visitors who prefer reduced motion, and this button pauses it for
 * good (WCAG 2.2.2); it sits above the moving track (z-10) so nothing ever covers it.
 *
 * The items are drawn twice for a seamless loop. The copy is hidden from assistive technology and
 * its links are out of the tab order (LoopCopy), but they still follow a click or a tap: half the
 * time the copy is what the visitor sees.
 */
export function Marquee({ children, label, className }: { children: ReactNode; label: string; className?: string }) {
  const [paused, setPaused] = useState(false);
  return (
    <div className={cn('flex items-center gap-2', className)}>
      <div
        className="marquee relative min-w-0 flex-1 overflow-hidden [mask-image:linear-gradient(90deg,transparent,#000_2.5rem,#000_calc(100%-2.5rem),transparent)]"
        data-paused={paused ? 'true' : 'false'}
      >
        <div className="marquee-track flex w-max">
          <ul aria-label={label} className="flex shrink-0 items-center">
            {children}
          </ul>
          <ul aria-hidden="true" className="flex shrink-0 items-center">
            <LoopCopy>{children}</LoopCopy>
          </ul>
        </div>
      </div>
      <button
        type="button"
        aria-label={paused ? 'Play news ticker' : 'Pause news ticker'}
        onClick={() => setPaused(!paused)}
        className="relative z-10 inline-flex size-9 shrink-0 items-center justify-center rounded-full text-white/85 transition-colors hover:bg-white/10 hover:text-white"
      >
        {paused ? <Play aria-hidden="true" className="size-4" /> : <Pause aria-hidden="true" className="size-4" />}
      </button>
    </div>
  );
}
