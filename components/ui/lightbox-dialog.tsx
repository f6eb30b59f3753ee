'use client';

import YetAnotherLightbox from 'yet-another-react-lightbox';
import 'yet-another-react-lightbox/styles.css';

import { LIGHTBOX_LABEL_NAMES, lightboxLabel, type LightboxLabelList } from './lightbox-labels';
import { firstFramePortal } from './lightbox-portal';

export type LightboxSlide = { src: string; alt: string; width: number; height: number };

export default function LightboxDialog({
  slides,
  index,
  onClose,
  labels,
}: {
  slides: LightboxSlide[];
  index: number;
  onClose: () => void;
  /** The dialog's words in the page's language (English by default), in LIGHTBOX_LABEL_NAMES order. */
  labels?: LightboxLabelList;
}) {
  const single = slides.length < 2;
  return (
    <YetAnotherLightbox
      open
      close={onClose}
      index={index}
      plugins={[firstFramePortal]}
      slides={slides.map(({ src, alt, width, height }) => ({ src, alt, width, height }))}
      labels={Object.fromEntries(LIGHTBOX_LABEL_NAMES.map((name) => [name, lightboxLabel(labels, name)]))}
      carousel={{ finite: single, padding: '24px' }}
      controller={{ closeOnBackdropClick: true }}
      render={single ? { buttonPrev: () => null, buttonNext: () => null } : undefined}
      styles={{ container: { backgroundColor: 'rgb(8 26 48 / 0.96)' } }}
    />
  );
}
