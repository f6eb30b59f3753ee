'use client';

import { useEffect } from 'react';

/** Added on intent only, so a visitor who just reads sends the provider no request. */
export function DeferredStylesheet({ href, forId }: { href: string; forId: string }) {
  useEffect(() => {
    const target = document.getElementById(forId);
    if (!target) return;
    const events = ['pointerenter', 'touchstart', 'focusin'] as const;
    const add = () => {
      remove();
      if (document.querySelector(`link[rel="stylesheet"][href="${CSS.escape(href)}"]`)) return;
      const link = document.createElement('link');
      link.rel = 'stylesheet';
      link.href = href;
      link.dataset.deferred = 'true';
      document.head.appendChild(link);
    };
    const remove = () => {
      for (const type of events) target.removeEventListener(type, add);
    };
    for (const type of events) target.addEventListener(type, add, { once: true, passive: true });
    return remove;
  }, [href, forId]);
  return null;
}
