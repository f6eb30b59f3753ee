'use client';

import { usePathname } from 'next/navigation';
import { startTransition, useEffect, useRef, useState, type ReactNode } from 'react';
import type { NavItem } from '@/lib/schemas';
import type { LanguageSwitch } from '@/lib/content/navigation-for';
import { isActive } from './nav-active';
import { href, normalisePath } from '@/lib/paths';
import { cn } from '@/lib/cn';
import { Deferred, deferred, watch } from '@/components/ui/deferred';
import { InlineIcon } from '@/components/ui/inline-icon';
import type { DialogLabels, FileCopy } from './file-dialog-button';
import {
  FileButtons,
  MOBILE_RESOURCES_LIST,
  MobilePanel,
  MobileResourceItems,
  NavLink,
  RESOURCES_PANEL,
  mobileResourcesClass,
  navLinkClass,
  resourceLinkClass,
} from './nav-parts';

const menus = deferred(() => import('./nav-menus'));

/** The menu's words in the page's language (the `layout` section of content/ui.ts or ui.es.ts). */
export type MenuLabels = { resources: string; openMenu: string; closeMenu: string; dialog?: DialogLabels };

type Props = {
  main: NavItem[];
  resources: NavItem[];
  contact: NavItem;
  social: ReactNode;
  fileCopy: FileCopy;
  labels: MenuLabels;
  languageSwitch: LanguageSwitch;
};

/** Swapped on intent, not on idle: that would compete with the first scroll. Until then the stand-in opens its own list. */
function ResourcesMenu({ items, pathname, label }: { items: NavItem[]; pathname: string; label: string }) {
  const active = items.some((item) => isActive(item, pathname));
  const [open, setOpen] = useState(false);
  return (
    <Deferred
      load={menus}
      when="intent"
      fallback={(standIn) => (
        <div className="relative">
          <button
            {...standIn('resources', () => setOpen(!open))}
            type="button"
            aria-expanded={open}
            className={cn(navLinkClass(active), 'inline-flex items-center gap-1', open && 'bg-sand-100')}
          >
            {label}
            <InlineIcon name="chevron-down" className={cn('size-4 transition-transform', open && 'rotate-180')} />
          </button>
          {open && (
            <div className={RESOURCES_PANEL}>
              <ul aria-label={label}>
                {items.map((item) => (
                  <li key={item.href}>
                    <NavLink item={item} pathname={pathname} className={resourceLinkClass(isActive(item, pathname))} />
                  </li>
                ))}
              </ul>
            </div>
          )}
        </div>
      )}
    >
      {(m, takeOver) => <m.ResourcesPopover ref={takeOver('resources')} items={items} pathname={pathname} label={label} defaultOpen={open} />}
    </Deferred>
  );
}

/** Until Headless UI takes over, the stand-in opens and closes the section itself, and hands over whether it is open. */
function MobileResources({ items, pathname, label }: { items: NavItem[]; pathname: string; label: string }) {
  const [open, setOpen] = useState(false);
  return (
    <Deferred
      load={menus}
      when="now"
      fallback={(standIn) => (
        <>
          <button
            {...standIn('resources', () => setOpen(!open))}
            type="button"
            aria-expanded={open}
            className={mobileResourcesClass(items.some((item) => isActive(item, pathname)))}
          >
            {label}
            <InlineIcon name="chevron-down" className={cn('size-5 transition-transform', open && 'rotate-180')} />
          </button>
          {open && (
            <ul className={MOBILE_RESOURCES_LIST}>
              <MobileResourceItems items={items} pathname={pathname} />
            </ul>
          )}
        </>
      )}
    >
      {(m, takeOver) => <m.MobileResources ref={takeOver('resources')} items={items} pathname={pathname} label={label} defaultOpen={open} />}
    </Deferred>
  );
}

