'use client';

import { useEffect, useState, type ReactNode } from 'react';
import { useRouter } from 'next/navigation';
import { takeTeamMember } from './team-state';
import { href } from '@/lib/paths';

/** The fallback (the team page) shows until the state is read, including in the pre-rendered HTML. */
/** `teamPath`: the team page in the profile's language, where a visit without a member goes. */
export function TeamProfileSwitch({
  banner,
  profiles,
  fallback,
  teamPath = '/team',
}: {
  banner: ReactNode;
  profiles: Record<string, ReactNode>;
  fallback: ReactNode;
  teamPath?: string;
}) {
  const router = useRouter();
  const [memberId, setMemberId] = useState<string | null>(null);

  useEffect(() => {
    const id = takeTeamMember(window.history);
    if (id && id in profiles) setMemberId(id);
    else router.replace(href(teamPath));
  }, [profiles, router, teamPath]);

  if (!memberId) return <>{fallback}</>;
  return (
    <>
      {banner}
      {profiles[memberId]}
    </>
  );
}
