'use client';

import { Deferred, deferred } from './deferred';

import type { LightboxLabels, LightboxSlide } from './lightbox-dialog';

export type { LightboxLabels, LightboxSlide };

const dialog = deferred(() => import('./lightbox-dialog'));

export const lightboxIntent = dialog.intent;

export function Lightbox({
  slides,
  index,
  open,
  onClose,
  labels,
}: {
  slides: LightboxSlide[];
  index: number;
  open: boolean;
  onClose: () => void;
  labels?: LightboxLabels;
}) {
  if (!open) return null;
  return (
    <Deferred load={dialog} when="now" fallback={null}>
      {(m) => <m.default slides={slides} index={index} onClose={onClose} labels={labels} />}
    </Deferred>
  );
}
