/** The icons server-rendered markup draws from the sprite (lucide names); `npm run art` writes public/icons.svg from this list. */
export const ICON_NAMES = [
  'arrow-right',
  'arrow-right-left',
  'arrow-up-right',
  'badge-check',
  'book-open',
  'calculator',
  'calendar-check',
  'calendar-clock',
  'calendar-days',
  'calendar-x-2',
  'chart-line',
  'check',
  'chevron-down',
  'chevron-right',
  'circle-alert',
  'clock',
  'download',
  'expand',
  'external-link',
  'file-signature',
  'file-text',
  'hand-heart',
  'house',
  'lightbulb',
  'loader-circle',
  'mail',
  'map-pin',
  'megaphone',
  'message-circle',
  'message-circle-question',
  'message-square-text',
  'newspaper',
  'percent',
  'phone',
  'printer',
  'receipt-text',
  'rotate-ccw',
  'rotate-cw',
  'scale',
  'search-x',
  'send',
  'shield-alert',
  'shield-check',
  'sprout',
  'star',
  'users',
  'x',
] as const;

export type IconName = (typeof ICON_NAMES)[number];

/**
 * Served from public/: one cached file, so a page's markup and payload carry a reference per icon, not its drawing.
 * Addressed by its content (next.config.mjs), so it is cached for good: the browser asks again for each icon a page
 * shows later (an error message's, a dialog's), and without that it waited a round trip for every one of them.
 */
export const ICON_SPRITE = `/icons.svg${process.env.ICON_SPRITE_VERSION ? `?v=${process.env.ICON_SPRITE_VERSION}` : ''}`;
