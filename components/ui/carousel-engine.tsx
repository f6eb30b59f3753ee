'use client';

import { useEffect, useState, type RefObject } from 'react';
import useEmblaCarousel, { type UseEmblaCarouselType } from 'embla-carousel-react';
import Autoplay from 'embla-carousel-autoplay';
import { CAROUSEL_AUTOPLAY_DELAY, EMBLA_DURATION_600MS } from './carousel-loop';

export type CarouselApi = NonNullable<UseEmblaCarouselType[1]>;

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
