import type { Metadata } from 'next';
import { site } from '@/content/site';
import { SiteLink } from '@/components/ui/site-link';
import { PageBanner } from '@/components/sections/page-banner';
import { NotFoundLogger } from '@/components/layout/not-found-logger';
import { fontVariables } from './fonts';
import { SiteDocument } from '@/components/layout/site-document';
import './globals.css';

export const metadata: Metadata = { metadataBase: new URL(site.url), title: `404 | ${site.name}`, robots: { index: false } };

export default function GlobalNotFound() {
  return (
    <SiteDocument lang="en" fonts={fontVariables}>
      <PageBanner path="/404" />
      <section className="mx-auto max-w-container px-4 py-16 sm:px-6">
        <p className="text-lead text-ink">Sorry, the requested page does not exist.</p>
        <p className="mt-6">
          <SiteLink href="/" className="font-semibold text-brand-700 underline underline-offset-4">
            Go to the home page
          </SiteLink>
        </p>
      </section>
      <NotFoundLogger />
    </SiteDocument>
  );
}
