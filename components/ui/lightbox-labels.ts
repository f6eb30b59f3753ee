/** The lightbox's label names (yet-another-react-lightbox's), in the order a page sends their words:
 * a list costs the page's payload less than an object, and the dialog that reads it loads only on use. */
export const LIGHTBOX_LABEL_NAMES = ['Lightbox', 'Carousel', 'Photo gallery', 'Slide', 'Previous', 'Next', 'Close'] as const;

export type LightboxLabels = Record<(typeof LIGHTBOX_LABEL_NAMES)[number], string>;
/** The words of LIGHTBOX_LABEL_NAMES, in that order. */
export type LightboxLabelList = readonly string[];

export const lightboxLabelList = (labels: LightboxLabels): LightboxLabelList => LIGHTBOX_LABEL_NAMES.map((name) => labels[name]);

/** The English words, for a page that sends none: content/ui.ts's `home.lightbox` (a unit test keeps them equal; that module would ship server code). */
export const ENGLISH_LIGHTBOX_LABELS: LightboxLabels = {
  Lightbox: 'Enlarged image',
  Carousel: 'Images',
  'Photo gallery': 'Enlarged images',
  Slide: 'Image',
  Previous: 'Previous image',
  Next: 'Next image',
  Close: 'Close enlarged image',
};

/** One word of a page's list, or the English one. */
export const lightboxLabel = (labels: LightboxLabelList | undefined, name: (typeof LIGHTBOX_LABEL_NAMES)[number]) =>
  labels?.[LIGHTBOX_LABEL_NAMES.indexOf(name)] ?? ENGLISH_LIGHTBOX_LABELS[name];
