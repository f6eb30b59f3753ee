'use client';

import { SiteLink } from '@/components/ui/site-link';
import { useId, type ReactNode } from 'react';
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

export const RESOURCES_PANEL = 'absolute left-0 top-full z-50 mt-2 w-60 rounded-xl border border-sand-200 bg-white p-2 shadow-lift';
export const resourceLinkClass = (current: boolean) =>
  cn('block rounded-lg px-3 py-2.5 text-[0.95rem]', current ? 'bg-brand-50 font-semibold text-navy-900' : 'text-ink hover:bg-sand-100');

export const mobileLinkClass = (item: NavItem, pathname: string) => cn(navLinkClass(isActive(item, pathname)), 'block px-4 py-3 text-base');
export const mobileResourcesClass = (active: boolean) => cn(navLinkClass(active), 'flex w-full items-center justify-between px-4 py-3 text-base');
export const MOBILE_RESOURCES_LIST = 'ml-4 border-l border-sand-200 pl-2';

export function MobileResourceItems({ items, pathname }: { items: NavItem[]; pathname: string }) {
  return items.map((item) => (
    <li key={item.href}>
      <NavLink item={item} pathname={pathname} className={mobileLinkClass(item, pathname)} />
    </li>
  ));
}

/** The phone menu's panel, drawn at once; its Resources section is the one part Headless UI takes over. */
export function MobilePanel({
  main,
  contact,
  pathname,
  social,
  fileCopy,
  dialogLabels,
  languageLink,
  resources,
}: {
  main: NavItem[];
  contact: NavItem;
  pathname: string;
  social: ReactNode;
  fileCopy: FileCopy;
  dialogLabels?: DialogLabels;
  /** The page in the other language, when it has a twin. */
  languageLink: ReactNode;
  resources: ReactNode;
}) {
  return (
    <div className="mx-auto max-w-container px-4 py-4 sm:px-6">
      <ul className="flex flex-col gap-1">
        {main.map((item) => (
          <li key={item.href}>
            <NavLink item={item} pathname={pathname} className={mobileLinkClass(item, pathname)} />
          </li>
        ))}
        <li>{resources}</li>
        <li>
          <NavLink item={contact} pathname={pathname} className={mobileLinkClass(contact, pathname)} />
        </li>
      </ul>
      <div className="mt-4 flex flex-col gap-2 border-t border-sand-200 pt-4">
        <FileButtons layout="mobile" copy={fileCopy} labels={dialogLabels} />
      </div>
      <div className="mt-4 flex items-center justify-between gap-4">
        {social}
        {languageLink}
      </div>
    </div>
  );
}
