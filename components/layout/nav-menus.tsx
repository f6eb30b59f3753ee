'use client';

import { SiteLink } from '@/components/ui/site-link';
import { useLayoutEffect, useRef, useState, type Ref } from 'react';
import {
  CloseButton,
  Disclosure,
  DisclosureButton,
  DisclosurePanel,
  Popover,
  PopoverButton,
  PopoverPanel,
} from '@headlessui/react';
import { InlineIcon } from '@/components/ui/inline-icon';
import type { NavItem } from '@/lib/schemas';
import { isActive } from './nav-active';
import { href } from '@/lib/paths';
import { cn } from '@/lib/cn';
import { MOBILE_RESOURCES_LIST, MobileResourceItems, RESOURCES_PANEL, mobileResourcesClass, navLinkClass, resourceLinkClass } from './nav-parts';

/** The desktop Resources menu; open at once when the stand-in was left open (a Popover opens only by its button). */
export function ResourcesPopover({
  items,
  pathname,
  label,
  defaultOpen,
  ref,
}: {
  items: NavItem[];
  pathname: string;
  label: string;
  defaultOpen: boolean;
  ref?: Ref<HTMLButtonElement>;
}) {
  const active = items.some((item) => isActive(item, pathname));
  const root = useRef<HTMLDivElement>(null);
  const [opensAtOnce] = useState(defaultOpen);
  useLayoutEffect(() => {
    if (opensAtOnce) root.current?.querySelector('button')?.click();
  }, [opensAtOnce]);
  return (
    <Popover ref={root} className="relative">
      <PopoverButton ref={ref} className={cn(navLinkClass(active), 'inline-flex items-center gap-1 data-open:bg-sand-100')}>
        {label}
        <InlineIcon name="chevron-down" className="size-4 transition-transform in-data-open:rotate-180" />
      </PopoverButton>
      {/* Positioned with CSS, not `anchor`: an anchored panel is portalled with focus sentinels that axe flags. */}
      <PopoverPanel className={RESOURCES_PANEL}>
        <ul aria-label={label}>
          {items.map((item) => {
            const current = isActive(item, pathname);
            return (
              <li key={item.href}>
                <CloseButton
                  as={SiteLink}
                  href={href(item.href)}
                  aria-current={current ? 'page' : undefined}
                  className={resourceLinkClass(current)}
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

/** The phone menu's Resources section, open as the stand-in left it. */
export function MobileResources({
  items,
  pathname,
  label,
  defaultOpen,
  ref,
}: {
  items: NavItem[];
  pathname: string;
  label: string;
  defaultOpen: boolean;
  ref?: Ref<HTMLButtonElement>;
}) {
  return (
    <Disclosure defaultOpen={defaultOpen}>
      <DisclosureButton ref={ref} className={mobileResourcesClass(items.some((item) => isActive(item, pathname)))}>
        {label}
        <InlineIcon name="chevron-down" className="size-5 transition-transform in-data-open:rotate-180" />
      </DisclosureButton>
      <DisclosurePanel as="ul" className={MOBILE_RESOURCES_LIST}>
        <MobileResourceItems items={items} pathname={pathname} />
      </DisclosurePanel>
    </Disclosure>
  );
}
