'use client';

import { useEffect, useRef, type ReactNode } from 'react';
import { deferred, useDeferred } from './deferred';

const motion = deferred(() => import('./reveal-motion'));

const belowFold = (el: Element) => el.getBoundingClientRect().top > window.innerHeight;

/** Content stays plain and visible in the HTML; only a block still below the fold when idle is hidden and slid in. */
export function Reveal({ children, className, delay = 0 }: { children: ReactNode; className?: string; delay?: number }) {
  const ref = useRef<HTMLDivElement>(null);
  // Position read when idle, not in the hydration commit, where it would force a layout of the page.
  const { module } = useDeferred(motion, {
    when: 'idle',
    only: () => !!ref.current && belowFold(ref.current) && !window.matchMedia('(prefers-reduced-motion: reduce)').matches,
  });

  useEffect(() => {
    const el = ref.current;
    if (module && el && belowFold(el)) return module.revealOnEnter(el, delay);
  }, [module, delay]);

  return (
    <div ref={ref} className={className} data-reveal="static">
      {children}
    </div>
  );
}
