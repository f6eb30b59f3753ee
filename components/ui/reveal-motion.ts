import { animate } from 'framer-motion/dom/mini';

export const REVEAL_DURATION_S = 0.8;
const SLIDE_EASE = [0.22, 1, 0.36, 1] as const;
const HIDDEN = { opacity: '0', transform: 'translateY(28px)' };

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
      observer.disconnect();
      const controls = animate(
        el,
        { opacity: [0, 1], transform: ['translateY(28px)', 'translateY(0px)'] },
        { duration: REVEAL_DURATION_S, ease: SLIDE_EASE, delay },
      );
      stopAnimation = () => controls.stop();
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
