'use client';

import { lazy, Suspense, useCallback, useEffect, useRef, useState, type ReactNode, type RefObject } from 'react';
import { ChevronLeft, ChevronRight, Pause, Play } from 'lucide-react';
import { clsx as cn } from 'clsx';
import { usePrefersReducedMotion } from '@/lib/hooks/use-reduced-motion';
import { loopCopies, nearestSnap, realIndex } from '@/lib/carousel';
import type { CarouselApi } from './carousel-engine';
import { LoopCopy } from './loop-copy';

// Embla is fetched when the carousel is about to be seen (see ./carousel-engine.tsx); until then the
// track scrolls natively.
const CarouselEngine = lazy(() => import('./carousel-engine'));

/**
 * True once `el` comes within half a screen of the viewport, or a pointer or keyboard focus enters
 * it. Setting Embla up (measuring every slide, re-rendering with loop copies) and starting autoplay
 * is then done where the visitor is about to look, not in the busy moments right after load when
 * the carousel is still further down the page; autoplay's first slide change comes 5 s after the
 * carousel is reached, so nobody misses the first slide.
 */
function useNear(ref: RefObject<HTMLElement | null>): boolean {
  const [near, setNear] = useState(false);
  useEffect(() => {
    const el = ref.current;
    if (!el || near) return;
    const arrive = () => setNear(true);
    const observer = new IntersectionObserver((entries) => entries.some((e) => e.isIntersecting) && arrive(), {
      rootMargin: '50% 0px',
    });
    observer.observe(el);
    el.addEventListener('pointerenter', arrive);
    el.addEventListener('focusin', arrive);
    return () => {
      observer.disconnect();
      el.removeEventListener('pointerenter', arrive);
      el.removeEventListener('focusin', arrive);
    };
  }, [ref, near]);
  return near;
}

const controlButton =
  'inline-flex size-11 items-center justify-center rounded-full border border-navy-900/15 bg-white text-navy-900 shadow-card transition-colors hover:border-navy-900/30 hover:bg-sand-100';

/**
 * A looping, autoplaying carousel: slides move in ~600 ms, autoplay
 * advances every 5000 ms and carries on after the visitor uses the arrows, bullets or a swipe, and a
 * pause/play button stops it for good. Autoplay never starts for a visitor who prefers reduced
 * motion (the play button still lets them start it), and slide changes are then instant.
 *
 * The slides arrive as server-rendered children, so the pre-rendered HTML holds every slide. Until
 * Embla has loaded (and without JavaScript) the track scrolls natively with a swipe; Embla then
 * takes over.
 *
 * Markup follows the WAI carousel pattern: a region with aria-roledescription="carousel", slides as
 * groups labelled "N of M", "Previous slide"/"Next slide", "Go to slide N" bullets (the current one
 * aria-current="true") and the rotation control; the slide track is aria-live="polite" only while
 * autoplay is off, so rotation never floods a screen reader.
 */
