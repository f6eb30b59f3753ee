/** The site's two languages: US English (its URLs unprefixed) and US Spanish (under /es). */
export type Lang = 'en' | 'es';

export const LANGS: readonly Lang[] = ['en', 'es'];

export const locales: Record<Lang, { html: string; og: string; name: string; home: string }> = {
  en: { html: 'en-US', og: 'en_US', name: 'English', home: '/' },
  es: { html: 'es-US', og: 'es_US', name: 'Español', home: '/es' },
};

/** The language of a site path: "/es" and everything under it is Spanish. */
export const langOf = (path: string): Lang => (path === '/es' || path.startsWith('/es/') ? 'es' : 'en');

/** The value for `lang` in `en` or `es`. */
export const pick = <T>(lang: Lang, values: Record<Lang, T>): T => values[lang];
