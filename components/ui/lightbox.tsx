'use client';

import { useState } from 'react';
import { Deferred, deferred, useDeferred } from './deferred';
import { InlineIcon } from './inline-icon';
import { PageModal } from './page-modal';
import { lightboxLabel } from './lightbox-labels';

import type { LightboxSlide } from './lightbox-dialog';
import type { LightboxLabelList } from './lightbox-labels';

export type { LightboxLabelList, LightboxSlide };

const dialog = deferred(() => import('./lightbox-dialog'));

export const lightboxIntent = dialog.intent;

/** The photo alone in the browser's own dialog, for a tap that comes before the lightbox's code. */
function PageLightbox({ slide, labels, onClosed }: { slide: LightboxSlide; labels?: LightboxLabelList; onClosed: () => void }) {
  return (
    <PageModal aria-label={lightboxLabel(labels, 'Lightbox')} onClosed={onClosed} className="items-center justify-center p-6 backdrop:bg-[rgb(8_26_48/0.96)]">
      {(close) => (
        <>
          {/* eslint-disable-next-line @next/next/no-img-element -- static export, project-made SVG */}
          <img src={slide.src} alt={slide.alt} width={slide.width} height={slide.height} className="max-h-full w-auto max-w-full object-contain" />
          <button type="button" onClick={close} aria-label={lightboxLabel(labels, 'Close')} className="absolute right-2 top-2 rounded-full p-2 text-white hover:bg-white/10">
            <InlineIcon name="x" className="size-6" />
          </button>
        </>
      )}
    </PageModal>
  );
}

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
  // Opened before the lightbox's code arrived: this opening stays in the browser's own dialog.
  const [pageDialog, setPageDialog] = useState(false);
  const [wasOpen, setWasOpen] = useState(open);
  if (open !== wasOpen) {
    setWasOpen(open);
    setPageDialog(open && !dialog.current());
  }
  if (!open) return null;
  if (pageDialog) return <PageLightbox slide={slides[index]!} labels={labels} onClosed={onClose} />;
  return (
    <Deferred load={dialog} when="now" fallback={null}>
      {(m) => <m.default slides={slides} index={index} onClose={onClose} labels={labels} />}
    </Deferred>
  );
}
