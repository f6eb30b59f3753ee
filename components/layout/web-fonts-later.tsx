'use client';

import { useEffect } from 'react';
import { modulesSettled, watch } from '@/components/ui/deferred';

/** Once the page has loaded, fetches the web fonts into the cache and notes it for the next page load. */
export function WebFontsLater({ families, note }: { families: string[]; note: string }) {
  useEffect(() => {
    if (document.documentElement.classList.contains(note)) return;
    let stop = () => {};
    const fetchFonts = () =>
      Promise.all(families.map((family) => document.fonts.load(`1em ${family}`)))
        .then((faces) => faces.every((found) => found.length > 0) && localStorage.setItem(note, '1'))
        .catch(() => {});
    // The islands' modules are fetched at the first idle moment after hydration: the fonts wait for them.
    const afterModules = () => {
      stop = watch(['idle'], null, () => {
        stop = watch(['idle'], null, () => void modulesSettled().then(fetchFonts));
      });
    };
    if (document.readyState === 'complete') afterModules();
    else window.addEventListener('load', afterModules, { once: true });
    return () => {
      stop();
      window.removeEventListener('load', afterModules);
    };
  }, [families, note]);
  return null;
}
