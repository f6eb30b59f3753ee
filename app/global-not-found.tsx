import type { Metadata } from 'next';
import { site } from '@/content/site';
import { SiteLink } from '@/components/ui/site-link';
import { PageBanner } from '@/components/sections/page-banner';
import { NotFoundLogger } from '@/components/layout/not-found-logger';
import { localePath } from '@/lib/content/routes';
import { uiFor } from '@/lib/content/ui';
import { href } from '@/lib/paths';
import { SiteDocument } from '@/components/layout/site-document';
import './globals.css';

export const metadata: Metadata = { metadataBase: new URL(site.url), title: `404 | ${site.name}`, robots: { index: false } };

const link = 'font-semibold text-brand-700 underline underline-offset-4';

/** The one 404 page of both languages: the message in English, then in Spanish, each with its home page. */
export default function GlobalNotFound() {
  const en = uiFor('en').layout;
  const es = uiFor('es').layout;
  const spanishHome = localePath('/', 'es');
  return (
    <SiteDocument lang="en">
      <PageBanner path="/404" />
      <section className="mx-auto max-w-container px-4 py-16 sm:px-6">
        <p className="text-lead text-ink">{en.notFound}</p>
        <p className="mt-6">
          <SiteLink href="/" className={link}>
            {en.notFoundHome}
          </SiteLink>
        </p>
        <div lang="es" className="mt-10 border-t border-sand-200 pt-8">
          <p className="text-lead text-ink">{es.notFound}</p>
          <p className="mt-6">
            <a href={href(spanishHome)} hrefLang={spanishHome === '/' ? undefined : 'es-US'} className={link}>
              {es.notFoundHome}
            </a>
          </p>
        </div>
      </section>
      <NotFoundLogger />
    </SiteDocument>
  );
}
