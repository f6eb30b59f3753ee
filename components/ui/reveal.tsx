'use client';

import { useEffect, useRef, type ReactNode } from 'react';
import { whenIdle } from '@/lib/when-idle';

const REDUCE_QUERY = '(prefers-reduced-motion: reduce)';

const belowFold = (el: Element) => el.getBoundingClientRect().top > window.innerHeight;

/**
 * Scroll-in animation for server-rendered content (800 ms, once, no mirroring).
 *
 * The pre-rendered HTML is a plain, fully visible <div>: content reads without JavaScript and
 * nothing above the fold (hero, banner, anything on screen at load) is ever animated or hidden, so
 * the first paint is never delayed. Once the page is idle, and only when the block is still below
 * the fold and the visitor has not asked for reduced motion, the animated part (./reveal-motion,
 * framer-motion's 5 kB WAAPI `animate`) is fetched; it hides the block and slides it in when it
 * enters the viewport. It acts on this same element, so React re-renders nothing: no DOM is
 * re-created and islands inside (the carousel, the lightbox) set themselves up only once.
 * Visitors who prefer reduced motion never download it.
 */
export function Reveal({ children, className, delay = 0 }: { children: ReactNode; className?: string; delay?: number }) {
  const ref = useRef<HTMLDivElement>(null);

  useEffect(() => {
    const el = ref.current;
    if (!el || window.matchMedia(REDUCE_QUERY).matches) return;
    let cancelled = false;
    let stop: (() => void) | undefined;
    // After the page has settled: the load-time main thread belongs to hydration, and nothing below
    // the fold can be reached before the visitor scrolls. The position is read then too: reading it
    // here, in the hydration commit, could force a layout of the whole page in the middle of it.
    const cancelIdle = whenIdle(() => {
      if (!belowFold(el)) return;
      import('./reveal-motion')
        .then(({ revealOnEnter }) => {
          // Still off screen? Then hide it and animate it in later; otherwise leave it as it is.
          if (!cancelled && belowFold(el)) stop = revealOnEnter(el, delay);
        })
        .catch(() => {
          // Offline or blocked: the content simply stays as rendered.
        });
    }, { fallbackMs: 200 });
    return () => {
      cancelled = true;
      cancelIdle();
      stop?.();
    };
  }, [delay]);

  return (
    <div ref={ref} className={className} data-reveal="static">
      {children}
    </div>
  );
}
