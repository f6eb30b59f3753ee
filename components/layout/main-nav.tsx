'use client';

import { usePathname } from 'next/navigation';
import { useEffect, useState, type ReactNode } from 'react';
import { ChevronDown, Menu, X } from 'lucide-react';
import type { NavItem } from '@/lib/schemas';
import { isActive } from './nav-active';
import { cn } from '@/lib/cn';
import type { FileSharingCopy } from '@/content/file-sharing';
import { Deferred, deferred } from '@/components/ui/deferred';
import { FileButtons, NavLink, navLinkClass } from './nav-parts';

const menus = deferred(() => import('./nav-menus'));

type Props = { main: NavItem[]; resources: NavItem[]; contact: NavItem; social: ReactNode; fileCopy: FileSharingCopy };

/** Swapped on intent, not on idle: that would compete with the first scroll. */
function ResourcesMenu({ items, pathname }: { items: NavItem[]; pathname: string }) {
  const active = items.some((item) => isActive(item, pathname));
  return (
    <Deferred
      load={menus}
      when="intent"
      fallback={(standIn) => (
        <button {...standIn()} type="button" aria-expanded="false" className={cn(navLinkClass(active), 'inline-flex items-center gap-1')}>
          Resources
          <ChevronDown aria-hidden="true" className="size-4" />
        </button>
      )}
    >
      {(m, takeOver) => <m.ResourcesPopover ref={takeOver()} items={items} pathname={pathname} />}
    </Deferred>
  );
}

export function MainNav({ main, resources, contact, social, fileCopy }: Props) {
  const pathname = usePathname() ?? '/';
  const [mobileOpen, setMobileOpen] = useState(false);

  useEffect(() => setMobileOpen(false), [pathname]);
  useEffect(() => {
    if (!mobileOpen) return;
    const onKey = (e: KeyboardEvent) => e.key === 'Escape' && setMobileOpen(false);
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [mobileOpen]);

  return (
    <>
      <div className="hidden items-center gap-1 xl:flex">
        <ul className="flex items-center gap-0.5">
          {main.map((item) => (
            <li key={item.href}>
              <NavLink item={item} pathname={pathname} className={navLinkClass(isActive(item, pathname))} />
            </li>
          ))}
          <li>
            <ResourcesMenu items={resources} pathname={pathname} />
          </li>
          <li>
            <NavLink item={contact} pathname={pathname} className={navLinkClass(isActive(contact, pathname))} />
          </li>
        </ul>
        <div className="ml-3 flex items-center gap-2">
          <FileButtons layout="desktop" copy={fileCopy} />
        </div>
        <div className="ml-2">{social}</div>
      </div>

      <button
        type="button"
        className="inline-flex size-11 items-center justify-center rounded-lg text-navy-900 hover:bg-sand-100 xl:hidden"
        aria-expanded={mobileOpen}
        aria-controls="mobile-menu"
        data-active={mobileOpen ? 'true' : 'false'}
        {...menus.intent}
        onClick={() => setMobileOpen((open) => !open)}
      >
        {mobileOpen ? <X aria-hidden="true" className="size-6" /> : <Menu aria-hidden="true" className="size-6" />}
        <span className="sr-only">{mobileOpen ? 'Close menu' : 'Open menu'}</span>
      </button>

      <div
        id="mobile-menu"
        hidden={!mobileOpen}
        className="absolute inset-x-0 top-full h-[calc(100dvh-4.5rem)] overflow-y-auto overscroll-contain border-t border-sand-200 bg-white shadow-lift xl:hidden"
      >
        {mobileOpen && (
          <Deferred load={menus} when="now" fallback={<p className="px-6 py-4 text-ink-muted">Loading menu…</p>}>
            {(m) => <m.MobileMenuPanel main={main} resources={resources} contact={contact} pathname={pathname} social={social} fileCopy={fileCopy} />}
          </Deferred>
        )}
      </div>
    </>
  );
}
