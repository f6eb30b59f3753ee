import localFont from 'next/font/local';

// Self-hosted Inter and Source Serif 4, subset to what the site uses (scripts/make-fonts.sh). Optional
// and not preloaded, so the first paint never waits for them and text never shifts: a first visit
// reads in the size-matched system font, later page loads in these, from the cache.
const sans = localFont({
  src: './fonts/inter-latin-400-700.woff2',
  variable: '--font-sans',
  weight: '400 700',
  display: 'optional',
  preload: false,
});
const display = localFont({
  src: './fonts/ledger-serif-latin-400-700.woff2',
  variable: '--font-display',
  weight: '400 700',
  display: 'optional',
  preload: false,
  adjustFontFallback: 'Times New Roman',
});

export const fontVariables = `${sans.variable} ${display.variable}`;
