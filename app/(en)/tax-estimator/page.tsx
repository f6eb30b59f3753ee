import { ArrowRight } from 'lucide-react';
import { taxBrackets, taxYear } from '@/content/tax-brackets';
import { taxEstimatorPage } from '@/content/tax-center';
import { pageMetadata } from '@/lib/content/metadata';
import { money, percent } from '@/lib/format';
import { federalIncomeTax } from '@/lib/income-tax';
import { href } from '@/lib/paths';
import { PageBanner } from '@/components/sections/page-banner';
import { SourcesNote } from '@/components/sections/sources-note';
import { BracketTables } from '@/components/sections/bracket-tables';
import { TaxEstimator } from '@/components/sections/tax-estimator';
import { ContactCta } from '@/components/sections/contact-cta';
import { Container } from '@/components/ui/container';
import { SiteLink } from '@/components/ui/site-link';

export const generateMetadata = () => pageMetadata('/tax-estimator');

const EXAMPLE = { year: taxBrackets.years.at(-1)!.year, status: 'single', taxableIncome: 85_000 } as const;

/** The worked example, computed from the same figures as the estimator. */
function workedExample() {
  const { year, status, taxableIncome } = EXAMPLE;
  const result = federalIncomeTax(taxableIncome, taxYear(year).brackets[status]);
  const parts = result.breakdown.map((s, i) => `${s.rate}% on the ${i === 0 ? 'first' : 'next'} ${money(s.amount)} (${money(s.tax)})`);
  const listed = parts.length > 1 ? `${parts.slice(0, -1).join(', ')} and ${parts.at(-1)}` : parts[0];
  return `A single filer with ${money(taxableIncome)} of taxable income in ${year} pays ${listed}: ${money(result.tax)} in all. That is an effective rate of ${percent(result.effectiveRate)}, although the marginal rate, the rate on the last dollar, is ${result.marginalRate}%.`;
}

export default function Page() {
  const years = taxBrackets.years.map((y) => taxYear(y.year));
  return (
    <>
      <PageBanner path='/tax-estimator' />
      <Container as="section" className="py-14 sm:py-20">
        <div className="max-w-3xl">
          <p className="text-eyebrow uppercase text-gold-700">Federal income tax</p>
          <h2 className="mt-2 text-display-sm sm:text-display-md">Estimate your {taxBrackets.years.map((y) => y.year).join(' or ')} federal income tax</h2>
          <div className="mt-5 space-y-4 text-lead text-ink-muted">
            {taxEstimatorPage.intro.map((paragraph) => (
              <p key={paragraph}>{paragraph}</p>
            ))}
          </div>
          <div className="mt-6 rounded-xl border border-gold-300 bg-gold-100/70 p-5">
            <p className="font-semibold text-navy-900">This is an estimate of:</p>
            <ul className="mt-2 list-disc space-y-1 pl-5 text-ink">
              {taxEstimatorPage.scope.map((item) => (
                <li key={item}>{item}</li>
              ))}
            </ul>
          </div>
        </div>

        <section aria-labelledby="estimator-heading" className="mt-10 rounded-2xl border border-sand-200 bg-white p-4 shadow-card sm:p-8">
          <h2 id="estimator-heading" className="text-display-sm">
            Tax estimator
          </h2>
          <noscript>
            <p className="mt-4 rounded-lg border border-red-700 p-4 font-semibold text-red-700">{taxEstimatorPage.noScript}</p>
          </noscript>
          <div className="mt-6">
            <TaxEstimator years={years} statuses={taxBrackets.statuses} />
          </div>
        </section>

        <section aria-labelledby="how-heading" className="mt-14">
          <div className="max-w-3xl">
            <h2 id="how-heading" className="text-display-sm">
              How the tax adds up
            </h2>
            <p className="mt-4 text-ink-muted">
              Each rate applies only to the part of taxable income between its threshold and the next one, so moving into a higher bracket taxes
              only the income above the threshold at the higher rate.
            </p>
            <p className="mt-3 text-ink-muted" data-testid="worked-example">
              {workedExample()}
            </p>
            <p className="mt-4">
              <SiteLink
                href={href('/tax-rates')}
                className="inline-flex items-center gap-2 font-semibold text-brand-700 underline decoration-brand-200 underline-offset-4 hover:text-navy-900"
              >
                See the tax rate tables
                <ArrowRight aria-hidden="true" className="size-4" />
              </SiteLink>
            </p>
          </div>
          <div className="mt-8">
            <BracketTables data={taxBrackets} />
          </div>
        </section>

        <div className="mt-10 max-w-3xl">
          <SourcesNote sources={taxEstimatorPage.sources} lastReviewed={taxEstimatorPage.lastReviewed} />
        </div>
      </Container>
      <ContactCta title="Want a full projection, credits and all?" subject="tax-services" />
    </>
  );
}
