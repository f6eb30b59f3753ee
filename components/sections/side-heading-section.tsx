import type { ReactNode } from 'react';
import { cn } from '@/lib/cn';

export function SideHeadingSection({
  id,
  eyebrow,
  title,
  lead,
  children,
  className,
}: {
  id: string;
  eyebrow?: string;
  title: string;
  lead?: ReactNode;
  children: ReactNode;
  className?: string;
}) {
  return (
    <section aria-labelledby={id} className={cn('grid gap-8 lg:grid-cols-[17rem_minmax(0,1fr)] lg:gap-14', className)}>
      <div className="lg:sticky lg:top-28 lg:self-start">
        {eyebrow && <p className="text-eyebrow uppercase text-gold-700">{eyebrow}</p>}
        <h2 id={id} className="mt-2 text-display-sm">
          {title}
        </h2>
        {lead && <p className="mt-4 text-lg leading-relaxed text-ink-muted">{lead}</p>}
      </div>
      <div className="min-w-0">{children}</div>
    </section>
  );
}
