'use client';

import { useEffect } from 'react';

/**
 * Adds a third-party style sheet once the page has finished loading, so it never blocks the first
 * render (spec §7: the scheduling provider's style sheet). Added once per document.
 */
export function DeferredStylesheet({ href }: { href: string }) {
  useEffect(() => {
    const add = () => {
      if (document.querySelector(`link[rel="stylesheet"][href="${CSS.escape(href)}"]`)) return;
      const link = document.createElement('link');
      link.rel = 'stylesheet';
      link.href = href;
      link.dataset.deferred = 'true';
      document.head.appendChild(link);
    };
    if (document.readyState === 'complete') {
      add();
      return;
    }
    window.addEventListener('load', add, { once: true });
    return () => window.removeEventListener('load', add);
  }, [href]);
  return null;
}
