import { ArrowRight, ExternalLink } from 'lucide-react';
import { taxRatesPage } from '@/content/tax-center';
import { pageMetadata } from '@/lib/content/metadata';
import { PageBanner } from '@/components/sections/page-banner';
import { SourcesNote } from '@/components/sections/sources-note';
import { TaxRatesFrame } from '@/components/sections/tax-rates-frame';
import { ContactCta } from '@/components/sections/contact-cta';
import { Container } from '@/components/ui/container';
import { SiteLink } from '@/components/ui/site-link';
import { href } from '@/lib/paths';

export const generateMetadata = () => pageMetadata('/tax-rates');

export default function Page() {
  return (
    <>
      <PageBanner path='/tax-rates' />
      <Container as="section" className="py-14 sm:py-20">
        <div className="max-w-3xl">
          <p className="text-eyebrow uppercase text-gold-700">Federal income tax</p>
          <h2 className="mt-2 text-display-sm sm:text-display-md">2025 and 2026 brackets and standard deductions</h2>
          <div className="mt-5 space-y-4 text-lead text-ink-muted">
            {taxRatesPage.intro.map((paragraph) => (
              <p key={paragraph}>{paragraph}</p>
            ))}
          </div>
          <p className="mt-6">
            {/* A static file, not a route: a plain link, opened in a new tab so this page stays put. */}
            <a
              href={taxRatesPage.embed}
              target="_blank"
              rel="noopener noreferrer"
              className="inline-flex items-center gap-2 font-semibold text-brand-700 underline decoration-brand-200 underline-offset-4 hover:text-navy-900"
            >
              Open the tax rate tables on their own page
              <ExternalLink aria-hidden="true" className="size-4" />
              <span className="sr-only">(opens in a new tab)</span>
            </a>
          </p>
          <p className="mt-3">
            <SiteLink
              href={href('/tax-estimator')}
              className="inline-flex items-center gap-2 font-semibold text-brand-700 underline decoration-brand-200 underline-offset-4 hover:text-navy-900"
            >
              Estimate your tax with these brackets
              <ArrowRight aria-hidden="true" className="size-4" />
            </SiteLink>
          </p>
        </div>
        <div className="mt-10 overflow-hidden rounded-2xl border border-sand-200 bg-white shadow-card">
          <TaxRatesFrame src={taxRatesPage.embed} title={taxRatesPage.embedTitle} />
        </div>
        <div className="mt-10 max-w-3xl">
          <SourcesNote sources={taxRatesPage.sources} lastReviewed={taxRatesPage.lastReviewed} />
        </div>
      </Container>
      <ContactCta title="Want to know what these rates mean for you?" subject="tax-services" />
    </>
  );
}
