'use client';

import { useEffect, useEffectEvent, useRef, useState, type ReactNode } from 'react';
import { InlineIcon } from './inline-icon';
import { cn } from '@/lib/cn';
import { usePrefersReducedMotion } from './use-reduced-motion';
import { loopCopies, nearestSnap, realIndex } from './carousel-loop';
import type { CarouselApi } from './carousel-engine';
import { deferred, useDeferred } from './deferred';
import { LoopCopy } from './loop-copy';

// Set up where the visitor is about to look, not in the busy moments after load; until then the track scrolls natively.
const engine = deferred(() => import('./carousel-engine'));

export type CarouselLabels = { previous: string; next: string; goTo: string; of: string; play: string; pause: string };

type Move = (api: CarouselApi, jump: boolean) => void;

/** The native track's slide width and how many slides it shows, or null before it has a size. */
function trackSize(viewport: HTMLElement | null): { width: number; perView: number } | null {
  const slide = viewport?.firstElementChild?.firstElementChild;
  if (!viewport || !(slide instanceof HTMLElement) || !slide.offsetWidth) return null;
  return { width: slide.offsetWidth, perView: Math.max(1, Math.round(viewport.clientWidth / slide.offsetWidth)) };
}

const controlButton =
  'inline-flex size-11 items-center justify-center rounded-full border border-navy-900/15 bg-white text-navy-900 shadow-card transition-colors hover:border-navy-900/30 hover:bg-sand-100';

