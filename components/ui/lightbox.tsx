'use client';

import { Deferred, deferred, useDeferred } from './deferred';

import type { LightboxSlide } from './lightbox-dialog';
import type { LightboxLabelList } from './lightbox-labels';

export type { LightboxLabelList, LightboxSlide };

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
  labels?: LightboxLabelList;
}) {
  // Fetched once the page is idle: waiting for it on the tap kept a phone's visitor a second from the photo.
  useDeferred(dialog, { when: 'idle' });
  if (!open) return null;
  return (
    <Deferred load={dialog} when="now" fallback={null}>
      {(m) => <m.default slides={slides} index={index} onClose={onClose} labels={labels} />}
    </Deferred>
  );
}
