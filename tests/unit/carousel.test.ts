import { describe, expect, it } from 'vitest';
import { CAROUSEL_AUTOPLAY_DELAY, EMBLA_DURATION_600MS, loopCopies, nearestSnap, realIndex } from '@/components/ui/carousel-loop';

/** Embla's scroll body, step for step: a spring integrated at 60 fixed steps per second. */
function emblaSettleMs(duration: number, distance = 1000, friction = 0.68): number {
  let location = 0;
  let velocity = 0;
  let steps = 0;
  while (Math.abs(distance - location) > distance * 0.01 && steps < 10_000) {
    velocity += (distance - location) / duration;
    velocity *= friction;
    location += velocity;
    steps += 1;
  }
  return (steps * 1000) / 60;
}

describe('carousel constants', () => {
  it('autoplays every 5000 ms', () => {
    expect(CAROUSEL_AUTOPLAY_DELAY).toBe(5000);
  });

  it('picks the Embla duration whose slide change takes about 600 ms', () => {
    const ms = emblaSettleMs(EMBLA_DURATION_600MS);
    expect(ms).toBeGreaterThan(550);
    expect(ms).toBeLessThan(650);
    // The neighbours are further from 600 ms, whatever the distance travelled.
    for (const distance of [375, 1000, 1200]) {
      const at = (d: number) => Math.abs(emblaSettleMs(d, distance) - 600);
      expect(at(EMBLA_DURATION_600MS)).toBeLessThanOrEqual(at(EMBLA_DURATION_600MS + 2));
      expect(at(EMBLA_DURATION_600MS)).toBeLessThanOrEqual(at(EMBLA_DURATION_600MS - 2));
    }
  });
});

describe('loop copies', () => {
  it('copies three slides once so three in view can still loop', () => {
    expect(loopCopies(3, 3)).toBe(2);
  });
  it('needs no copies when there are more slides than fit in view', () => {
    expect(loopCopies(5, 3)).toBe(1);
    expect(loopCopies(3, 1)).toBe(1);
  });
  it('copies small sets as often as needed', () => {
    expect(loopCopies(1, 3)).toBe(4);
    expect(loopCopies(2, 3)).toBe(2);
    expect(loopCopies(0, 3)).toBe(1);
  });
});

describe('real slide of a snap', () => {
  it('maps copies back to the original slide', () => {
    expect([0, 1, 2, 3, 4, 5].map((snap) => realIndex(snap, 3))).toEqual([0, 1, 2, 0, 1, 2]);
  });
  it('handles negative and empty input', () => {
    expect(realIndex(-1, 3)).toBe(2);
    expect(realIndex(4, 0)).toBe(0);
  });
});

describe('nearest snap for a bullet', () => {
  it('is the slide itself when there are no copies', () => {
    expect(nearestSnap(2, 0, 3, 3)).toBe(2);
  });
  it('chooses the copy closest to the current snap, going round the loop', () => {
    // Six snaps (three slides twice). From snap 4, "slide 1" is snap 3 (one step), not snap 0.
    expect(nearestSnap(0, 4, 3, 6)).toBe(3);
    // From snap 1, slide 3 is snap 2.
    expect(nearestSnap(2, 1, 3, 6)).toBe(2);
    // From snap 5, slide 1 is snap 0 (one step forward round the loop).
    expect(nearestSnap(0, 5, 3, 6)).toBe(0);
  });
});
