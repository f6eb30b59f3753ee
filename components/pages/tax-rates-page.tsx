import { Icon } from '@/components/ui/icon';
import { taxRatesPage } from '@/content/tax-center';
import { taxRatesPage as paginaDeTasas } from '@/content/tax-center.es';
import { localePath } from '@/lib/content/routes';
import { taxRatesEmbedPath } from '@/lib/content/tax-rates-embed';
import { uiFor } from '@/lib/content/ui';
import { langOf, pick } from '@/lib/i18n';
import { href } from '@/lib/paths';
import { PageBanner } from '@/components/sections/page-banner';
import { SourcesNote } from '@/components/sections/sources-note';
import { TaxRatesFrame } from '@/components/sections/tax-rates-frame';
import { ContactCta } from '@/components/sections/contact-cta';
import { Container } from '@/components/ui/container';
import { ArrowLink, textLinkClass } from '@/components/ui/arrow-link';

/** Tax rates: the brackets and standard deductions, framed from their own plain page in the same language. */
export function TaxRatesPage({ path }: { path: string }) {
  const lang = langOf(path);
  const t = uiFor(lang).taxRates;
  const content = pick(lang, { en: taxRatesPage, es: paginaDeTasas });
  const embed = taxRatesEmbedPath[lang];
  return (
    <>
      <PageBanner path={path} />
      <Container as="section" className="py-14 sm:py-20">
        <div className="max-w-3xl">
          <p className="text-eyebrow uppercase text-gold-700">{t.eyebrow}</p>
          <h2 className="mt-2 text-display-sm sm:text-display-md">{t.heading}</h2>
          <div className="mt-5 space-y-4 text-lead text-ink-muted">
            {content.intro.map((paragraph) => (
              <p key={paragraph}>{paragraph}</p>
            ))}
          </div>
          <p className="mt-6">
            {/* A static file, not a route: a plain link, opened in a new tab so this page stays put. */}
            <a
              href={embed}
              target="_blank"
              rel="noopener noreferrer"
              className={textLinkClass}
            >
              {t.openEmbed}
              <Icon name="external-link" className="size-4" />
              <span className="sr-only">{t.newTab}</span>
            </a>
          </p>
          <p className="mt-3">
            <ArrowLink href={href(localePath('/tax-estimator', lang))}>{t.estimatorLink}</ArrowLink>
          </p>
        </div>
        <div className="mt-10 overflow-hidden rounded-2xl border border-sand-200 bg-white shadow-card">
          <TaxRatesFrame src={embed} title={content.embedTitle} />
        </div>
        <div className="mt-10 max-w-3xl">
          <SourcesNote sources={content.sources} lastReviewed={content.lastReviewed} lang={lang} />
        </div>
      </Container>
      <ContactCta title={t.ctaTitle} subject="tax-services" lang={lang} />
    </>
  );
}