export function Carousel({
  label,
  slides,
  slideClassName = 'basis-full min-[1200px]:basis-1/3',
  className,
  labels,
}: {
  label: string;
  slides: ReactNode[];
  slideClassName?: string;
  className?: string;
  /** The controls' words in the page's language (English by default). */
  labels?: CarouselLabels;
}) {
  const count = slides.length;
  const reducedMotion = usePrefersReducedMotion();
  // Plain refs: state set from a ref callback would re-render inside the hydration commit.
  const viewportRef = useRef<HTMLDivElement>(null);
  const regionRef = useRef<HTMLElement>(null);
  const { module: Engine, started: near } = useDeferred(engine, { when: ['visible', 'intent'], target: regionRef });
  const [api, setApi] = useState<CarouselApi | undefined>(undefined);
  const [copies, setCopies] = useState(1);
  const [selected, setSelected] = useState(0);
  /** null until pause/play is pressed; then it overrides the motion preference. */
  const [userPaused, setUserPaused] = useState<boolean | null>(null);
  const paused = userPaused ?? reducedMotion;
  const pausedRef = useRef(paused);
  const applyAutoplayRef = useRef<() => void>(() => {});
  const pendingMove = useRef<Move | null>(null);

  /** Instant under reduced motion; autoplay restarts from a fresh delay. */
  const move = (to: CarouselApi, step: Move) => {
    step(to, reducedMotion);
    to.plugins().autoplay?.reset();
  };
  /** Where the native track was last sent, for the engine to start from even mid-scroll. */
  const nativeTo = useRef<number | null>(null);
  const go = (step: Move, to: (at: number) => number) => {
    if (api) return move(api, step);
    const viewport = viewportRef.current;
    const size = trackSize(viewport);
    // Until the engine arrives a track showing one slide scrolls natively, so the press answers at once; where all are in view it waits.
    if (!viewport || !size || size.perView > 1) {
      pendingMove.current = step;
      return;
    }
    const { width } = size;
    const index = (((to(Math.round(viewport.scrollLeft / width)) % count) + count) % count);
    nativeTo.current = index;
    viewport.scrollTo({ left: index * width, behavior: reducedMotion ? 'instant' : 'smooth' });
    setSelected(index);
  };
  const movePending = useEffectEvent((to: CarouselApi) => {
    const step = pendingMove.current;
    pendingMove.current = null;
    if (step) move(to, step);
  });

  // Loop copies, only where every slide fits in view (1200 px up), so a phone never lands on one.
  useEffect(() => {
    const viewport = viewportRef.current;
    if (!viewport || !near) return;
    const measure = () => {
      const size = trackSize(viewport);
      if (size) setCopies(loopCopies(count, size.perView));
    };
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(viewport);
    return () => observer.disconnect();
  }, [near, count]);

  useEffect(() => {
    if (!api) return;
    // Embla's transforms replace the native scroll, from the slide the visitor swiped to.
    const root = api.rootNode();
    const swiped = nativeTo.current ?? Math.round(root.scrollLeft / (api.slideNodes()[0]?.offsetWidth || root.clientWidth || 1));
    root.scrollLeft = 0;
    if (swiped > 0) api.scrollTo(swiped, true);
    const sync = () => setSelected(api.selectedScrollSnap());
    // Embla re-initialises (resize, slides added) with autoplay off; it only runs with somewhere to go.
    const applyAutoplay = () => {
      const autoplay = api.plugins().autoplay;
      if (!autoplay || api.scrollSnapList().length < 2) return;
      if (pausedRef.current) autoplay.stop();
      else if (!autoplay.isPlaying()) autoplay.play();
    };
    // Embla restarts autoplay after a drag or focus leaving (stopOnInteraction: false); pause wins.
    const keepPaused = () => {
      if (pausedRef.current) queueMicrotask(() => api.plugins().autoplay?.stop());
    };
    const onReInit = () => {
      sync();
      applyAutoplay();
    };
    applyAutoplayRef.current = applyAutoplay;
    onReInit();
    api.on('select', sync).on('reInit', onReInit).on('autoplay:play', keepPaused);
    movePending(api);
    return () => {
      applyAutoplayRef.current = () => {};
      api.off('select', sync).off('reInit', onReInit).off('autoplay:play', keepPaused);
    };
  }, [api]);

  useEffect(() => {
    pausedRef.current = paused;
    applyAutoplayRef.current();
  }, [paused]);

  const current = realIndex(selected, count);

  return (
    <section
      ref={regionRef}
      aria-roledescription="carousel"
      aria-label={label}
      data-ready={api ? 'true' : 'false'}
      data-autoplay={paused ? 'paused' : 'playing'}
      className={cn('relative', className)}
    >
      <div
        ref={viewportRef}
        // A swipe after a press: the engine starts from where the finger left the track.
        onTouchStart={() => (nativeTo.current = null)}
        className={cn(
          api ? 'overflow-hidden' : 'snap-x snap-mandatory overflow-x-auto [scrollbar-width:none]',
          // Positioned: clips the slides' screen-reader-only text, which would widen the page.
          'relative rounded-2xl',
        )}
      >
        {/* transition-none: the reduced-motion 0.01 ms transition would hold Embla's transforms while it re-measures. */}
        <div className="-ml-10 flex touch-pan-y transition-none" aria-live={paused ? 'polite' : 'off'}>
          {Array.from({ length: copies }, (_, copy) =>
            slides.map((slide, i) => {
              const original = copy === 0;
              return (
                <div
                  key={`${copy}-${i}`}
                  role={original ? 'group' : undefined}
                  aria-roledescription={original ? 'slide' : undefined}
                  aria-label={original ? `${i + 1}${labels?.of ?? ' of '}${count}` : undefined}
                  aria-hidden={original ? undefined : true}
                  data-copy={original ? undefined : 'true'}
                  className={cn('min-w-0 shrink-0 grow-0 snap-start pl-10 transition-none', slideClassName)}
                >
                  {original ? slide : <LoopCopy>{slide}</LoopCopy>}
                </div>
              );
            }),
          )}
        </div>
      </div>

      {Engine && <Engine.default viewportRef={viewportRef} onApi={setApi} />}

      <div className="mt-8 flex flex-wrap items-center justify-center gap-3">
        <button type="button" aria-label={labels?.previous ?? 'Previous slide'} onClick={() => go((api, jump) => api.scrollPrev(jump), (at) => at - 1)} className={controlButton}>
          <InlineIcon name="chevron-left" className="size-5" />
        </button>
        <div className="flex items-center gap-1">
          {slides.map((_, i) => (
            <button
              key={i}
              type="button"
              aria-label={`${labels?.goTo ?? 'Go to slide '}${i + 1}`}
              aria-current={i === current ? 'true' : undefined}
              onClick={() => go((api, jump) => api.scrollTo(nearestSnap(i, api.selectedScrollSnap(), count, api.scrollSnapList().length), jump), () => i)}
              className="group inline-flex size-8 items-center justify-center rounded-full"
            >
              <span
                aria-hidden="true"
                className={cn(
                  'block h-2.5 rounded-full transition-all duration-300',
                  i === current ? 'w-7 bg-gold-500' : 'w-2.5 bg-navy-900/30 group-hover:bg-navy-900/60',
                )}
              />
            </button>
          ))}
        </div>
        <button type="button" aria-label={labels?.next ?? 'Next slide'} onClick={() => go((api, jump) => api.scrollNext(jump), (at) => at + 1)} className={controlButton}>
          <InlineIcon name="chevron-right" className="size-5" />
        </button>
        <button
          type="button"
          aria-label={paused ? (labels?.play ?? 'Play slide show') : (labels?.pause ?? 'Pause slide show')}
          onClick={() => setUserPaused(!paused)}
          className={cn(controlButton, 'ml-2')}
        >
          <InlineIcon name={paused ? 'play' : 'pause'} className="size-4" />
        </button>
      </div>
    </section>
  );
}
