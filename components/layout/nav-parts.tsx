'use client';

import { SiteLink } from '@/components/ui/site-link';
import { useId } from 'react';
import type { NavItem } from '@/lib/schemas';
import { isActive } from './nav-active';
import { href } from '@/lib/paths';
import { cn } from '@/lib/cn';
import { Tooltip } from '@/components/ui/tooltip';
import { FileDialogButton, type DialogLabels, type FileCopy } from './file-dialog-button';

export const navLinkClass = (active: boolean) =>
  cn(
    'rounded-md px-3 py-2 text-[0.95rem] font-medium transition-colors',
    active ? 'bg-brand-50 font-semibold text-navy-900' : 'text-ink hover:bg-sand-100 hover:text-navy-900',
  );

export function NavLink({ item, pathname, className }: { item: NavItem; pathname: string; className: string }) {
  const active = isActive(item, pathname);
  return (
    <SiteLink href={href(item.href)} aria-current={active ? 'page' : undefined} className={className}>
      {item.label}
    </SiteLink>
  );
}

/** The copy arrives as props: a content module would ship zod. */
export function FileButtons({ layout, copy, labels }: { layout: 'desktop' | 'mobile'; copy: FileCopy; labels?: DialogLabels }) {
  const id = useId();
  return (
    <>
      {(['fileDrop', 'clientLogin'] as const).map((mode) => (
        <Tooltip
          key={mode}
          id={`${id}-${mode}`}
          label={copy[mode].tooltip}
          side="bottom"
          className={layout === 'mobile' ? 'flex' : undefined}
        >
          <FileDialogButton
            mode={mode}
            copy={copy[mode]}
            labels={labels}
            aria-describedby={`${id}-${mode}`}
            className={cn(
              'rounded-md font-semibold transition-colors',
              layout === 'desktop' ? 'whitespace-nowrap px-3 py-2 text-[0.95rem]' : 'w-full px-4 py-3 text-left',
              mode === 'clientLogin'
                ? 'bg-navy-900 text-white hover:bg-navy-800'
                : 'border border-navy-900/20 text-navy-900 hover:bg-sand-100',
            )}
          >
            {copy[mode].label}
          </FileDialogButton>
        </Tooltip>
      ))}
    </>
  );
}
