import type { ReactNode } from 'react';
import { SiteLink } from './site-link';
import { Icon } from './icon';

/** An underlined text link of a page's body; ArrowLink adds the arrow to another page. */
export const textLinkClass =
  'inline-flex items-center gap-2 font-semibold text-brand-700 underline decoration-brand-200 underline-offset-4 hover:text-navy-900';

export function ArrowLink({ href, children }: { href: string; children: ReactNode }) {
  return (
    <SiteLink href={href} className={textLinkClass}>
      {children}
      <Icon name="arrow-right" className="size-4" />
    </SiteLink>
  );
}
