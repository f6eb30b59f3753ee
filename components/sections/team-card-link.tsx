'use client';

import { SiteLink } from '@/components/ui/site-link';
import type { ReactNode } from 'react';
import { rememberTeamMember } from './team-state';
import { href } from '@/lib/paths';

export function TeamCardLink({ memberId, children, className }: { memberId: string; children: ReactNode; className?: string }) {
  return (
    <SiteLink href={href('/teamProfile')} onClick={() => rememberTeamMember(memberId)} className={className}>
      {children}
    </SiteLink>
  );
}
