import type { ReactNode } from 'react';
import { cn } from '@/lib/cn';

export function SectionHeading({
  eyebrow,
  title,
  lead,
  id,
  align = 'left',
  className,
}: {
  eyebrow?: string;
  title: ReactNode;
  lead?: ReactNode;
  id?: string;
  align?: 'left' | 'center';
  className?: string;
}) {
  return (
    <div className={cn('max-w-3xl', align === 'center' && 'mx-auto text-center', className)}>
      {eyebrow && <p className="text-eyebrow uppercase text-gold-700">{eyebrow}</p>}
      <h2 id={id} className="mt-2 text-display-sm sm:text-display-md">
        {title}
      </h2>
      {lead && <p className="mt-4 text-lead text-ink-muted">{lead}</p>}
    </div>
  );
}
