'use client';

import { lazy, Suspense } from 'react';

/** One image the lightbox can show (the site's image entity, with its intrinsic size). */
export type LightboxSlide = { src: string; alt: string; width: number; height: number };

const loadDialog = () => import('./lightbox-dialog');
const LightboxDialog = lazy(loadDialog);

/** Starts fetching the lightbox chunk early (on hover or focus of a trigger) so the click feels instant. */
export function preloadLightbox(): void {
  void loadDialog();
}

/**
 * Opens `slides` at `index` in the lightbox. Nothing is rendered, and the lightbox code is not
 * fetched, until `open` is first true.
 */
export function Lightbox({
  slides,
  index,
  open,
  onClose,
}: {
  slides: LightboxSlide[];
  index: number;
  open: boolean;
  onClose: () => void;
}) {
  if (!open) return null;
  return (
    <Suspense fallback={null}>
      <LightboxDialog slides={slides} index={index} onClose={onClose} />
    </Suspense>
  );
}
