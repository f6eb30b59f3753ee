import localFont from 'next/font/local';
import type { SiteFonts } from '@/components/layout/web-fonts';

// Self-hosted Inter and Source Serif 4, subset to what the site uses (scripts/make-fonts.sh). Optional
// and not preloaded, so the first paint never waits for them and text never shifts.
const sans = localFont({
  src: './fonts/inter-latin-400-700.woff2',
  weight: '400 700',
  display: 'optional',
  preload: false,
});
const display = localFont({
  src: './fonts/ledger-serif-latin-400-700.woff2',
  weight: '400 700',
  display: 'optional',
  preload: false,
  adjustFontFallback: 'Times New Roman',
});

export const siteFonts: SiteFonts = { sans: sans.style.fontFamily, display: display.style.fontFamily };