export function MainNav({ main, resources, contact, social, fileCopy, labels, languageSwitch }: Props) {
  const pathname = usePathname() ?? '/';
  const [mobileOpen, setMobileOpen] = useState(false);
  // Where the menu button shows, its panel is drawn, hidden, once the page is idle, so a tap only has to show it.
  const toggle = useRef<HTMLButtonElement>(null);
  const [panelDrawn, setPanelDrawn] = useState(false);
  // Each closing, and each page, draws a new Resources section: the menu always opens with it closed.
  const [closings, setClosings] = useState(0);
  const closeMenu = () => {
    setMobileOpen(false);
    setClosings((n) => n + 1);
  };
  const [search, setSearch] = useState('');

  useEffect(
    () =>
      watch(['idle'], null, () => {
        if (toggle.current?.offsetWidth) startTransition(() => setPanelDrawn(true));
      }),
    [],
  );

  useEffect(() => {
    setMobileOpen(false);
    setSearch(location.search);
  }, [pathname]);
  useEffect(() => {
    if (!mobileOpen) return;
    const onKey = (e: KeyboardEvent) => {
      if (e.key !== 'Escape') return;
      setMobileOpen(false);
      setClosings((n) => n + 1);
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [mobileOpen]);

  // The same page in the other language, named in that language; none where the page has no twin. A plain link:
  // the other language has its own root layout. It keeps the query string (a contact form's subject).
  const twin = languageSwitch.twins[normalisePath(pathname)];
  const switchLink = (className: string, short?: boolean) =>
    twin && (
      <a
        href={href(twin) + search}
        lang={languageSwitch.lang}
        hrefLang={languageSwitch.lang}
        title={short ? languageSwitch.label : undefined}
        onClick={(e) => (e.currentTarget.href = href(twin) + location.search)}
        className={className}
      >
        {short ? (
          <>
            <span aria-hidden="true">{languageSwitch.lang.slice(0, 2).toUpperCase()}</span>
            <span className="sr-only">{languageSwitch.label}</span>
          </>
        ) : (
          languageSwitch.label
        )}
      </a>
    );

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
            <ResourcesMenu items={resources} pathname={pathname} label={labels.resources} />
          </li>
          <li>
            <NavLink item={contact} pathname={pathname} className={navLinkClass(isActive(contact, pathname))} />
          </li>
        </ul>
        <div className="ml-3 flex items-center gap-2">
          <FileButtons layout="desktop" copy={fileCopy} labels={labels.dialog} />
        </div>
        {/* Spanish labels run longer: there the social links give way, as they are in the contact bar too. */}
        <div className="ml-2 [:lang(es)_&]:hidden">{social}</div>
        {/* The language's code on the crowded desktop row, its name to screen readers and on hover. */}
        {switchLink(
          'ml-1 rounded-md px-2 py-2 text-[0.95rem] font-medium text-ink underline underline-offset-4 transition-colors hover:bg-sand-100 hover:text-navy-900',
          true,
        )}
      </div>

      <button
        ref={toggle}
        type="button"
        className="inline-flex size-11 items-center justify-center rounded-lg text-navy-900 hover:bg-sand-100 xl:hidden"
        aria-expanded={mobileOpen}
        aria-controls="mobile-menu"
        data-active={mobileOpen ? 'true' : 'false'}
        {...menus.intent}
        onClick={() => (mobileOpen ? closeMenu() : setMobileOpen(true))}
      >
        <InlineIcon name={mobileOpen ? 'x' : 'menu'} className="size-6" />
        <span className="sr-only">{mobileOpen ? labels.closeMenu : labels.openMenu}</span>
      </button>

      <div
        id="mobile-menu"
        hidden={!mobileOpen}
        className="absolute inset-x-0 top-full h-[calc(100dvh-4.5rem)] overflow-y-auto overscroll-contain border-t border-sand-200 bg-white shadow-lift xl:hidden"
      >
        {(mobileOpen || panelDrawn) && (
          <MobilePanel
            main={main}
            contact={contact}
            pathname={pathname}
            social={social}
            fileCopy={fileCopy}
            dialogLabels={labels.dialog}
            languageLink={switchLink(cn(navLinkClass(false), 'block px-4 py-3 text-base underline underline-offset-4'))}
            resources={<MobileResources key={`${pathname} ${closings}`} items={resources} pathname={pathname} label={labels.resources} />}
          />
        )}
      </div>
    </>
  );
}
