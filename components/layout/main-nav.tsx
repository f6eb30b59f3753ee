'use client';

import { usePathname } from 'next/navigation';
import { lazy, Suspense, useEffect, useRef, useState, type ReactNode } from 'react';
import { ChevronDown, Menu, X } from 'lucide-react';
import type { NavItem } from '@/lib/schemas';
import { isActive } from '@/lib/nav';
import { clsx as cn } from 'clsx';
import type { FileSharingCopy } from '@/content/file-sharing';
import { FileButtons, NavLink, navLinkClass } from './nav-parts';

const loadMenus = () => import('./nav-menus');
type Menus = Awaited<ReturnType<typeof loadMenus>>;
const MobileMenuPanel = lazy(() => loadMenus().then((m) => ({ default: m.MobileMenuPanel })));

type Props = { main: NavItem[]; resources: NavItem[]; contact: NavItem; social: ReactNode; fileCopy: FileSharingCopy };

/**
 * The Resources dropdown. A stand-in button with the same look is shown until it is first pressed;
 * hovering or focusing it fetches the Headless UI module (so it is usually there by the time of the
 * press), and the press, with the focus, is carried over to the real Popover button. Nothing is
 * fetched for visitors who never reach for it, and none on phones, where this row is hidden: the
 * module is not loaded on idle, because evaluating it and swapping the button in would take the
 * main thread just after load, when the visitor starts scrolling and reading.
 */
function ResourcesMenu({ items, pathname }: { items: NavItem[]; pathname: string }) {
  // The loaded module itself, not React.lazy: a lazy component would swap in whenever it resolves,
  // possibly mid-press; this way the swap happens only in `swap`.
  const [menus, setMenus] = useState<Menus | null>(null);
  const intent = useRef({ focus: false, open: false });
  const stand = useRef<HTMLButtonElement>(null);
  // Never swap the button while it is being pressed: the click would land on neither button.
  const pressing = useRef(false);
  const swap = (loaded: Menus) => {
    if (pressing.current) return;
    intent.current.focus ||= document.activeElement === stand.current;
    setMenus(loaded);
  };
  const release = () => {
    pressing.current = false;
    void loadMenus().then(swap);
  };
  const active = items.some((item) => isActive(item, pathname));
  const fallback = (
    <button
      ref={stand}
      type="button"
      aria-expanded="false"
      className={cn(navLinkClass(active), 'inline-flex items-center gap-1')}
      onPointerEnter={() => void loadMenus()}
      onFocus={() => void loadMenus()}
      onPointerDown={() => {
        pressing.current = true;
        void loadMenus();
      }}
      onPointerLeave={release}
      onPointerCancel={release}
      onClick={() => {
        intent.current = { focus: true, open: true };
        release();
      }}
    >
      Resources
      <ChevronDown aria-hidden="true" className="size-4" />
    </button>
  );
  if (!menus) return fallback;
  return (
    // eslint-disable-next-line react-hooks/refs -- read once, on the render that mounts the menu, to carry over the visitor's first click or focus
    <menus.ResourcesPopover items={items} pathname={pathname} autoFocus={intent.current.focus} openOnMount={intent.current.open} />
  );
}

/**
 * The header navigation: desktop links with the Resources dropdown; below xl the mobile
 * menu toggle (active/inactive, icons swap) whose panel holds the same links. Resources only
 * expands inside the open mobile menu, and closing the menu collapses it (the panel unmounts).
 */
export function MainNav({ main, resources, contact, social, fileCopy }: Props) {
  const pathname = usePathname() ?? '/';
  const [mobileOpen, setMobileOpen] = useState(false);

  // Close the mobile menu on every route change.
  useEffect(() => setMobileOpen(false), [pathname]);
  // Escape closes the open mobile menu.
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
        onPointerEnter={() => void loadMenus()}
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
          <Suspense fallback={<p className="px-6 py-4 text-ink-muted">Loading menu…</p>}>
            <MobileMenuPanel
              main={main}
              resources={resources}
              contact={contact}
              pathname={pathname}
              social={social}
              fileCopy={fileCopy}
            />
          </Suspense>
        )}
      </div>
    </>
  );
}
