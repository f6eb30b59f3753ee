'use client';

import { useState, type ReactNode } from 'react';
import { InlineIcon } from './inline-icon';
import { cn } from '@/lib/cn';
import { LoopCopy } from './loop-copy';

/** CSS animation (globals.css); this button pauses it for good (WCAG 2.2.2), above the track so nothing covers it. */
/** `labels`: the pause button's words in the page's language (English by default). */
export function Marquee({
  children,
  label,
  className,
  labels,
  itemsLang,
}: {
  children: ReactNode;
  label: string;
  className?: string;
  labels?: { play: string; pause: string };
  /** The items' language, when it is not the page's. */
  itemsLang?: string;
}) {
  const [paused, setPaused] = useState(false);
  return (
    <div className={cn('flex items-center gap-2', className)}>
      <div
        className="marquee relative min-w-0 flex-1 overflow-hidden [mask-image:linear-gradient(90deg,transparent,#000_2.5rem,#000_calc(100%-2.5rem),transparent)]"
        data-paused={paused ? 'true' : 'false'}
      >
        <div className="marquee-track flex w-max" lang={itemsLang}>
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
        aria-label={paused ? (labels?.play ?? 'Play news ticker') : (labels?.pause ?? 'Pause news ticker')}
        onClick={() => setPaused(!paused)}
        className="relative z-10 inline-flex size-9 shrink-0 items-center justify-center rounded-full text-white/85 transition-colors hover:bg-white/10 hover:text-white"
      >
        <InlineIcon name={paused ? 'play' : 'pause'} className="size-4" />
      </button>
    </div>
  );
}
