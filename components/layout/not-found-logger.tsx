'use client';

import { useEffect } from 'react';

/** Spec §8: an unknown route logs "Page Not Found" to the console. */
export function NotFoundLogger() {
  useEffect(() => {
    console.log('Page Not Found');
  }, []);
  return null;
}
