import { SiteLink } from '@/components/ui/site-link';
import { PageBanner } from '@/components/sections/page-banner';
import { NotFoundLogger } from '@/components/layout/not-found-logger';
import { NOT_FOUND_PATHS } from '@/lib/content/routes';
import { uiFor } from '@/lib/content/ui';
import { locales, type Lang } from '@/lib/i18n';
import { href } from '@/lib/paths';

/** The not-found page of one language, in that language's layout (the Spanish one answers unknown paths under /es/). */
export function NotFoundPage({ lang }: { lang: Lang }) {
  const t = uiFor(lang).layout;
  return (
    <>
      <PageBanner path={NOT_FOUND_PATHS[lang]} />
      <section className="mx-auto max-w-container px-4 py-16 sm:px-6">
        <p className="text-lead text-ink">{t.notFound}</p>
        <p className="mt-6">
          <SiteLink href={href(locales[lang].home)} className="font-semibold text-brand-700 underline underline-offset-4">
            {t.notFoundHome}
          </SiteLink>
        </p>
      </section>
      <NotFoundLogger />
    </>
  );
}
