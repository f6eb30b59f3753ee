'use client';

import { SiteLink } from '@/components/ui/site-link';
import type { Ref } from 'react';
import {
  CloseButton,
  Disclosure,
  DisclosureButton,
  DisclosurePanel,
  Popover,
  PopoverButton,
  PopoverPanel,
} from '@headlessui/react';
import { ChevronDown } from 'lucide-react';
import type { NavItem } from '@/lib/schemas';
import { isActive } from './nav-active';
import { href } from '@/lib/paths';
import { cn } from '@/lib/cn';
import { FileButtons, NavLink, navLinkClass } from './nav-parts';
import type { FileCopy } from './file-dialog-button';
import type { MenuLabels } from './main-nav';

export function ResourcesPopover({
  items,
  pathname,
  label,
  ref,
}: {
  items: NavItem[];
  pathname: string;
  label: string;
  ref?: Ref<HTMLButtonElement>;
}) {
  const active = items.some((item) => isActive(item, pathname));
  return (
    <Popover className="relative">
      <PopoverButton ref={ref} className={cn(navLinkClass(active), 'inline-flex items-center gap-1 data-open:bg-sand-100')}>
        {label}
        <ChevronDown aria-hidden="true" className="size-4 transition-transform in-data-open:rotate-180" />
      </PopoverButton>
      {/* Positioned with CSS, not `anchor`: an anchored panel is portalled with focus sentinels that axe flags. */}
      <PopoverPanel className="absolute left-0 top-full z-50 mt-2 w-60 rounded-xl border border-sand-200 bg-white p-2 shadow-lift">
        <ul aria-label={label}>
          {items.map((item) => {
            const current = isActive(item, pathname);
            return (
              <li key={item.href}>
                <CloseButton
                  as={SiteLink}
                  href={href(item.href)}
                  aria-current={current ? 'page' : undefined}
                  className={cn(
                    'block rounded-lg px-3 py-2.5 text-[0.95rem]',
                    current ? 'bg-brand-50 font-semibold text-navy-900' : 'text-ink hover:bg-sand-100',
                  )}
                >
                  {item.label}
                </CloseButton>
              </li>
            );
          })}
        </ul>
      </PopoverPanel>
    </Popover>
  );
}

export function MobileMenuPanel({
  main,
  resources,
  contact,
  pathname,
  social,
  fileCopy,
  labels,
  languageLink,
}: {
  fileCopy: FileCopy;
  labels: MenuLabels;
  /** The page in the other language, when it has a twin. */
  languageLink: React.ReactNode;
  main: NavItem[];
  resources: NavItem[];
  contact: NavItem;
  pathname: string;
  social: React.ReactNode;
}) {
  const mobileLink = (item: NavItem) => cn(navLinkClass(isActive(item, pathname)), 'block px-4 py-3 text-base');
  const resourcesActive = resources.some((item) => isActive(item, pathname));
  return (
    <div className="mx-auto max-w-container px-4 py-4 sm:px-6">
      <ul className="flex flex-col gap-1">
        {main.map((item) => (
          <li key={item.href}>
            <NavLink item={item} pathname={pathname} className={mobileLink(item)} />
          </li>
        ))}
        <li>
          <Disclosure>
            <DisclosureButton
              className={cn(navLinkClass(resourcesActive), 'flex w-full items-center justify-between px-4 py-3 text-base')}
            >
              {labels.resources}
              <ChevronDown aria-hidden="true" className="size-5 transition-transform in-data-open:rotate-180" />
            </DisclosureButton>
            <DisclosurePanel as="ul" className="ml-4 border-l border-sand-200 pl-2">
              {resources.map((item) => (
                <li key={item.href}>
                  <NavLink item={item} pathname={pathname} className={mobileLink(item)} />
                </li>
              ))}
            </DisclosurePanel>
          </Disclosure>
        </li>
        <li>
          <NavLink item={contact} pathname={pathname} className={mobileLink(contact)} />
        </li>
      </ul>
      <div className="mt-4 flex flex-col gap-2 border-t border-sand-200 pt-4">
        <FileButtons layout="mobile" copy={fileCopy} labels={labels.dialog} />
      </div>
      <div className="mt-4 flex items-center justify-between gap-4">
        {social}
        {languageLink}
      </div>
    </div>
  );
}
