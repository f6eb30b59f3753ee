import { SiteLink } from '@/components/ui/site-link';
import { Icon } from '@/components/ui/icon';
import type { Crumb } from '@/lib/schemas';
import { href } from '@/lib/paths';
import { breadcrumbJsonLd } from '@/content/structured-data';
import { JsonLd } from '@/components/ui/json-ld';
import { uiFor } from '@/lib/content/ui';
import type { Lang } from '@/lib/i18n';

export function Breadcrumbs({
  trail,
  current,
  currentHref,
  structuredData = true,
  lang = 'en',
}: {
  trail: Crumb[];
  current: string;
  currentHref: string;
  structuredData?: boolean;
  lang?: Lang;
}) {
  const full = trail;
  return (
    <nav aria-label={uiFor(lang).layout.breadcrumb}>
      <ol className="flex flex-wrap items-center gap-1.5 text-sm text-white/90">
        {full.map((crumb) => (
          <li key={crumb.href} className="flex items-center gap-1.5">
            <SiteLink href={href(crumb.href)} className="underline-offset-4 hover:text-white hover:underline">
              {crumb.label}
            </SiteLink>
            <Icon name="chevron-right" className="size-3.5 text-gold-300" />
          </li>
        ))}
        <li>
          <span aria-current="page" className="font-semibold text-white">
            {current}
          </span>
        </li>
      </ol>
      {structuredData && <JsonLd data={breadcrumbJsonLd([...full, { label: current, href: currentHref }], lang)} />}
    </nav>
  );
}
