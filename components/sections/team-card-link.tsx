'use client';

import { SiteLink } from '@/components/ui/site-link';
import type { ReactNode } from 'react';
import { rememberTeamMember } from './team-state';
import { href } from '@/lib/paths';

/** `profilePath`: the profile page in the card's language. */
export function TeamCardLink({
  memberId,
  children,
  className,
  profilePath = '/teamProfile',
}: {
  memberId: string;
  children: ReactNode;
  className?: string;
  profilePath?: string;
}) {
  return (
    <SiteLink href={href(profilePath)} onClick={() => rememberTeamMember(memberId)} className={className}>
      {children}
    </SiteLink>
  );
}
