/** Every page's route record in both languages, and the lookups pages, menus, banners and metadata share. */
import { aliases, bannerArt, routes as englishRoutes, services as englishServices } from '@/content/routes';
import { spanishPaths, spanishRoutes } from '@/content/routes.es';
import { spanishServiceRoutes } from '@/content/services';
import type { Banner, RouteRecord } from '@/lib/schemas';
import { langOf, locales, type Lang } from '@/lib/i18n';
import { postTwinOf } from './news';


const spanishRecords: RouteRecord[] = [
  ...Object.values(spanishRoutes),
  ...spanishServiceRoutes.map((route) => ({ ...route, card: route.card })),
];

const twins = new Map<string, string>();
for (const [english, spanish] of Object.entries(spanishPaths)) {
  twins.set(english, spanish);
  twins.set(spanish, english);
}

/** Every served page's record: the English site, then its Spanish twins. */
export const routes: RouteRecord[] = [...englishRoutes, ...spanishRecords.filter((r) => twins.has(r.path))];

export function routeFor(path: string): RouteRecord {
  const route = routes.find((r) => r.path === (aliases[path] ?? path));
  if (!route) throw new Error(`No route record for "${path}": add it to content/routes.ts or a file in content/services/`);
  return route;
}

/** The same page in the other language, when it is served; a news post's twin is its translated post. */
export const twinOf = (path: string): string | undefined => twins.get(aliases[path] ?? path) ?? postTwinOf(path);

/** The trail from the language's home to the page, through each parent. */
function crumbs(route: RouteRecord): Banner['pageNav'] {
  const home = twins.has(homeOf(route.path)) ? homeOf(route.path) : '/';
  const parentPath = route.parent ?? (route.path === home ? undefined : home);
  if (!parentPath) return [];
  const parent = routeFor(parentPath);
  return [...crumbs(parent), { label: parent.navLabel ?? parent.heading ?? parent.title, href: parent.path }];
}

/** The not-found page of each language (the Spanish one answers unknown paths under /es/). */
export const NOT_FOUND_PATHS: Record<Lang, string> = { en: '/404', es: '/es/404' };

function notFoundBanner(lang: Lang): Banner {
  const home = routeFor(locales[lang].home);
  return { image: bannerArt('not-found'), pageName: '404', pageNav: [{ label: home.navLabel ?? home.heading ?? home.title, href: home.path }] };
}

export function bannerFor(path: string): Banner {
  if (path === NOT_FOUND_PATHS.en) return notFoundBanner('en');
  if (path === NOT_FOUND_PATHS.es) return notFoundBanner('es');
  const route = routeFor(path);
  if (!route.heading || !route.art) throw new Error(`The route record of "${path}" needs a heading and art for its banner`);
  return { image: bannerArt(route.art), pageName: route.heading, pageNav: crumbs(route) };
}

/** Every path to pre-render, aliases included. */
export const routePaths = [...routes.map((r) => r.path), ...Object.keys(aliases)];

/** The home page of a path's language. */
export const homeOf = (path: string) => locales[langOf(path)].home;

export const routesIn = (lang: Lang) => routes.filter((r) => langOf(r.path) === lang);

/** Where a link to an English page goes from a page in `lang`: its Spanish twin once served, else the English page. */
export function localePath(englishPath: string, lang: Lang): string {
  return lang === 'es' ? (twins.get(englishPath) ?? englishPath) : englishPath;
}

/** The service cards in `lang`, in order, each linking to its page in that language (or the English page until translated). */
export function servicesIn(lang: Lang) {
  if (lang === 'en') return englishServices;
  return englishServices.map((card) => {
    const twin = twins.get(card.nav);
    const spanish = twin && routes.find((r) => r.path === twin)?.card;
    return spanish ? { ...spanish, nav: twin } : card;
  });
}
