'use client';

import { useEffect, useRef, useState } from 'react';
import { cn } from '@/lib/cn';

/** Sized to its content so the page scrolls as one. Without scripts its classes give a height tall enough at each width. */
export function TaxRatesFrame({ src, title, className }: { src: string; title: string; className?: string }) {
  const ref = useRef<HTMLIFrameElement>(null);
  const [height, setHeight] = useState<number | null>(null);

  useEffect(() => {
    const frame = ref.current;
    if (!frame) return;
    const measure = () => {
      const root = frame.contentDocument?.documentElement;
      if (!root || frame.contentDocument?.URL === 'about:blank') return;
      // The <html> box is as tall as its content, unlike scrollHeight, which never drops below the frame's own height.
      const next = Math.ceil(root.getBoundingClientRect().height);
      if (next > 0) setHeight(next);
    };
    frame.addEventListener('load', measure);
    if (frame.contentDocument?.readyState === 'complete') measure();
    const resize = new ResizeObserver(measure);
    resize.observe(frame);
    return () => {
      frame.removeEventListener('load', measure);
      resize.disconnect();
    };
  }, []);

  return (
    <iframe
      ref={ref}
      src={src}
      title={title}
      loading="lazy"
      style={height ? { height } : undefined}
      className={cn('block w-full border-0 bg-white', !height && 'h-[4200px] sm:h-[3600px] lg:h-[2700px]', className)}
    />
  );
}
