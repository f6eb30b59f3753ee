'use client';

import Link from 'next/link';
import { usePathname } from 'next/navigation';
import { useEffect, useId, useState } from 'react';
import {
  CloseButton,
  Disclosure,
  DisclosureButton,
  DisclosurePanel,
  Popover,
  PopoverButton,
  PopoverPanel,
} from '@headlessui/react';
import { ChevronDown, Menu, X } from 'lucide-react';
import type { NavItem } from '@/lib/schemas';
import { isActive } from '@/lib/nav';
import { href } from '@/lib/paths';
import { cn } from '@/lib/cn';
import { fileSharing } from '@/content/file-sharing';
import { FileDialogButton } from './file-dialog-button';
import { Tooltip } from '@/components/ui/tooltip';

type Props = { main: NavItem[]; resources: NavItem[]; contact: NavItem; social: React.ReactNode };

const linkBase = 'rounded-md px-3 py-2 text-[0.95rem] font-medium transition-colors';
const desktopLink = (active: boolean) =>
  cn(linkBase, active ? 'bg-brand-50 text-navy-900 font-semibold' : 'text-ink hover:bg-sand-100 hover:text-navy-900');

function NavLink({ item, pathname, className }: { item: NavItem; pathname: string; className: string }) {
  const active = isActive(item, pathname);
  return (
    <Link href={href(item.href)} aria-current={active ? 'page' : undefined} className={className} data-active={active || undefined}>
      {item.label}
    </Link>
  );
}

function FileButtons({ layout }: { layout: 'desktop' | 'mobile' }) {
  const id = useId();
  return (
    <>
      {(['fileDrop', 'clientLogin'] as const).map((mode) => (
        <Tooltip key={mode} id={`${id}-${mode}`} label={fileSharing[mode].tooltip} side="bottom" className={layout === 'mobile' ? 'flex' : undefined}>
            <FileDialogButton
              mode={mode}
              aria-describedby={`${id}-${mode}`}
              className={cn(
                'rounded-md font-semibold transition-colors',
                layout === 'desktop' ? 'px-3 py-2 text-[0.95rem]' : 'w-full px-4 py-3 text-left',
                mode === 'clientLogin'
                  ? 'bg-navy-900 text-white hover:bg-navy-800'
                  : 'border border-navy-900/20 text-navy-900 hover:bg-sand-100',
              )}
            >
              {fileSharing[mode].label}
            </FileDialogButton>
        </Tooltip>
      ))}
    </>
  );
}

/**
 * The header navigation (spec §2): desktop links with the Resources dropdown, and below xl the
 * mobile menu toggle whose panel holds the same links. Resources only expands inside the open
 * mobile menu, and closing the menu collapses it (the panel, and its Disclosure, unmount).
 */
export function MainNav({ main, resources, contact, social }: Props) {
  const pathname = usePathname() ?? '/';
  const [mobileOpen, setMobileOpen] = useState(false);
  const resourcesActive = resources.some((item) => isActive(item, pathname));

  // Close the mobile menu on every route change.
  useEffect(() => setMobileOpen(false), [pathname]);

  return (
    <>
      <div className="hidden items-center gap-1 xl:flex">
        <ul className="flex items-center gap-0.5">
          {main.map((item) => (
            <li key={item.href}>
              <NavLink item={item} pathname={pathname} className={desktopLink(isActive(item, pathname))} />
            </li>
          ))}
          <li>
            <Popover className="relative">
              <PopoverButton
                className={cn(desktopLink(resourcesActive), 'inline-flex items-center gap-1 data-open:bg-sand-100')}
              >
                Resources
                <ChevronDown aria-hidden="true" className="size-4 transition-transform in-data-open:rotate-180" />
              </PopoverButton>
              <PopoverPanel
                anchor={{ to: 'bottom start', gap: 8 }}
                className="z-50 w-60 rounded-xl border border-sand-200 bg-white p-2 shadow-lift"
              >
                <ul>
                  {resources.map((item) => {
                    const active = isActive(item, pathname);
                    return (
                      <li key={item.href}>
                        <CloseButton
                          as={Link}
                          href={href(item.href)}
                          aria-current={active ? 'page' : undefined}
                          className={cn(
                            'block rounded-lg px-3 py-2.5 text-[0.95rem]',
                            active ? 'bg-brand-50 font-semibold text-navy-900' : 'text-ink hover:bg-sand-100',
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
          </li>
          <li>
            <NavLink item={contact} pathname={pathname} className={desktopLink(isActive(contact, pathname))} />
          </li>
        </ul>
        <div className="ml-3 flex items-center gap-2">
          <FileButtons layout="desktop" />
        </div>
        <div className="ml-2">{social}</div>
      </div>

      <button
        type="button"
        className="inline-flex size-11 items-center justify-center rounded-lg text-navy-900 hover:bg-sand-100 xl:hidden"
        aria-expanded={mobileOpen}
        aria-controls="mobile-menu"
        data-active={mobileOpen ? 'true' : 'false'}
        onClick={() => setMobileOpen((open) => !open)}
      >
        {mobileOpen ? <X aria-hidden="true" className="size-6" /> : <Menu aria-hidden="true" className="size-6" />}
        <span className="sr-only">{mobileOpen ? 'Close menu' : 'Open menu'}</span>
      </button>

      <div
        id="mobile-menu"
        hidden={!mobileOpen}
        className="absolute inset-x-0 top-full max-h-[calc(100dvh-4.5rem)] overflow-y-auto border-t border-sand-200 bg-white shadow-lift xl:hidden"
      >
        {mobileOpen && (
          <div className="mx-auto max-w-container px-4 py-4 sm:px-6">
            <ul className="flex flex-col gap-1">
              {main.map((item) => (
                <li key={item.href}>
                  <NavLink
                    item={item}
                    pathname={pathname}
                    className={cn(desktopLink(isActive(item, pathname)), 'block px-4 py-3 text-base')}
                  />
                </li>
              ))}
              <li>
                <Disclosure>
                  <DisclosureButton
                    className={cn(
                      desktopLink(resourcesActive),
                      'flex w-full items-center justify-between px-4 py-3 text-base',
                    )}
                  >
                    Resources
                    <ChevronDown aria-hidden="true" className="size-5 transition-transform in-data-open:rotate-180" />
                  </DisclosureButton>
                  <DisclosurePanel as="ul" className="ml-4 border-l border-sand-200 pl-2">
                    {resources.map((item) => (
                      <li key={item.href}>
                        <NavLink
                          item={item}
                          pathname={pathname}
                          className={cn(desktopLink(isActive(item, pathname)), 'block px-4 py-3 text-base')}
                        />
                      </li>
                    ))}
                  </DisclosurePanel>
                </Disclosure>
              </li>
              <li>
                <NavLink
                  item={contact}
                  pathname={pathname}
                  className={cn(desktopLink(isActive(contact, pathname)), 'block px-4 py-3 text-base')}
                />
              </li>
            </ul>
            <div className="mt-4 flex flex-col gap-2 border-t border-sand-200 pt-4">
              <FileButtons layout="mobile" />
            </div>
            <div className="mt-4">{social}</div>
          </div>
        )}
      </div>
    </>
  );
}
