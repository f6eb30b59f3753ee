import type { ReactNode } from 'react';
import { Icon } from '@/components/ui/icon';

/** The border keeps 3:1 against white (WCAG 1.4.11); padding and text colour are per control, as clsx cannot merge. */
export const controlClass =
  'block w-full rounded-lg border border-ink-muted/80 bg-white py-2.5 text-base shadow-sm transition-colors ' +
  'hover:border-navy-900 focus-visible:border-brand-500 group-data-[pending=true]:bg-sand-50 ' +
  'aria-[invalid=true]:border-red-700 aria-[invalid=true]:bg-red-50/40 aria-[invalid=true]:transition-none';

export function describedBy(id: string, opts: { hint?: boolean; error?: boolean; extra?: string }): string | undefined {
  const ids = [opts.hint && `${id}-hint`, opts.extra, opts.error && `${id}-error`].filter(Boolean);
  return ids.length ? ids.join(' ') : undefined;
}

export function Field({
  id,
  label,
  required,
  hint,
  error,
  aside,
  children,
  className,
}: {
  id: string;
  label: string;
  required?: boolean;
  hint?: ReactNode;
  error?: string;
  /** Right of the label row (the message counter). */
  aside?: ReactNode;
  children: ReactNode;
  className?: string;
}) {
  return (
    <div className={className}>
      <div className="flex items-baseline justify-between gap-3">
        <label htmlFor={id} className="block text-sm font-semibold text-navy-900">
          {label}
          {required && (
            <span aria-hidden="true" className="ml-0.5 text-red-700">
              *
            </span>
          )}
        </label>
        {aside}
      </div>
      <div className="mt-1.5">{children}</div>
      {hint && (
        <p id={`${id}-hint`} className="mt-1.5 text-sm text-ink-muted">
          {hint}
        </p>
      )}
      {error && (
        <p id={`${id}-error`} className="mt-1.5 flex items-start gap-1.5 text-sm font-medium text-red-700">
          <Icon name="circle-alert" className="mt-0.5 size-4 shrink-0" />
          {error}
        </p>
      )}
    </div>
  );
}
