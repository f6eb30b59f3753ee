'use client';

import Link from 'next/link';
import { useRouter } from 'next/navigation';
import { use, type ComponentProps } from 'react';
import { LoopCopyContext } from './loop-copy';

type SiteLinkProps = Omit<ComponentProps<typeof Link>, 'href' | 'prefetch'> & { href: string };

/**
 * next/link for every internal link, fetching the next page on intent instead of on sight.
 *
 * Next's default fetches the payload of every link as it comes into view. On a page with forty
 * links (header, footer, cards), and on desktop the whole menu, that is a burst of fetches and
 * their processing in the busy moments after load, mostly for pages the visitor never opens, and
 * on a phone it spends their data. Here a page is fetched when a pointer rests on its link, a
 * finger touches it or keyboard focus reaches it, which is still before the click lands. A link
 * clicked with no warning (a screen reader's activation, say) fetches its page then.
 *
 * Inside the copy of a looping strip (LoopCopy) the link stays clickable but leaves the tab order.
 */
export function SiteLink({ href, onPointerEnter, onTouchStart, onFocus, ...props }: SiteLinkProps) {
  const router = useRouter();
  const inLoopCopy = use(LoopCopyContext);
  /** The caller's handler, if any, then the fetch. The router de-duplicates: a page already fetched costs nothing. */
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
