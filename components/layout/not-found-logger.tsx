'use client';

import { useEffect } from 'react';

/** An unknown route logs "Page Not Found" to the console. */
export function NotFoundLogger() {
  useEffect(() => {
    console.log('Page Not Found');
  }, []);
  return null;
}
