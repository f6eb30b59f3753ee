/**
 * The Spanish menus, made from the English ones: each entry named by its page's Spanish route record and
 * pointing at the Spanish page (the English page until its twin is served).
 */
import type { NavItem } from '@/lib/schemas';
import {
  accessibilityNavItem as englishAccessibility,
  contactNavItem as englishContact,
  navigation as englishNavigation,
  privacyNavItem as englishPrivacy,
} from './navigation';
import { englishOnlyPaths, spanishRoutes, type PagePath } from '@/content/routes.es';
import { fileSharing } from '@/content/file-sharing.es';
import { localePath } from './routes';

const spanishPathFor = (path: string) => localePath(path, 'es');

/** Menu names of service pages, whose Spanish route records are in their Markdown twins (content/services/*.es.md). */
const serviceMenuLabels: Record<string, string> = { '/services': 'Servicios' };

function menuLabel(path: string): string {
  const route = (spanishRoutes as Partial<Record<string, (typeof spanishRoutes)[PagePath]>>)[path];
  const label = route ? (route.navLabel ?? route.heading ?? route.title) : serviceMenuLabels[path];
  if (!label) throw new Error(`lib/content/navigation-es.ts: no Spanish menu name for "${path}"`);
  return label;
}

/** An English menu entry as its Spanish twin: English-only aliases drop out of `activeFor`. */
function navItem(item: NavItem): NavItem {
  const href = spanishPathFor(item.href);
  const activeFor = [...new Set(item.activeFor.filter((path) => !englishOnlyPaths.includes(path)).map(spanishPathFor))].filter((path) => path !== href);
  return { label: menuLabel(item.href), href, activeFor };
}

type FooterItem = (typeof englishNavigation.footerUseful)[number];

function footerItem(item: FooterItem): FooterItem {
  if ('dialog' in item) return { label: fileSharing[item.dialog].label, dialog: item.dialog };
  return { label: menuLabel(item.href), href: spanishPathFor(item.href) };
}

export const navigation: typeof englishNavigation = {
  main: englishNavigation.main.map(navItem),
  resources: englishNavigation.resources.map(navItem),
  footerUseful: englishNavigation.footerUseful.map(footerItem),
};

export const contactNavItem = navItem(englishContact);
export const privacyNavItem = navItem(englishPrivacy);
export const accessibilityNavItem = navItem(englishAccessibility);
