import type { ReactNode } from 'react';
import { Icon } from '@/components/ui/icon';
import { cn } from '@/lib/cn';

export function Notice({
  id,
  eyebrow,
  title,
  children,
  aside,
  className,
}: {
  id: string;
  eyebrow?: ReactNode;
  title: string;
  children: ReactNode;
  aside?: ReactNode;
  className?: string;
}) {
  return (
    <section
      aria-labelledby={id}
      className={cn(
        'relative overflow-hidden rounded-2xl border border-gold-300 bg-gold-100/70 p-6 shadow-card sm:p-8',
        'before:absolute before:inset-y-0 before:left-0 before:w-1.5 before:bg-gold-500',
        className,
      )}
    >
      <div className="flex flex-col gap-6 md:flex-row md:items-start md:justify-between">
        <div className="flex flex-col gap-3 sm:flex-row sm:gap-4">
          <Icon name="circle-alert" className="size-7 shrink-0 text-gold-700 sm:mt-1" />
          <div className="max-w-3xl">
            {eyebrow && <p className="text-eyebrow uppercase text-gold-700">{eyebrow}</p>}
            <h2 id={id} className="mt-1 text-2xl font-semibold sm:text-display-sm">
              {title}
            </h2>
            <div className="mt-4 space-y-3 leading-relaxed text-ink">{children}</div>
          </div>
        </div>
        {aside && <div className="md:shrink-0">{aside}</div>}
      </div>
    </section>
  );
}
