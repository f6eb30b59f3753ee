'use client';

import { useEffect, useState } from 'react';

export function Preloader() {
  const [loading, setLoading] = useState(true);
  useEffect(() => {
    // Marks the document as hydrated: interactive controls now respond (the e2e tests wait for it).
    document.documentElement.dataset.hydrated = 'true';
    if (document.readyState === 'complete') {
      setLoading(false);
      return;
    }
    const done = () => setLoading(false);
    window.addEventListener('load', done, { once: true });
    return () => window.removeEventListener('load', done);
  }, []);
  if (!loading) return null;
  return <div className="preloader" data-testid="preloader" aria-hidden="true" />;
}