export function Carousel({
  label,
  slides,
  slideClassName = 'basis-full min-[1200px]:basis-1/3',
  className,
}: {
  /** Accessible name of the carousel region. */
  label: string;
  slides: ReactNode[];
  /** Width of one slide per breakpoint (spec: 1 per view from 320 px, 3 from 1200 px). */
  slideClassName?: string;
  className?: string;
}) {
  const count = slides.length;
  const reducedMotion = usePrefersReducedMotion();
  // Plain refs, not state set from ref callbacks: a state change while the hydration commit attaches
  // refs would re-render the carousel synchronously inside that commit, the longest task of the load.
  const viewportRef = useRef<HTMLDivElement>(null);
  const regionRef = useRef<HTMLElement>(null);
  const near = useNear(regionRef);
  const [api, setApi] = useState<CarouselApi | undefined>(undefined);
  const [copies, setCopies] = useState(1);
  const [selected, setSelected] = useState(0);
  const [snapCount, setSnapCount] = useState(count);
  /** The visitor's choice; null until they press pause/play (then the motion preference decides). */
  const [userPaused, setUserPaused] = useState<boolean | null>(null);
  const paused = userPaused ?? reducedMotion;
  const pausedRef = useRef(paused);
  const applyAutoplayRef = useRef<() => void>(() => {});

  // Copies of the slides that let Embla loop when every slide fits in view (three of three from
  // 1200 px). Only added once the carousel is near (with Embla) and only at widths that need them,
  // so the pre-rendered HTML has each slide once and a phone, showing one slide at a time, never
  // lands on a copy.
  useEffect(() => {
    const viewport = viewportRef.current;
    if (!viewport || !near) return;
    const measure = () => {
      const slide = viewport.firstElementChild?.firstElementChild;
      if (!(slide instanceof HTMLElement) || !slide.offsetWidth) return;
      const perView = Math.max(1, Math.round(viewport.clientWidth / slide.offsetWidth));
      setCopies(loopCopies(count, perView));
    };
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(viewport);
    return () => observer.disconnect();
  }, [near, count]);

  useEffect(() => {
    if (!api) return;
    // The native scroll used before hydration is replaced by Embla's transforms.
    api.rootNode().scrollLeft = 0;
    const sync = () => {
      setSelected(api.selectedScrollSnap());
      setSnapCount(api.scrollSnapList().length);
    };
    // Autoplay runs unless paused (reduced motion pauses it from the start). Embla rebuilds its
    // plugins on every re-initialisation (resize, slides added) with autoplay off, so re-apply it.
    // The plugin only sets itself up when there is somewhere to go (more than one snap).
    const applyAutoplay = () => {
      const autoplay = api.plugins().autoplay;
      if (!autoplay || api.scrollSnapList().length < 2) return;
      if (pausedRef.current) autoplay.stop();
      else if (!autoplay.isPlaying()) autoplay.play();
    };
    // Focus leaving a slide or a drag ending restarts Embla's autoplay (stopOnInteraction: false);
    // a visitor who pressed pause keeps it paused.
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
    return () => {
      applyAutoplayRef.current = () => {};
      api.off('select', sync).off('reInit', onReInit).off('autoplay:play', keepPaused);
    };
  }, [api]);

  useEffect(() => {
    pausedRef.current = paused;
    applyAutoplayRef.current();
  }, [paused]);

  /** Manual navigation: instant under reduced motion; autoplay keeps going from a fresh 5 s. */
  const go = useCallback(
    (move: (jump: boolean) => void) => {
      if (!api) return;
      move(reducedMotion);
      api.plugins().autoplay?.reset();
    },
    [api, reducedMotion],
  );

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
        className={cn(
          // Scrollable without JavaScript; Embla clips and translates once it runs.
          api ? 'overflow-hidden' : 'snap-x snap-mandatory overflow-x-auto [scrollbar-width:none]',
          // Positioned, so absolutely positioned content in the slides (screen-reader-only text)
          // is clipped here too and never widens the page before Embla runs.
          'relative rounded-2xl',
        )}
      >
        {/* transition-none: globals.css gives every element a 0.01 ms transition under reduced motion,
            which would leave Embla's transforms in place while it re-measures after a resize. */}
        <div className="-ml-10 flex touch-pan-y transition-none" aria-live={paused ? 'polite' : 'off'}>
          {Array.from({ length: copies }, (_, copy) =>
            slides.map((slide, i) => {
              const original = copy === 0;
              return (
                <div
                  key={`${copy}-${i}`}
                  role={original ? 'group' : undefined}
                  aria-roledescription={original ? 'slide' : undefined}
                  aria-label={original ? `${i + 1} of ${count}` : undefined}
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

      {near && (
        <Suspense fallback={null}>
          <CarouselEngine viewportRef={viewportRef} onApi={setApi} />
        </Suspense>
      )}

      <div className="mt-8 flex flex-wrap items-center justify-center gap-3">
        <button type="button" aria-label="Previous slide" onClick={() => go((jump) => api?.scrollPrev(jump))} className={controlButton}>
          <ChevronLeft aria-hidden="true" className="size-5" />
        </button>
        <div className="flex items-center gap-1">
          {slides.map((_, i) => (
            <button
              key={i}
              type="button"
              aria-label={`Go to slide ${i + 1}`}
              aria-current={i === current ? 'true' : undefined}
              onClick={() => go((jump) => api?.scrollTo(nearestSnap(i, api.selectedScrollSnap(), count, snapCount), jump))}
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
        <button type="button" aria-label="Next slide" onClick={() => go((jump) => api?.scrollNext(jump))} className={controlButton}>
          <ChevronRight aria-hidden="true" className="size-5" />
        </button>
        <button
          type="button"
          aria-label={paused ? 'Play slide show' : 'Pause slide show'}
          onClick={() => setUserPaused(!paused)}
          className={cn(controlButton, 'ml-2')}
        >
          {paused ? <Play aria-hidden="true" className="size-4" /> : <Pause aria-hidden="true" className="size-4" />}
        </button>
      </div>
    </section>
  );
}
