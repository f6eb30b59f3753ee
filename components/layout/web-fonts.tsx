import { WebFontsLater } from './web-fonts-later';

/** next/font's font-family stacks: the web font first, then its size-matched local fallback. */
export type SiteFonts = { sans: string; display: string };

/** The class the web fonts hang on, and the local-storage note that lets a page load put it on. */
const KEY = 'web-fonts';
const NOTED = `try{localStorage.getItem('${KEY}')&&document.documentElement.classList.add('${KEY}')}catch(e){}`;

const [web, fallback] = [(stack: string) => stack.split(',')[0]!.trim(), (stack: string) => stack.split(',').slice(1).join(',').trim()];

/**
 * A first visit reads in the local fallbacks and fetches the web fonts only once the page has loaded (they would
 * not be shown on it anyway: they are optional), so they never compete with the page's own scripts on a slow
 * connection. Later page loads, noted in local storage, use them from the cache.
 */
export function WebFonts({ fonts }: { fonts: SiteFonts }) {
  const css = `:root{--font-sans:${fallback(fonts.sans)};--font-display:${fallback(fonts.display)}}:root.${KEY}{--font-sans:${fonts.sans};--font-display:${fonts.display}}`;
  return (
    <>
      <style>{css}</style>
      <script dangerouslySetInnerHTML={{ __html: NOTED }} />
      <WebFontsLater families={[web(fonts.sans), web(fonts.display)]} note={KEY} />
    </>
  );
}
