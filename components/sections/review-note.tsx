import { site } from '@/content/site';
import { formatDate } from '@/lib/format';

export function ReviewNote({ lastReviewed, className }: { lastReviewed: string; className?: string }) {
  return (
    <div className={className}>
      <p>
        <span className="font-semibold text-ink">Last reviewed:</span> <time dateTime={lastReviewed}>{formatDate(lastReviewed)}</time>
      </p>
      <p className="mt-1">
        Figures are current as of that date. {site.disclaimer}
      </p>
    </div>
  );
}
