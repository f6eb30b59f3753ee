import { site } from '@/content/site';
import { formatDate } from '@/lib/format';

export function ReviewNote({ lastReviewed, className, figures = true }: { lastReviewed: string; className?: string; figures?: boolean }) {
  return (
    <div className={className}>
      <p>
        <span className="font-semibold text-ink">Last reviewed:</span> <time dateTime={lastReviewed}>{formatDate(lastReviewed)}</time>
      </p>
      <p className="mt-1">
        {figures && 'Figures are current as of that date. '}
        {site.disclaimer}
      </p>
    </div>
  );
}
