'use client';

import { usePathname } from 'next/navigation';
import { useEffect, useRef } from 'react';

export function RouteScrollReset() {
  const pathname = usePathname();
  const first = useRef(true);
  useEffect(() => {
    // The first render is a fresh page load: leave the browser's own position (e.g. #hash) alone.
    if (first.current) {
      first.current = false;
      return;
    }
    window.scrollTo({ top: 0, left: 0, behavior: 'instant' });
  }, [pathname]);
  return null;
}
