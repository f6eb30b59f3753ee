import { animate } from 'framer-motion/dom/mini';

/** Scroll-in animations last 800 ms and run once. */
export const REVEAL_DURATION_S = 0.8;
/** A gentle slide-in ease; nothing bounces. */
const SLIDE_EASE = [0.22, 1, 0.36, 1] as const;
const HIDDEN = { opacity: '0', transform: 'translateY(28px)' };

/**
 * The animated half of ./reveal.tsx, fetched once the page is idle. It works on the element that is
 * already there: it hides it (the caller checks it is still below the fold) and slides it in with
 * framer-motion's WAAPI `animate` the first time it enters the viewport. React does not re-render
 * anything, so the block's DOM (links, islands, focus) stays exactly as hydrated.
 *
 * Returns a function that stops watching and shows the block as it was.
 */
export function revealOnEnter(el: HTMLElement, delay = 0): () => void {
  Object.assign(el.style, HIDDEN);
  el.dataset.reveal = 'motion';
  const show = () => {
    el.style.opacity = '';
    el.style.transform = '';
  };
  let stopAnimation: (() => void) | undefined;
  const observer = new IntersectionObserver(
    (entries) => {
      if (!entries.some((entry) => entry.isIntersecting)) return;
      // Once: it never animates out or in again when scrolled past.
      observer.disconnect();
      const controls = animate(
        el,
        { opacity: [0, 1], transform: ['translateY(28px)', 'translateY(0px)'] },
        { duration: REVEAL_DURATION_S, ease: SLIDE_EASE, delay },
      );
      stopAnimation = () => controls.stop();
      // Hand the block back to its style sheet, with no inline styles left behind.
      void controls.finished.then(show, show);
    },
    { rootMargin: '0px 0px -10% 0px' },
  );
  observer.observe(el);
  return () => {
    observer.disconnect();
    stopAnimation?.();
    show();
  };
}
