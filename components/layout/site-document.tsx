import type { ReactNode } from 'react';
import { locales, type Lang } from '@/lib/i18n';
import { uiFor } from '@/lib/content/ui';
import { SiteHeader } from './site-header';
import { SiteFooter } from './site-footer';
import { ContactBar } from './contact-bar';
import { ScrollToTop } from './scroll-to-top';
import { RouteScrollReset } from './route-scroll-reset';
import { Preloader } from './preloader';
import { EARLY_TAPS } from './early-taps';
import { WEB_FONTS_NOTED } from './web-fonts';

/** The document every page shares: the root layout of each language and the 404 page render it. */
export function SiteDocument({ lang, children }: { lang: Lang; children: ReactNode }) {
  const ui = uiFor(lang);
  const t = ui.document;
  return (
    // The page's own script may add the web fonts' class before React hydrates.
    <html lang={locales[lang].html} suppressHydrationWarning>
      {/* eslint-disable-next-line @next/next/no-head-element -- a root layout's own <head>, which the App Router merges */}
      <head>
        <script dangerouslySetInnerHTML={{ __html: `${EARLY_TAPS};${WEB_FONTS_NOTED}` }} />
      </head>
      <body className="flex min-h-dvh flex-col">
        <a
          href="#main"
          className="sr-only z-[70] rounded-md bg-navy-900 px-4 py-3 font-semibold text-white focus:not-sr-only focus:fixed focus:left-4 focus:top-4"
        >
          {t.skipLink}
        </a>
        <Preloader />
        <RouteScrollReset />
        <SiteHeader lang={lang} />
        <main id="main" tabIndex={-1} className="flex-1 pt-[4.5rem] outline-none">
          {children}
        </main>
        <ContactBar lang={lang} />
        <SiteFooter lang={lang} />
        <ScrollToTop label={ui.layout.scrollToTop} />
      </body>
    </html>
  );
}
