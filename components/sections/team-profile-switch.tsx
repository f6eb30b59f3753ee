'use client';

import { useEffect, useState, type ReactNode } from 'react';
import { useRouter } from 'next/navigation';
import { takeTeamMember } from './team-state';
import { href } from '@/lib/paths';

/** The fallback (the team list) shows until the state is read, including in the pre-rendered HTML. */
export function TeamProfileSwitch({ profiles, fallback }: { profiles: Record<string, ReactNode>; fallback: ReactNode }) {
  const router = useRouter();
  const [memberId, setMemberId] = useState<string | null>(null);

  useEffect(() => {
    const id = takeTeamMember(window.history);
    if (id && id in profiles) setMemberId(id);
    else router.replace(href('/team'));
  }, [profiles, router]);

  if (memberId) return <div data-member={memberId}>{profiles[memberId]}</div>;
  return <>{fallback}</>;
}
