/**
 * Carousel constants and the index arithmetic the carousel island needs. Pure functions,
 * unit tested in tests/unit/carousel.test.ts.
 */

/** Autoplay delay between slides, in ms. */
export const CAROUSEL_AUTOPLAY_DELAY = 5000;

/**
 * Embla's `duration` is not in milliseconds: it is the divisor of a spring integrated at a fixed
 * 60 steps per second (velocity += distance / duration; velocity *= friction 0.68). Simulating that
 * loop, duration 23 covers 99 % of the distance in ~617 ms (22 gives ~567 ms, the default 25 gives
 * ~700 ms), the 600 ms slide speed.
 */
export const EMBLA_DURATION_600MS = 23;

/**
 * Embla can only loop when the slides are wider than the viewport plus one slide. With three slides
 * shown three at a time that is not the case, so the island appends copies after hydration: hidden
 * from assistive technology, their links out of the tab order but still clickable (LoopCopy). This is
 * how many sets of slides to render in total.
 */
export function loopCopies(slideCount: number, maxPerView: number): number {
  if (slideCount <= 0) return 1;
  return Math.max(1, Math.ceil((maxPerView + 1) / slideCount));
}

/** The real slide (0-based) a scroll snap shows, when the slides are rendered `copies` times. */
export function realIndex(snap: number, slideCount: number): number {
  if (slideCount <= 0) return 0;
  return ((snap % slideCount) + slideCount) % slideCount;
}

/**
 * The scroll snap to go to for "Go to slide N" (0-based `target`) when slides are copied: of the
 * snaps that show that slide, the one nearest the current snap going round the loop, so a bullet
 * never sends the track the long way round.
 */
export function nearestSnap(target: number, current: number, slideCount: number, snapCount: number): number {
  if (snapCount <= slideCount) return target;
  let best = target;
  let bestDistance = Infinity;
  for (let snap = target; snap < snapCount; snap += slideCount) {
    const direct = Math.abs(snap - current);
    const distance = Math.min(direct, snapCount - direct);
    if (distance < bestDistance) {
      best = snap;
      bestDistance = distance;
    }
  }
  return best;
}
