import { taxBrackets, taxYear } from '@/content/tax-brackets';
import { taxBrackets as tramos } from '@/content/tax-brackets.es';
import { taxEstimatorPage } from '@/content/tax-center';
import { taxEstimatorPage as paginaDeCalculadora } from '@/content/tax-center.es';
import { localePath } from '@/lib/content/routes';
import { uiFor } from '@/lib/content/ui';
import { money, percent } from '@/lib/format';
import { langOf, pick, type Lang } from '@/lib/i18n';
import { federalIncomeTax } from '@/lib/income-tax';
import { href } from '@/lib/paths';
import { PageBanner } from '@/components/sections/page-banner';
import { SourcesNote } from '@/components/sections/sources-note';
import { BracketTables } from '@/components/sections/bracket-tables';
import { TaxEstimator } from '@/components/sections/tax-estimator';
import { ContactCta } from '@/components/sections/contact-cta';
import { Container } from '@/components/ui/container';
import { ArrowLink } from '@/components/ui/arrow-link';

const EXAMPLE = { year: taxBrackets.years.at(-1)!.year, status: 'single', taxableIncome: 85_000 } as const;

const fill = (text: string, values: Record<string, string | number>) => text.replace(/\{(\w+)\}/g, (whole, name: string) => String(values[name] ?? whole));

/** The worked example, computed from the same figures as the estimator. */
function workedExample(lang: Lang) {
  const t = uiFor(lang).estimator.example;
  const { year, status, taxableIncome } = EXAMPLE;
  const result = federalIncomeTax(taxableIncome, taxYear(year).brackets[status]);
  const parts = result.breakdown.map((s, i) =>
    fill(t.part, { rate: s.rate, which: i === 0 ? t.first : t.next, amount: money(s.amount), tax: money(s.tax) }),
  );
  const listed = parts.length > 1 ? `${parts.slice(0, -1).join(', ')}${t.and}${parts.at(-1)}` : parts[0]!;
  return fill(t.sentence, {
    income: money(taxableIncome),
    year,
    parts: listed,
    tax: money(result.tax),
    effective: percent(result.effectiveRate),
    marginal: result.marginalRate,
  });
}

/** The tax estimator: the calculator island, the worked example and the bracket tables, all from content/tax-brackets.ts. */
export function TaxEstimatorPage({ path }: { path: string }) {
  const lang = langOf(path);
  const t = uiFor(lang).estimator;
  const brackets = pick(lang, { en: taxBrackets, es: tramos });
  const content = pick(lang, { en: taxEstimatorPage, es: paginaDeCalculadora });
  const years = brackets.years.map((y) => taxYear(y.year));
  return (
    <>
      <PageBanner path={path} />
      <Container as="section" className="py-14 sm:py-20">
        <div className="max-w-3xl">
          <p className="text-eyebrow uppercase text-gold-700">{t.eyebrow}</p>
          <h2 className="mt-2 text-display-sm sm:text-display-md">{t.heading.replace('{years}', brackets.years.map((y) => y.year).join(t.yearsJoin))}</h2>
          <div className="mt-5 space-y-4 text-lead text-ink-muted">
            {content.intro.map((paragraph) => (
              <p key={paragraph}>{paragraph}</p>
            ))}
          </div>
          <div className="mt-6 rounded-xl border border-gold-300 bg-gold-100/70 p-5">
            <p className="font-semibold text-navy-900">{t.scopeLead}</p>
            <ul className="mt-2 list-disc space-y-1 pl-5 text-ink">
              {content.scope.map((item) => (
                <li key={item}>{item}</li>
              ))}
            </ul>
          </div>
        </div>

        <section aria-labelledby="estimator-heading" className="mt-10 rounded-2xl border border-sand-200 bg-white p-4 shadow-card sm:p-8">
          <h2 id="estimator-heading" className="text-display-sm">
            {t.toolHeading}
          </h2>
          <noscript>
            <p className="mt-4 rounded-lg border border-red-700 p-4 font-semibold text-red-700">{content.noScript}</p>
          </noscript>
          <div className="mt-6">
            <TaxEstimator years={years} statuses={brackets.statuses} copy={t.tool} />
          </div>
        </section>

        <section aria-labelledby="how-heading" className="mt-14">
          <div className="max-w-3xl">
            <h2 id="how-heading" className="text-display-sm">
              {t.howHeading}
            </h2>
            <p className="mt-4 text-ink-muted">{t.how}</p>
            <p className="mt-3 text-ink-muted" data-testid="worked-example">
              {workedExample(lang)}
            </p>
            <p className="mt-4">
              <ArrowLink href={href(localePath('/tax-rates', lang))}>{t.ratesLink}</ArrowLink>
            </p>
          </div>
          <div className="mt-8">
            <BracketTables data={brackets} lang={lang} />
          </div>
        </section>

        <div className="mt-10 max-w-3xl">
          <SourcesNote sources={content.sources} lastReviewed={content.lastReviewed} lang={lang} />
        </div>
      </Container>
      <ContactCta title={t.ctaTitle} subject="tax-services" lang={lang} />
    </>
  );
}
