import type { Metadata } from 'next';
import { SiteLink } from '@/components/ui/site-link';
import { PageBanner } from '@/components/sections/page-banner';
import { NotFoundLogger } from '@/components/layout/not-found-logger';

export const metadata: Metadata = { title: '404', robots: { index: false } };

export default function NotFound() {
  return (
    <>
      <PageBanner path="/404" notFoundBoundary />
      <section className="mx-auto max-w-container px-4 py-16 sm:px-6">
        <p className="text-lead text-ink">Sorry, the requested page does not exist.</p>
        <p className="mt-6">
          <SiteLink href="/" className="font-semibold text-brand-700 underline underline-offset-4">
            Go to the home page
          </SiteLink>
        </p>
      </section>
      <NotFoundLogger />
    </>
  );
}
