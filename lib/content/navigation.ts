import type { NavItem } from '@/lib/schemas';
import { aliases } from '@/content/routes';
import { routeFor, routePaths } from '@/lib/content/routes';

const menus = {
  main: ['/', '/about', '/services', '/team'],
  resources: ['/tax-center', '/tax-calendar', '/useful-links', '/forms-instructions'],
  contact: '/contact',
};
const inMenus = [...menus.main, ...menus.resources, menus.contact];

/** The menu entry a page highlights: its own, or its nearest parent's (an alias counts as its original). */
function menuPathOf(path: string): string | undefined {
  for (let current: string | undefined = aliases[path] ?? path; current; current = routeFor(current).parent) {
    if (inMenus.includes(current)) return current;
  }
  return undefined;
}

function navItem(path: string): NavItem {
  const route = routeFor(path);
  const activeFor = routePaths.filter((other) => other !== path && menuPathOf(other) === path);
  return { label: route.navLabel ?? route.heading ?? route.title, href: path, activeFor };
}

export const navigation = {
  main: menus.main.map(navItem),
  resources: menus.resources.map(navItem),
  footerUseful: [
    { label: 'Home', href: '/' },
    { label: 'About us', href: '/about' },
    { label: 'Services', href: '/services' },
    { label: 'File Drop', dialog: 'fileDrop' },
    { label: 'Client Login', dialog: 'clientLogin' },
  ] as ({ label: string; href: string } | { label: string; dialog: 'fileDrop' | 'clientLogin' })[],
};

export const contactNavItem = navItem(menus.contact);

/** In every page's footer: the privacy notice under the privacy statement, the accessibility statement by the copyright line. */
export const privacyNavItem = navItem('/privacy');
export const accessibilityNavItem = navItem('/accessibility');
