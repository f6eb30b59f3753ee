
export const CAROUSEL_AUTOPLAY_DELAY = 5000;

/** Embla's duration is a spring divisor, not ms: 23 settles in ~600 ms (the default 25 takes ~700). */
export const EMBLA_DURATION_600MS = 23;

/** Embla loops only when the slides outspan the viewport plus one slide, so the island renders copies. */
export function loopCopies(slideCount: number, maxPerView: number): number {
  if (slideCount <= 0) return 1;
  return Math.max(1, Math.ceil((maxPerView + 1) / slideCount));
}

export function realIndex(snap: number, slideCount: number): number {
  if (slideCount <= 0) return 0;
  return ((snap % slideCount) + slideCount) % slideCount;
}

/** Of the snaps showing `target`, the nearest going round the loop, so a bullet never takes the long way. */
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
