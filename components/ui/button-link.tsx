import { SiteLink } from '@/components/ui/site-link';
import type { ReactNode } from 'react';
import { Icon } from '@/components/ui/icon';
import { cn } from '@/lib/cn';
import { href as toHref, isExternal } from '@/lib/paths';
import { uiFor } from '@/lib/content/ui';
import type { Lang } from '@/lib/i18n';

const VARIANTS = {
  primary: 'bg-navy-900 text-white hover:bg-navy-800',
  accent: 'bg-gold-300 text-navy-950 hover:bg-gold-100',
  outline: 'border border-navy-900/25 bg-white text-navy-900 hover:bg-sand-100',
  light: 'bg-white text-navy-900 hover:bg-sand-100',
} as const;

export function ButtonLink({
  href,
  children,
  variant = 'primary',
  size = 'md',
  className,
  newTab,
  lang = 'en',
}: {
  href: string;
  children: ReactNode;
  variant?: keyof typeof VARIANTS;
  size?: 'md' | 'lg';
  className?: string;
  newTab?: boolean;
  /** The language of the page, for the words a screen reader adds to a link that opens a new tab. */
  lang?: Lang;
}) {
  const classes = cn(
    'inline-flex min-h-11 items-center justify-center gap-2 rounded-lg py-2.5 font-semibold transition-colors',
    size === 'lg' ? 'px-6' : 'px-5',
    VARIANTS[variant],
    className,
  );
  const external = isExternal(href);
  if (newTab ?? external) {
    return (
      <a href={href} target="_blank" rel="noopener noreferrer" className={classes}>
        {children}
        <Icon name="external-link" className="size-4" />
        <span className="sr-only"> {uiFor(lang).layout.opensNewTab}</span>
      </a>
    );
  }
  return (
    <SiteLink href={toHref(href)} className={classes}>
      {children}
    </SiteLink>
  );
}
