'use client';

import { useEffect, useState, type ReactNode } from 'react';
import { useRouter } from 'next/navigation';
import { takeTeamMember } from './team-state';
import { href } from '@/lib/paths';

/** The fallback (the team page) shows until the state is read, including in the pre-rendered HTML. */
export function TeamProfileSwitch({ banner, profiles, fallback }: { banner: ReactNode; profiles: Record<string, ReactNode>; fallback: ReactNode }) {
  const router = useRouter();
  const [memberId, setMemberId] = useState<string | null>(null);

  useEffect(() => {
    const id = takeTeamMember(window.history);
    if (id && id in profiles) setMemberId(id);
    else router.replace(href('/team'));
  }, [profiles, router]);

  if (!memberId) return <>{fallback}</>;
  return (
    <>
      {banner}
      {profiles[memberId]}
    </>
  );
}
