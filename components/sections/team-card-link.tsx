'use client';

import { SiteLink } from '@/components/ui/site-link';
import type { ReactNode } from 'react';
import { rememberTeamMember } from './team-state';
import { href } from '@/lib/paths';

/**
 * The link from a team card to /teamProfile/, handing the member over in navigation state (see
 * lib/team-state.ts) rather than in the URL.
 */
export function TeamCardLink({ memberId, children, className }: { memberId: string; children: ReactNode; className?: string }) {
  return (
    <SiteLink href={href('/teamProfile')} onClick={() => rememberTeamMember(memberId)} className={className}>
      {children}
    </SiteLink>
  );
}
