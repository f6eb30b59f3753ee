'use client';

import type { ReactNode } from 'react';
import { LazyMotion, m, type Variants } from 'framer-motion';

/** Spec §9: scroll-in animations last 800 ms and run once. */
export const REVEAL_DURATION_S = 0.8;

const loadFeatures = () => import('./motion-features').then((mod) => mod.default);

const variants: Variants = {
  hidden: { opacity: 0, y: 28 },
  // A gentle slide-in ease; nothing bounces. `delay` (seconds) staggers siblings.
  shown: (delay: number) => ({ opacity: 1, y: 0, transition: { duration: REVEAL_DURATION_S, ease: [0.22, 1, 0.36, 1], delay } }),
};

export type RevealMotionProps = { children: ReactNode; className?: string; delay?: number };

/**
 * The animated half of ./reveal.tsx, loaded on demand and mounted only for blocks that are below
 * the fold: it starts hidden and slides in the first time it enters the viewport (`once`, so it
 * does not animate out and in again when scrolled past).
 */
export function RevealMotion({ children, className, delay = 0 }: RevealMotionProps) {
  return (
    <LazyMotion features={loadFeatures}>
      <m.div
        className={className}
        initial="hidden"
        whileInView="shown"
        viewport={{ once: true, margin: '0px 0px -10% 0px' }}
        variants={variants}
        custom={delay}
      >
        {children}
      </m.div>
    </LazyMotion>
  );
}
