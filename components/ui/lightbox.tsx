'use client';

import { Deferred, deferred } from './deferred';

/** One image the lightbox can show (the site's image entity, with its intrinsic size). */
import type { LightboxSlide } from './lightbox-dialog';

export type { LightboxSlide };

const dialog = deferred(() => import('./lightbox-dialog'));

/** Spread on a trigger: yet-another-react-lightbox (and its CSS) is fetched when the visitor reaches for it. */
export const lightboxIntent = dialog.intent;

/** Opens `slides` at `index` in the lightbox; nothing is rendered while closed. */
export function Lightbox({ slides, index, open, onClose }: { slides: LightboxSlide[]; index: number; open: boolean; onClose: () => void }) {
  if (!open) return null;
  return (
    <Deferred load={dialog} when="now" fallback={null}>
      {(m) => <m.default slides={slides} index={index} onClose={onClose} />}
    </Deferred>
  );
}
