import { site } from '@/content/site';
import { site as sitio } from '@/content/site.es';
import { formatDate } from '@/lib/format';
import { pick, type Lang } from '@/lib/i18n';
import { uiFor } from '@/lib/content/ui';

export function ReviewNote({ lastReviewed, className, figures = true, lang = 'en' }: { lastReviewed: string; className?: string; figures?: boolean; lang?: Lang }) {
  const t = uiFor(lang).sources;
  return (
    <div className={className}>
      <p>
        <span className="font-semibold text-ink">{t.lastReviewed}</span> <time dateTime={lastReviewed}>{formatDate(lastReviewed, lang)}</time>
      </p>
      <p className="mt-1">
        {figures && t.figuresCurrent}
        {pick(lang, { en: site, es: sitio }).disclaimer}
      </p>
    </div>
  );
}
