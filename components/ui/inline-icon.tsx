import { createElement } from 'react';
import { cn } from '@/lib/cn';

type Drawing = readonly (readonly [tag: 'path' | 'rect', attributes: Readonly<Record<string, string>>])[];

/** lucide's drawings of the icons a control shows from the first paint, which cannot wait for the sprite (a unit test keeps them equal). */
export const INLINE_DRAWINGS = {
  menu: [['path', { d: 'M4 5h16' }], ['path', { d: 'M4 12h16' }], ['path', { d: 'M4 19h16' }]],
  x: [['path', { d: 'M18 6 6 18' }], ['path', { d: 'm6 6 12 12' }]],
  'chevron-down': [['path', { d: 'm6 9 6 6 6-6' }]],
  'chevron-left': [['path', { d: 'm15 18-6-6 6-6' }]],
  'chevron-right': [['path', { d: 'm9 18 6-6-6-6' }]],
  'arrow-up': [['path', { d: 'm5 12 7-7 7 7' }], ['path', { d: 'M12 19V5' }]],
  pause: [
    ['rect', { x: '14', y: '3', width: '5', height: '18', rx: '1' }],
    ['rect', { x: '5', y: '3', width: '5', height: '18', rx: '1' }],
  ],
  play: [['path', { d: 'M5 5a2 2 0 0 1 3.008-1.728l11.997 6.998a2 2 0 0 1 .003 3.458l-12 7A2 2 0 0 1 5 19z' }]],
} as const satisfies Record<string, Drawing>;

/** An icon drawn in the markup itself, for controls seen at first paint. Decorative, as Icon is. */
export function InlineIcon({ name, className }: { name: keyof typeof INLINE_DRAWINGS; className?: string }) {
  return (
    <svg aria-hidden="true" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth={2} className={cn('icon', className)}>
      {(INLINE_DRAWINGS[name] as Drawing).map(([tag, attributes], i) => createElement(tag, { key: i, ...attributes }))}
    </svg>
  );
}
