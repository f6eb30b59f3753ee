'use client';

import { useEffect, useLayoutEffect, useState } from 'react';
import { fetchWebFontsLater } from './web-fonts';

/** The button tapped before hydration (kept by EARLY_TAPS), taken so it is replayed once. */
function takeEarlyTap(): HTMLButtonElement | undefined {
  const holder = window as { __earlyTap?: HTMLButtonElement };
  const tap = holder.__earlyTap;
  delete holder.__earlyTap;
  return tap?.isConnected ? tap : undefined;
}

export function Preloader() {
  const [loading, setLoading] = useState(true);
  useLayoutEffect(() => {
    // Marks the document as hydrated: interactive controls now respond (the e2e tests wait for it), and EARLY_TAPS stops keeping taps.
    document.documentElement.dataset.hydrated = 'true';
  }, []);
  useEffect(() => {
    // A microtask: after this commit's other mount effects (menus close on a new path), so they cannot undo the replayed tap, and before any later task.
    queueMicrotask(() => takeEarlyTap()?.click());
    if (document.readyState === 'complete') {
      setLoading(false);
      return;
    }
    const done = () => setLoading(false);
    window.addEventListener('load', done, { once: true });
    return () => window.removeEventListener('load', done);
  }, []);
  useEffect(() => (loading ? undefined : fetchWebFontsLater()), [loading]);
  if (!loading) return null;
  return <div className="preloader" data-testid="preloader" aria-hidden="true" />;
}
