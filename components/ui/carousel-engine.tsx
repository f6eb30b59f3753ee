'use client';

import { useEffect, useState, type RefObject } from 'react';
import useEmblaCarousel, { type UseEmblaCarouselType } from 'embla-carousel-react';
import Autoplay from 'embla-carousel-autoplay';
import { CAROUSEL_AUTOPLAY_DELAY, EMBLA_DURATION_600MS } from '@/lib/carousel';

export type CarouselApi = NonNullable<UseEmblaCarouselType[1]>;

/**
 * Embla (embla-carousel-react + the autoplay plugin) for ./carousel.tsx, loaded on demand when the
 * carousel is about to be seen, so it is not part of any page's load. It renders nothing: it
 * attaches Embla to the carousel's viewport and hands the API back.
 *
 * Options: loop; `duration` 23 ≈ 600 ms per slide change (see EMBLA_DURATION_600MS);
 * autoplay every 5000 ms that carries on after the visitor interacts (stopOnInteraction: false).
 * Autoplay never starts by itself (playOnInit: false): the carousel starts it unless the visitor
 * prefers reduced motion or pressed pause.
 */
export default function CarouselEngine({
  viewportRef,
  onApi,
}: {
  viewportRef: RefObject<HTMLElement | null>;
  onApi: (api: CarouselApi | undefined) => void;
}) {
  const [plugins] = useState(() => [Autoplay({ delay: CAROUSEL_AUTOPLAY_DELAY, stopOnInteraction: false, playOnInit: false })]);
  const [attach, api] = useEmblaCarousel({ loop: true, duration: EMBLA_DURATION_600MS, align: 'start' }, plugins);

  useEffect(() => {
    attach(viewportRef.current);
    return () => attach(null);
  }, [attach, viewportRef]);

  useEffect(() => {
    onApi(api);
    return () => onApi(undefined);
  }, [api, onApi]);

  return null;
}
