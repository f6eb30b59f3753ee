'use client';

import { useState } from 'react';
import { Expand } from 'lucide-react';
import { clsx as cn } from 'clsx';
import { Lightbox, preloadLightbox, type LightboxSlide } from './lightbox';

/**
 * An image that opens in the lightbox (spec §2 "Images open in a lightbox"). The trigger is a real
 * button named "Enlarge image: <alt>"; `group` lets neighbouring images (the two badges) be browsed
 * from inside the lightbox.
 */
export function LightboxImage({
  image,
  group,
  index = 0,
  className,
  imgClassName,
  priority = false,
}: {
  image: LightboxSlide;
  /** All images of the set this one belongs to; defaults to just this image. */
  group?: LightboxSlide[];
  /** This image's position in `group`. */
  index?: number;
  className?: string;
  imgClassName?: string;
  priority?: boolean;
}) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button
        type="button"
        aria-label={`Enlarge image: ${image.alt}`}
        aria-haspopup="dialog"
        onClick={() => setOpen(true)}
        onPointerEnter={preloadLightbox}
        onFocus={preloadLightbox}
        className={cn('group relative block cursor-zoom-in overflow-hidden', className)}
      >
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
        <span
          aria-hidden="true"
          className="absolute bottom-3 right-3 inline-flex size-9 items-center justify-center rounded-full bg-navy-950/75 text-white opacity-90 transition-opacity group-hover:opacity-100"
        >
          <Expand className="size-4" />
        </span>
      </button>
      <Lightbox slides={group ?? [image]} index={group ? index : 0} open={open} onClose={() => setOpen(false)} />
    </>
  );
}
