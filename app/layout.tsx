import type { Metadata, Viewport } from 'next';
import localFont from 'next/font/local';
import type { ReactNode } from 'react';
import { site } from '@/content/site';
import { organisationJsonLd } from '@/content/structured-data';
import { TITLE_TEMPLATE } from '@/content/metadata';
import { SiteHeader } from '@/components/layout/site-header';
import { SiteFooter } from '@/components/layout/site-footer';
import { ContactBar } from '@/components/layout/contact-bar';
import { ScrollToTop } from '@/components/layout/scroll-to-top';
import { RouteScrollReset } from '@/components/layout/route-scroll-reset';
import { Preloader } from '@/components/layout/preloader';
import { JsonLd } from '@/components/ui/json-ld';
import './globals.css';

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

export const metadata: Metadata = {
  metadataBase: new URL(site.url),
  title: { default: site.name, template: TITLE_TEMPLATE },
  description: site.description,
  applicationName: site.name,
  formatDetection: { telephone: false },
};

export const viewport: Viewport = { themeColor: '#0f2a4a', width: 'device-width', initialScale: 1 };

export default function RootLayout({ children }: { children: ReactNode }) {
  return (
    <html lang="en-US" className={`${sans.variable} ${display.variable}`}>
      <body className="flex min-h-dvh flex-col">
        <a
          href="#main"
          className="sr-only z-[70] rounded-md bg-navy-900 px-4 py-3 font-semibold text-white focus:not-sr-only focus:fixed focus:left-4 focus:top-4"
        >
          Skip to main content
        </a>
        <Preloader />
        <RouteScrollReset />
        <SiteHeader />
        <main id="main" tabIndex={-1} className="flex-1 pt-[4.5rem] outline-none">
          {children}
        </main>
        <ContactBar />
        <SiteFooter />
        <ScrollToTop />
        <JsonLd data={organisationJsonLd()} />
      </body>
    </html>
  );
}
