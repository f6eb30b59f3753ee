'use client';

import { Deferred, deferred } from './deferred';

import type { LightboxSlide } from './lightbox-dialog';

export type { LightboxSlide };

const dialog = deferred(() => import('./lightbox-dialog'));

export const lightboxIntent = dialog.intent;

export function Lightbox({ slides, index, open, onClose }: { slides: LightboxSlide[]; index: number; open: boolean; onClose: () => void }) {
  if (!open) return null;
  return (
    <Deferred load={dialog} when="now" fallback={null}>
      {(m) => <m.default slides={slides} index={index} onClose={onClose} />}
    </Deferred>
  );
}
