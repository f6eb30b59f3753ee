'use client';

import { useState } from 'react';
import { Icon } from './icon';
import { cn } from '@/lib/cn';
import { Lightbox, lightboxIntent, type LightboxLabelList, type LightboxSlide } from './lightbox';

export function LightboxImage({
  image,
  group,
  index = 0,
  className,
  imgClassName,
  iconClassName = 'bottom-3 right-3',
  priority = false,
  labels,
}: {
  image: LightboxSlide;
  group?: LightboxSlide[];
  index?: number;
  className?: string;
  imgClassName?: string;
  iconClassName?: string;
  priority?: boolean;
  /** The words in the page's language (English by default). */
  labels?: { enlarge: string; dialog: LightboxLabelList };
}) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button
        type="button"
        aria-label={`${labels?.enlarge ?? 'Enlarge image: '}${image.alt}`}
        aria-haspopup="dialog"
        {...lightboxIntent}
        onClick={() => setOpen(true)}
        className={cn('group relative block w-full cursor-zoom-in', className)}
      >
        {/* A block button is only as wide as its content: w-full sizes it before its lazy image arrives. The image is clipped to the button's shape; the enlarge icon sits outside that clip. */}
        <span className="block overflow-hidden rounded-[inherit]">
          {/* eslint-disable-next-line @next/next/no-img-element -- static export, project-made SVG */}
          <img
            src={image.src}
            alt={image.alt}
            width={image.width}
            height={image.height}
            loading={priority ? 'eager' : 'lazy'}
            decoding="async"
            className={cn('h-auto w-full transition-transform duration-500 group-hover:scale-[1.02]', imgClassName)}
          />
        </span>
        <span
          aria-hidden="true"
          className={cn(
            'absolute inline-flex size-9 items-center justify-center rounded-full bg-navy-950/80 text-white shadow-card transition-colors group-hover:bg-navy-900',
            iconClassName,
          )}
        >
          <Icon name="expand" className="size-4" />
        </span>
      </button>
      <Lightbox slides={group ?? [image]} index={group ? index : 0} open={open} onClose={() => setOpen(false)} labels={labels?.dialog} />
    </>
  );
}
