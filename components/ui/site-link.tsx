'use client';

import Link from 'next/link';
import { useRouter } from 'next/navigation';
import { use, type ComponentProps } from 'react';
import { LoopCopyContext } from './loop-copy';

type SiteLinkProps = Omit<ComponentProps<typeof Link>, 'href' | 'prefetch'> & { href: string };

/** Fetches the next page on intent (pointer, touch, focus), not on sight: Next's default fetches every visible link
 * in the busy moments after load, mostly for pages never opened. In a LoopCopy it leaves the tab order. */
export function SiteLink({ href, onPointerEnter, onTouchStart, onFocus, ...props }: SiteLinkProps) {
  const router = useRouter();
  const inLoopCopy = use(LoopCopyContext);
  const andPrefetch =
    <E,>(handler?: (event: E) => void) =>
    (event: E) => {
      handler?.(event);
      router.prefetch(href);
    };
  return (
    <Link
      {...props}
      href={href}
      prefetch={false}
      tabIndex={inLoopCopy ? -1 : props.tabIndex}
      onPointerEnter={andPrefetch(onPointerEnter)}
      onTouchStart={andPrefetch(onTouchStart)}
      onFocus={andPrefetch(onFocus)}
    />
  );
}
