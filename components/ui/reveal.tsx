'use client';

import { useEffect, useRef, useState, type ComponentType, type ReactNode } from 'react';
import type { RevealMotionProps } from './reveal-motion';

const REDUCE_QUERY = '(prefers-reduced-motion: reduce)';

const belowFold = (el: Element) => el.getBoundingClientRect().top > window.innerHeight;

/**
 * Scroll-in animation for server-rendered content (spec §2, §9: 800 ms, once, no mirroring).
 *
 * The pre-rendered HTML is a plain, fully visible <div>: content reads without JavaScript and
 * nothing above the fold (hero, banner, anything on screen at load) is ever animated or hidden, so
 * the first paint is never delayed. After hydration, and only when the block is still below the
 * fold and the visitor has not asked for reduced motion, the framer-motion part (./reveal-motion:
 * `LazyMotion` + `m.div`, features from ./motion-features) is fetched and takes over the block.
 * framer-motion is therefore in no page's first-load JavaScript, and visitors who prefer reduced
 * motion never download it.
 *
 * Swapping the wrapper re-creates the content's DOM once, right after hydration and only while the
 * block is still off screen, before anyone can have used it. Wrap server-rendered content; keep
 * islands that set themselves up on mount (the carousel, the portfolio grid) outside, so they do not
 * initialise twice.
 */
export function Reveal({ children, className, delay = 0 }: { children: ReactNode; className?: string; delay?: number }) {
  const ref = useRef<HTMLDivElement>(null);
  const [Motion, setMotion] = useState<ComponentType<RevealMotionProps> | null>(null);

  useEffect(() => {
    const el = ref.current;
    if (!el || window.matchMedia(REDUCE_QUERY).matches || !belowFold(el)) return;
    let cancelled = false;
    Promise.all([import('./reveal-motion'), import('./motion-features')])
      .then(([mod]) => {
        // Still off screen? Then animate it in when it arrives; otherwise leave it as it is.
        if (!cancelled && ref.current && belowFold(ref.current)) setMotion(() => mod.RevealMotion);
      })
      .catch(() => {
        // Offline or blocked: the content simply stays as rendered.
      });
    return () => {
      cancelled = true;
    };
  }, []);

  if (Motion) {
    return (
      <Motion className={className} delay={delay}>
        {children}
      </Motion>
    );
  }
  return (
    <div ref={ref} className={className}>
      {children}
    </div>
  );
}
