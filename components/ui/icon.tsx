import type { SVGProps } from 'react';
import { ICON_SPRITE, type IconName } from '@/lib/icons';
import { cn } from '@/lib/cn';

/** A lucide icon drawn from the sprite. Decorative: the control or text beside it says what it means.
 * Paint is set by attributes, not the stylesheet, so a caller's `fill`, `stroke` or `strokeWidth` wins. */
export function Icon({ name, className, ...props }: { name: IconName } & Omit<SVGProps<SVGSVGElement>, 'children'>) {
  return (
    <svg aria-hidden="true" fill="none" stroke="currentColor" strokeWidth={2} {...props} className={cn('icon', className)}>
      <use href={`${ICON_SPRITE}#${name}`} />
    </svg>
  );
}
