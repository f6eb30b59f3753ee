import { modulesSettled, watch } from '@/components/ui/deferred';

/** The class the web fonts (app/fonts.css) hang on, and the local-storage note that lets a page load put it on. */
export const WEB_FONTS = 'web-fonts';

/** Run before the first paint: puts the web fonts on when an earlier page load noted them fetched. */
export const WEB_FONTS_NOTED = `try{localStorage.getItem('${WEB_FONTS}')&&document.documentElement.classList.add('${WEB_FONTS}')}catch(e){}`;

/** Once the page has loaded, fetches the web fonts into the cache and notes it, so the next page load shows them. */
export function fetchWebFontsLater(): () => void {
  if (document.documentElement.classList.contains(WEB_FONTS)) return () => {};
  const fetchFonts = () =>
    Promise.allSettled([...document.fonts].filter((face) => face.status === 'unloaded').map((face) => face.load()))
      .then(() => localStorage.setItem(WEB_FONTS, '1'))
      .catch(() => {});
  // The islands' modules are fetched at the first idle moment after hydration, which comes before this one: the fonts wait for them.
  return watch(['idle'], null, () => void modulesSettled().then(fetchFonts));
}
