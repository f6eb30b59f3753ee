'use client';

import { useEffect, useState, type ReactNode } from 'react';
import { useRouter } from 'next/navigation';
import { takeTeamMember } from './team-state';
import { href } from '@/lib/paths';

/**
 * Shows the profile of the member carried in navigation state (lib/team-state.ts). The profiles are
 * rendered on the server and passed in by id; until the state is read (and in the pre-rendered
 * HTML, which has no state) the fallback shows, a list of the team to choose from. Opened without
 * state, the page redirects to /team/.
 */
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
