'use client';

import { useEffect } from 'react';

/**
 * Adds a third-party style sheet (the scheduling provider's) only once the visitor heads
 * for what it serves: a pointer over, a touch on, or keyboard focus inside the element `forId`.
 * It never blocks the first render, and a visitor who only reads the page sends the provider no
 * request (nothing about them leaves the firm's host). Added once per document.
 */
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
